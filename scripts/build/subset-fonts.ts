// `npm run fonts`: the site's two webfonts, cut down to the characters its pages use (Latin,
// the Italian accents, the typographic punctuation) and written as WOFF2 under src/theme/fonts/,
// each named by the hash of its bytes, so the build can serve it cached for a year. Run it when
// a font, a weight or the character set changes; the files it writes are committed.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { fontFaces } from '../../src/theme/fontFaces.ts';

const require = createRequire(import.meta.url);
const outDir = path.resolve(import.meta.dirname, '../../src/theme/fonts');

/** Printable ASCII, Latin-1's letters (Italian, and names from neighbouring languages), and the punctuation the copy uses. */
const characters = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...'\u00a0àáâäèéêëìíîïòóôöùúûüçñÀÁÈÉÌÍÒÓÙÚÇ°±·×«»',
  ...'‘’“”–—…→←↑↓€≈≤≥−',
].join('');

mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) if (file.endsWith('.woff2')) rmSync(path.join(outDir, file));
const written: Record<string, string> = {};
for (const face of fontFaces) {
  const source = readFileSync(require.resolve(`@fontsource/${face.package}/files/${face.package}-latin-${face.weight}-normal.woff2`));
  const subset = await subsetFont(source, characters, { targetFormat: 'woff2' });
  const hash = createHash('sha256').update(subset).digest('hex').slice(0, 10);
  const file = `${face.package}-${face.weight}.${hash}.woff2`;
  writeFileSync(path.join(outDir, file), subset);
  written[face.id] = file;
  console.log(`${file}: ${source.length} -> ${subset.length} bytes`);
}
writeFileSync(path.join(outDir, 'files.json'), `${JSON.stringify(written, null, 2)}\n`);
