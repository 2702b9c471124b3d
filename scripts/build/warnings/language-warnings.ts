// The language checks as the build runs them, for its warnings: the findings of each unit of
// each check (an English entry with its translations for structure, one file for the others:
// check-units.ts) are kept under a key made of exactly what they can depend on: the unit's files
// (their paths, as problems name them, and their texts), the check's shared inputs (words.txt,
// the people's names...: shared-inputs.ts) and what the checks are made of (checks-fingerprint.ts).
// A build after one case study changed checks that case study again (with its twin, for
// structure) and nothing else; with every unit cached no check starts, so cspell does not load.
// `check:content` and `npm test` run the checks themselves, uncached.
import { createHash } from 'node:crypto';
import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../../../src/content/problems.ts';
import { checkUnits, type CheckDefinition, type CheckUnit } from '../../content/language/check-units.ts';
import { readContentFiles, type ContentFile } from '../../content/language/content-files.ts';
import { byFileAndLine, languageChecks } from '../../content/language/index.ts';
import { sharedInputFiles } from '../../content/language/shared-inputs.ts';
import { cacheDir, prune, writeEntry } from '../cache/cache.ts';
import { TaskPool } from '../task-pool.ts';
import { checksFingerprint } from './checks-fingerprint.ts';

export interface LanguageWarnings {
  problems: Problem[];
  /** Units whose findings came from the cache: a unit is one check on one file (structure: on an English entry and its translations). */
  cached: number;
  /** Units in all, over all the checks. */
  checks: number;
}

/** Findings of many content versions: the 600-case-study benchmark's 2,261 units take 0.9 MB. */
const cacheBytes = 32 * 1024 * 1024;

const isProblemList = (value: unknown): value is Problem[] =>
  Array.isArray(value) && value.every((p) => typeof p === 'object' && p !== null && typeof (p as Problem).file === 'string' && typeof (p as Problem).message === 'string');

const sha256 = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** A unit's findings as kept, or undefined; a hit is marked recently used, so that pruning spares it. */
function readEntry(file: string): Problem[] | undefined {
  let kept: unknown;
  try {
    kept = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!isProblemList(kept)) return undefined;
  const now = new Date();
  utimesSync(file, now, now);
  return kept;
}

/** Every problem the language checks find in `contentDir`, each unit's from the cache when nothing it depends on changed. */
export async function languageWarnings(contentDir: string, checks: readonly CheckDefinition[] = languageChecks, cache = cacheDir('language-checks')): Promise<LanguageWarnings> {
  const content = readContentFiles(path.resolve(contentDir));
  const fingerprint = checksFingerprint();
  const digests = new Map<ContentFile, string>();
  const digest = (file: ContentFile) => digests.get(file) ?? digests.set(file, sha256(file.file, file.text)).get(file)!;
  const plans = checks.map((check) => {
    const shared = sha256(...sharedInputFiles(content, check.shared).flatMap(([name, text]) => [name, text === undefined ? 'missing' : sha256(text)]));
    return check.units(content).map((unit) => {
      const entry = path.join(cache, `${sha256(fingerprint, check.name, unit.id, shared, ...unit.files.map(digest))}.json`);
      return { unit, entry, kept: readEntry(entry) };
    });
  });
  const missing = plans.map((units) => units.filter((u) => !u.kept));
  const found = await checkUnits(content, checks.map((check, c): { check: CheckDefinition; units: CheckUnit[] } => ({ check, units: missing[c]!.map((u) => u.unit) })));
  const written = missing.flatMap((units, c) => units.map((u, i) => ({ entry: u.entry, problems: found[c]![i]! })));
  // A few at a time: thousands of files at once would exhaust the open files.
  const writing = new TaskPool(8);
  for (const { entry, problems } of written) await writing.add(() => writeEntry(entry, JSON.stringify(problems)));
  await writing.done();
  const fresh = new Map(written.map(({ entry, problems }) => [entry, problems]));
  const problems = plans.flatMap((units) => units.flatMap((u) => u.kept ?? fresh.get(u.entry)!));
  prune(cache, cacheBytes);
  const total = plans.reduce((sum, units) => sum + units.length, 0);
  return { problems: byFileAndLine(problems), cached: total - written.length, checks: total };
}
