// What the build keeps between runs to skip work whose input did not change (compressed copies,
// bundles, compiled MDX, preview images, the language checks' findings), each under a key that is
// a hash of everything the result depends on (hashInputs). A key names its result for good, so an entry is never updated, only written
// once (in full, or not at all) and read.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** The folder of one cache (node_modules/.cache/<name>, or under BUILD_CACHE_DIR: a benchmark's empty one). */
export function cacheDir(name: string): string {
  return path.join(path.resolve(root, process.env.BUILD_CACHE_DIR || 'node_modules/.cache'), name);
}

/** Whether a link leads to a file (not a folder, not nowhere). */
const isFileAt = (file: string) => existsSync(file) && statSync(file).isFile();

/** The files of a folder (links to files too), as paths relative to it, sorted; none when it does not exist. */
export const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() || (entry.isSymbolicLink() && isFileAt(path.join(entry.parentPath, entry.name))))
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];

/** The hash of files (each path as given, then its bytes; a missing file counts as missing) and of some text: every cache's key. */
export function hashInputs(base: string, files: readonly string[], extra: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.resolve(base, file);
    hash.update(`${file}\0`).update(existsSync(full) ? readFileSync(full) : 'missing').update('\0');
  }
  for (const text of extra) hash.update(`${text}\0`);
  return hash.digest('hex');
}

// A reader sees a whole entry or none: the bytes go to a file of their own, renamed into place
// (atomic within a folder). A build stopped halfway leaves at most a temp file no key names.
const tempName = (file: string) => `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;

export async function writeEntry(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = tempName(file);
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Keeps a cache folder (files directly in it) within `maxBytes`: the entries used longest ago go
 * first (a hit refreshes an entry's time), and temp files of builds that stopped midway.
 */
export function prune(dir: string, maxBytes: number, now = Date.now()): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const entries = names.flatMap((name) => {
    try {
      const stat = statSync(path.join(dir, name));
      return stat.isFile() ? [{ name, size: stat.size, time: stat.mtimeMs }] : [];
    } catch {
      return []; // removed meanwhile by another build
    }
  });
  const hourAgo = now - 3_600_000;
  let total = 0;
  for (const entry of entries.sort((a, b) => b.time - a.time)) {
    const stale = entry.name.endsWith('.tmp') && entry.time < hourAgo;
    total += entry.size;
    if (stale || total > maxBytes) rmSync(path.join(dir, entry.name), { force: true });
  }
}
