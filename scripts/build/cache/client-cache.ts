// The browser scripts' build reads no content: its output changes only with the code under src/,
// the Vite config and its plugins, the installed packages and the VITE_ variables. The build keeps
// that output (folder-cache.ts) under the hash of all of them, so building other content, or the
// same content again, copies the scripts instead of bundling them. The first half of that claim is
// checked on every bundle the build makes (outsideKey): one that read a project file outside src/
// is not kept.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { cacheDir, filesUnder, hashInputs } from './cache.ts';
import { keepFolder, readFolder, writeFolder } from './folder-cache.ts';

const root = path.resolve(import.meta.dirname, '../../..');

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

/** The VITE_ variables, which Vite puts in the bundle, as `name=value`. */
export const viteVariables = (env: NodeJS.ProcessEnv = process.env): string[] =>
  Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name]}`);

/**
 * The hash of those files (path and bytes), NODE_ENV and the VITE_ variables. NODE_ENV picks
 * React's build: a build started from a test (NODE_ENV=test) bundles the development React,
 * 154 KB against 86, which a production build must never take from the cache.
 */
export function clientKey(base = root, env: NodeJS.ProcessEnv = process.env): string {
  return hashInputs(base, clientInputs(base), [`NODE_ENV=${env.NODE_ENV ?? ''}`, ...viteVariables(env)]);
}

/**
 * The modules of a bundle that the key does not cover: project files outside src/ (packages are
 * covered by the lockfiles, and Vite's own modules have ids that are not paths).
 */
export function outsideKey(modules: readonly string[], base = root): string[] {
  const src = path.join(base, 'src') + path.sep;
  return modules.filter((id) => path.isAbsolute(id) && !id.startsWith(src) && !id.split(path.sep).includes('node_modules'));
}

/** The file that keeps the output of the browser scripts' build with this key. */
export const clientEntry = (key: string, cache = cacheDir('client')) => path.join(cache, `${key}.json`);

/** Puts a kept output in `outDir`, emptied first as the build would; false when there is none. */
export async function restoreClient(entry: string, outDir: string): Promise<boolean> {
  const files = await readFolder(entry);
  if (!files) return false;
  writeFolder(files, outDir);
  return true;
}

/** Keeps every file under `outDir` (the scripts, their manifest): a few versions, each about 400 KB. */
export const keepClient = (entry: string, outDir: string): Promise<void> => keepFolder(entry, outDir, 8 * 1024 * 1024);
