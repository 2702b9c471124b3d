// The subset webfonts (src/theme/fonts/, written by `npm run fonts`) into the output, where the
// pages' @font-face rules point (src/theme/fonts.ts). Hashed names: served as immutable assets.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fontUrlPrefix } from '../../src/theme/fonts.ts';

const fontsDir = path.resolve(import.meta.dirname, '../../src/theme/fonts');

export function copyFonts(outDir: string): string[] {
  const target = path.join(outDir, fontUrlPrefix);
  mkdirSync(target, { recursive: true });
  const files = readdirSync(fontsDir).filter((file) => file.endsWith('.woff2'));
  for (const file of files) copyFileSync(path.join(fontsDir, file), path.join(target, file));
  return files;
}
