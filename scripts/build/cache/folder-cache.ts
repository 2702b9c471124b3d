// A build step's whole output folder, kept between builds under the hash of everything the step
// reads (client-cache.ts, server-cache.ts say what that is), so a build whose inputs did not
// change copies the folder instead of running the step.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder, prune, writeEntry } from './cache.ts';

interface Kept {
  files: Record<string, string>;
}

const isKept = (value: unknown): value is Kept => typeof value === 'object' && value !== null && typeof (value as Kept).files === 'object';

/** The files kept under `entry` (path -> bytes), or undefined when there is no such entry. */
export async function readFolder(entry: string): Promise<Map<string, Buffer> | undefined> {
  const kept: unknown = await readFile(entry, 'utf8').then((text) => JSON.parse(text) as unknown, () => undefined);
  return isKept(kept) ? new Map(Object.entries(kept.files).map(([file, base64]) => [file, Buffer.from(base64, 'base64')])) : undefined;
}

/** Empties `dir`, as the step would, and puts the kept files in it. */
export function writeFolder(files: ReadonlyMap<string, Buffer>, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [file, bytes] of files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
}

/** Keeps every file under `dir` as the entry, the cache's folder pruned to `maxBytes`. */
export async function keepFolder(entry: string, dir: string, maxBytes: number): Promise<void> {
  const files = Object.fromEntries(filesUnder(dir).map((file) => [file, readFileSync(path.join(dir, file)).toString('base64')]));
  await writeEntry(entry, JSON.stringify({ files }));
  prune(path.dirname(entry), maxBytes);
}
