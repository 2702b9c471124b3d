// The language checks as the build runs them, for its warnings: each check's findings are kept
// under a key made of everything the check can read (every file of the content folder, where it
// is, the code of the checks and their dependencies, the spelling dictionaries, the installed
// packages and the runtime), so content that did not change is not parsed and checked again.
// Any check in the list gets this, whatever it reads in the content folder (entries, ui.json,
// settings.json, words.txt, word-rules.yaml...). `check:content` and
// `npm test` run the checks themselves, uncached.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../../src/content/problems.ts';
import { checkUnits, type CheckDefinition } from '../content/language/check-units.ts';
import { readContentFiles } from '../content/language/content-files.ts';
import { byFileAndLine, languageChecks } from '../content/language/index.ts';
import { dictionaryFiles } from '../content/language/spelling.ts';
import { cacheDir, prune, writeEntry } from './cache.ts';

const root = path.resolve(import.meta.dirname, '../..');
const checksModule = path.join(root, 'scripts/content/language/index.ts');

/** Every file under `dir` (recursively), sorted, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The hash of each named file's path and bytes, in order. */
function hashFiles(base: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(base, file))).update('\0');
  return hash.digest('hex');
}

// `import … from './x.ts'`, `export … from './x.ts'`, `import './x.ts'`, `import('./x.ts')`.
const importPattern = /(?:\bfrom|\bimport\s*\(?)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * A module and every project module it imports, relative imports followed transitively. Text
 * that only looks like an import adds a file to the key when it names one (harmless: a needless
 * rerun at worst) and is skipped when it does not (a real import must resolve, or the check fails).
 */
export function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(importPattern)) {
      const target = path.resolve(path.dirname(file), specifier!);
      const found = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (!found) continue;
      if (/\.(ts|tsx|js|mjs)$/.test(found)) visit(found);
      else seen.add(found); // data imported as a module (JSON): its bytes count, it imports nothing
    }
  };
  visit(entry);
  return [...seen].sort();
}

/**
 * The files the checks are made of, besides the content: their code and the project code it
 * imports, the dictionaries cspell reads (each package's version and word list), and every
 * package as locked and as installed (npm rewrites node_modules/.package-lock.json on each install).
 */
export function checksInputs(): string[] {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  return [...moduleGraph(checksModule), ...dictionaryFiles, path.join(root, 'package-lock.json'), ...(existsSync(installed) ? [installed] : [])];
}

/** What the checks are, besides the content: the hash of their files, and the runtime (Intl.Segmenter cuts sentences by its ICU data). */
export function checksFingerprint(files: readonly string[] = checksInputs()): string {
  const { node, icu, unicode, cldr } = process.versions;
  return `${hashFiles(root, files.map((file) => path.relative(root, file)))} node ${node} icu ${icu} unicode ${unicode} cldr ${cldr}`;
}

export interface LanguageWarnings {
  problems: Problem[];
  /** Checks whose findings came from the cache. */
  cached: number;
  checks: number;
}

/** Findings of a few content versions per check: a scaled benchmark's are a few hundred KB. */
const cacheBytes = 32 * 1024 * 1024;

const isProblemList = (value: unknown): value is Problem[] =>
  Array.isArray(value) && value.every((p) => typeof p === 'object' && p !== null && typeof (p as Problem).file === 'string' && typeof (p as Problem).message === 'string');

/** Every problem the language checks find in `contentDir`, each check's taken from the cache when nothing it reads changed. */
export async function languageWarnings(contentDir: string, checks: readonly CheckDefinition[] = languageChecks, cache = cacheDir('language-checks')): Promise<LanguageWarnings> {
  const dir = path.resolve(contentDir);
  // Problems name files relative to the content folder's parent, so where it is counts too.
  const inputs = `${dir}\0${hashFiles(dir, filesUnder(dir))}\0${checksFingerprint()}`;
  const content = readContentFiles(dir);
  let cached = 0;
  const found = await Promise.all(checks.map(async (check) => {
    const entry = path.join(cache, `${createHash('sha256').update(`${check.name}\0${inputs}`).digest('hex')}.json`);
    const kept: unknown = await readFile(entry, 'utf8').then((text) => JSON.parse(text) as unknown, () => undefined);
    if (isProblemList(kept)) {
      cached++;
      return kept;
    }
    const [units = []] = await checkUnits(content, [{ check, units: check.units(content) }]);
    await writeEntry(entry, JSON.stringify(units.flat()));
    return units.flat();
  }));
  prune(cache, cacheBytes);
  return { problems: byFileAndLine(found.flat()), cached, checks: checks.length };
}
