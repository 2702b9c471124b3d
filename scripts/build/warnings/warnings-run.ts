// The build's language warnings for a content folder exactly as an earlier build saw it: kept
// whole, under the hash of every file in the folder, its name (problems print it) and what the
// checks are made of (checks-fingerprint.ts). A rebuild of unchanged content takes them from here
// without loading the checks at all (a second of imports); any change goes to the checks' own
// cache, unit by unit (language-warnings.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir, filesUnder, hashInputs, writeEntry } from '../cache/cache.ts';
import { checksFingerprint } from './checks-fingerprint.ts';
import type { LanguageWarnings } from './language-warnings.ts';

/** The key of a run over `contentDir`: every file under it (path and bytes), its name, the checks' fingerprint. */
export function runKey(contentDir: string, fingerprint = checksFingerprint()): string {
  const dir = path.resolve(contentDir);
  return hashInputs(dir, filesUnder(dir), [fingerprint, path.basename(dir)]);
}

const isWarnings = (value: unknown): value is LanguageWarnings =>
  typeof value === 'object' && value !== null && Array.isArray((value as LanguageWarnings).problems) && typeof (value as LanguageWarnings).checks === 'number';

/** `run`'s warnings for this folder, or the kept ones of a run over the same files and checks (all counted as cached). */
export async function cachedRun(contentDir: string, run: () => Promise<LanguageWarnings>, cache = cacheDir('language-checks'), fingerprint?: string): Promise<LanguageWarnings> {
  const entry = path.join(cache, `run-${runKey(contentDir, fingerprint)}.json`);
  const kept: unknown = await readFile(entry, 'utf8').then((text) => JSON.parse(text) as unknown, () => undefined);
  if (isWarnings(kept)) return { ...kept, cached: kept.checks };
  const result = await run();
  await writeEntry(entry, JSON.stringify(result));
  return result;
}
