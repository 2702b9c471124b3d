// The browser scripts' build reads no content: its output changes only with the code under src/,
// the Vite config and its plugins, the installed packages and the VITE_ variables. The build keeps
// that output under the hash of all of them, so building other content, or the same content again,
// copies the scripts instead of bundling them. The first half of that claim is checked on every
// bundle the build makes (outsideKey): one that read a project file outside src/ is not kept.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir, prune, writeEntry } from './cache.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The files of a folder, as paths relative to it, sorted. */
const filesUnder = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];

/** What the browser scripts are made of, as files of the project. */
export const clientInputs = (base = root): string[] => [
  ...filesUnder(path.join(base, 'src')).map((f) => path.join('src', f)),
  ...filesUnder(path.join(base, 'scripts/build/vite')).map((f) => path.join('scripts/build/vite', f)),
  'vite.config.ts',
  'scripts/build/vite-builds.mjs',
  // What Vite and its TypeScript transform read besides the config: the compiler options, the
  // package's own fields, the .env files of every mode.
  'tsconfig.json',
  'package.json',
  ...readdirSync(base).filter((f) => f.startsWith('.env')).sort(),
  'package-lock.json',
  'node_modules/.package-lock.json',
];

/** The hash of those files (path and bytes) and of the VITE_ variables, which Vite puts in the bundle. */
export function clientKey(base = root, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of clientInputs(base)) {
    const full = path.join(base, file);
    hash.update(`${file}\0`).update(existsSync(full) ? readFileSync(full) : 'missing').update('\0');
  }
  for (const name of Object.keys(env).filter((n) => n.startsWith('VITE_')).sort()) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/**
 * The modules of a bundle that the key does not cover: project files outside src/ (packages are
 * covered by the lockfiles, and Vite's own modules have ids that are not paths).
 */
export function outsideKey(modules: readonly string[], base = root): string[] {
  const src = path.join(base, 'src') + path.sep;
  return modules.filter((id) => path.isAbsolute(id) && !id.startsWith(src) && !id.split(path.sep).includes('node_modules'));
}

interface Kept {
  files: Record<string, string>;
}

const isKept = (value: unknown): value is Kept => typeof value === 'object' && value !== null && typeof (value as Kept).files === 'object';

/** The file that keeps the output of the browser scripts' build with this key. */
export const clientEntry = (key: string, cache = cacheDir('client')) => path.join(cache, `${key}.json`);

/** Puts a kept output in `outDir`, emptied first as the build would; false when there is none. */
export async function restoreClient(entry: string, outDir: string): Promise<boolean> {
  const kept: unknown = await readFile(entry, 'utf8').then((text) => JSON.parse(text) as unknown, () => undefined);
  if (!isKept(kept)) return false;
  rmSync(outDir, { recursive: true, force: true });
  for (const [file, base64] of Object.entries(kept.files)) {
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, Buffer.from(base64, 'base64'));
  }
  return true;
}

/** A few versions of the scripts: each is about 400 KB. */
const cacheBytes = 8 * 1024 * 1024;

/** Keeps every file under `outDir` (the scripts, their manifest) as the entry. */
export async function keepClient(entry: string, outDir: string): Promise<void> {
  const files = Object.fromEntries(filesUnder(outDir).map((file) => [file, readFileSync(path.join(outDir, file)).toString('base64')]));
  await writeEntry(entry, JSON.stringify({ files }));
  prune(path.dirname(entry), cacheBytes);
}
