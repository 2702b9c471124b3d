// The build's language warnings (scripts/build/language-warnings.ts): each check runs again when
// anything it could read changed, and gives the same findings from the cache as when it runs.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checksFingerprint, checksInputs, languageWarnings, moduleGraph } from '../../scripts/build/language-warnings.ts';
import type { CheckDefinition } from '../../scripts/content/language/check-units.ts';
import { languageProblems } from '../../scripts/content/language/index.ts';
import { formatProblems } from '../../src/content/problems.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

let temp: string | undefined;
let content: TempContent | undefined;
afterEach(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
  content?.remove();
  temp = content = undefined;
});

/** The first line of every file in the folder, as problems. */
function firstLines(dir: string) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.includes('.'))
    .sort()
    .map((f) => ({ file: `content/${f}`, line: 1, field: 'body', message: readFileSync(path.join(dir, f), 'utf8').split('\n')[0]! }));
}

/** A check that reports the first line of every file in the folder, and counts its runs. */
function echoCheck(dir: string): CheckDefinition & { runs: number } {
  const check = {
    name: 'echo',
    runs: 0,
    shared: {},
    units: () => [{ id: 'all', files: [] }],
    start: () => ({
      check: () => {
        check.runs++;
        return firstLines(dir);
      },
    }),
  };
  return check;
}

function folder() {
  temp = mkdtempSync(path.join(tmpdir(), 'warnings-'));
  const dir = path.join(temp, 'content');
  for (const lang of ['en', 'it']) mkdirSync(path.join(dir, lang, 'case-studies'), { recursive: true });
  writeFileSync(path.join(dir, 'en/case-studies/a.mdx'), 'Kafka in English');
  writeFileSync(path.join(dir, 'it/case-studies/a.mdx'), 'Kafka in italiano');
  writeFileSync(path.join(dir, 'it/ui.json'), '{}');
  writeFileSync(path.join(dir, 'words.txt'), 'retailer');
  writeFileSync(path.join(dir, 'settings.json'), '{}');
  writeFileSync(path.join(dir, 'word-rules.yaml'), 'both: {}');
  return { dir, cache: path.join(temp, 'cache'), write: (file: string, text: string) => writeFileSync(path.join(dir, file), text) };
}

describe('language warnings in the build', () => {
  it('runs a check once for a content folder that did not change, with the same findings', async () => {
    const { dir, cache } = folder();
    const check = echoCheck(dir);
    const first = await languageWarnings(dir, [check], cache);
    const second = await languageWarnings(dir, [check], cache);
    expect(check.runs).toBe(1);
    expect(second).toEqual({ ...first, cached: 1 });
    expect(second.problems).toHaveLength(6);
  });

  it('runs it again when any file it could read changes: an entry’s translation, ui.json, settings, the word list, the word rules, a new or removed file', async () => {
    const { dir, cache, write } = folder();
    const check = echoCheck(dir);
    await languageWarnings(dir, [check], cache);
    const changes = [
      () => write('it/case-studies/a.mdx', 'Kafka in italiano, rivisto'),
      () => write('it/ui.json', '{"nav.home": "Home"}'),
      () => write('words.txt', 'retailer\nbrokers'),
      () => write('settings.json', '{"siteName": "Correnti"}'),
      () => write('word-rules.yaml', 'en: {}'),
      () => {
        mkdirSync(path.join(dir, 'en/people'));
        write('en/people/giulia.mdx', 'Giulia');
      },
      () => write('en/case-studies/b.mdx', 'A second study'),
      () => renameSync(path.join(dir, 'en/case-studies/b.mdx'), path.join(dir, 'en/case-studies/c.mdx')),
      () => rmSync(path.join(dir, 'en/case-studies/a.mdx')),
    ];
    for (const [i, change] of changes.entries()) {
      change();
      const { problems, cached } = await languageWarnings(dir, [check], cache);
      expect(cached).toBe(0);
      expect(check.runs).toBe(i + 2);
      expect(problems).toEqual(firstLines(dir));
    }
  });

  it('keeps each check’s findings apart, and a folder’s apart from a copy elsewhere', async () => {
    const { dir, cache } = folder();
    const echo = echoCheck(dir);
    const other: CheckDefinition = { name: 'other', shared: {}, units: () => [{ id: 'all', files: [] }], start: () => ({ check: () => [{ file: 'content/words.txt', line: 1, field: 'words', message: 'other' }] }) };
    await languageWarnings(dir, [echo], cache);
    expect((await languageWarnings(dir, [echo, other], cache)).cached).toBe(1);
    const moved = path.join(temp!, 'moved', 'content');
    mkdirSync(path.dirname(moved));
    renameSync(dir, moved);
    expect((await languageWarnings(moved, [echoCheck(moved), other], cache)).cached).toBe(0);
  });

  it('gives the real checks’ findings, from the cache as when they run', { timeout: 60_000 }, async () => {
    content = tempContent();
    content.edit('it/case-studies/payments-fraud-detection.mdx', (t) => t.replace('Il punto di partenza', 'Il puntto di partenza'));
    const cache = path.join(content.dir, '..', 'cache');
    const expected = formatProblems(await languageProblems(content.dir));
    expect(expected).toContain('"puntto" is not a word');
    expect(formatProblems((await languageWarnings(content.dir, undefined, cache)).problems)).toBe(expected);
    const again = await languageWarnings(content.dir, undefined, cache);
    expect(again.cached).toBe(again.checks);
    expect(formatProblems(again.problems)).toBe(expected);
  });

  it('gives the real checks’ findings as they are now after each kind of input changed: a case study, a person, ui.json, the word list, the word rules', { timeout: 120_000 }, async () => {
    content = tempContent();
    const cache = path.join(content.dir, '..', 'cache');
    const fresh = async () => formatProblems(await languageProblems(content!.dir));
    let before = formatProblems((await languageWarnings(content.dir, undefined, cache)).problems);
    const changes: [string, () => void][] = [
      ['a case study', () => content!.edit('it/case-studies/payments-fraud-detection.mdx', (t) => t.replace('Il punto di partenza', 'Il puntto di partenza'))],
      ['a person', () => content!.edit('en/people/giulia-esempio.mdx', (t) => t.replace('Giulia leads', 'Giulia leeds'))],
      ['ui.json', () => content!.edit('en/ui.json', (t) => t.replace(/"Request a consultation"/, '"Request a consultashun"'))],
      ['the word list', () => content!.edit('words.txt', (t) => `${t}\npuntto\n`)],
      ['the word rules', () => content!.edit('word-rules.yaml', (t) => t.replace(/^both:\n/m, "both:\n  test:\n    - pattern: 'Kafka'\n      prh: 'a rule this test adds'\n      specs: [{ from: 'Kafka' }]\n"))],
    ];
    for (const [what, change] of changes) {
      change();
      const now = await languageWarnings(content.dir, undefined, cache);
      const expected = await fresh();
      expect(expected, `${what} changes the findings`).not.toBe(before);
      expect(now.cached, what).toBe(0);
      expect(formatProblems(now.problems), what).toBe(expected);
      before = expected;
    }
  });

  it('keys the checks by what they are made of: their code, the dictionaries (version and words), the packages as locked and installed, the runtime', () => {
    const inputs = checksInputs().map((f) => path.relative(path.resolve('.'), f));
    expect(inputs).toEqual(expect.arrayContaining([
      'scripts/content/language/spelling.ts',
      'scripts/content/language/readability.ts',
      'scripts/content/language/word-rules.ts',
      'node_modules/@cspell/dict-en-gb-mit/package.json',
      'node_modules/@cspell/dict-it-it/package.json',
      'package-lock.json',
      'node_modules/.package-lock.json',
    ]));
    for (const dictionary of ['dict-en-gb-mit', 'dict-it-it']) expect(inputs.some((f) => f.startsWith(`node_modules/@cspell/${dictionary}/`) && /\.trie(\.gz)?$/.test(f)), dictionary).toBe(true);
    temp = mkdtempSync(path.join(tmpdir(), 'fingerprint-'));
    const files = ['a.ts', 'package.json'].map((f) => path.join(temp!, f));
    for (const file of files) writeFileSync(file, '{"version": "1.0.0"}');
    const first = checksFingerprint(files);
    writeFileSync(files[1]!, '{"version": "1.0.1"}');
    expect(checksFingerprint(files)).not.toBe(first);
    expect(first).toContain(`icu ${process.versions.icu}`);
  });

  it('keys the checks by their code: every project module they import, however imported', () => {
    temp = mkdtempSync(path.join(tmpdir(), 'graph-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(temp!, file)), { recursive: true });
      writeFileSync(path.join(temp!, file), text);
    };
    write('checks/index.ts', "import { a } from './a.ts';\nimport type {\n  B,\n} from '../shared/b.ts';\nexport { c } from './c.ts';\nimport 'node:fs';\nimport './lib';\nconst d = () => import('./d.ts');\n// a word from './nowhere.ts' is not an import\n");
    write('checks/lib/index.ts', 'export {};\n');
    write('checks/a.ts', "import data from '../shared/data.json';\nexport const a = data;\n");
    write('shared/b.ts', 'export type B = string;\n');
    write('checks/c.ts', "import './e.ts';\nexport const c = 1;\n");
    write('checks/d.ts', 'export {};\n');
    write('checks/e.ts', 'export {};\n');
    write('shared/data.json', '{}');
    write('checks/unused.ts', 'export {};\n');
    expect(moduleGraph(path.join(temp, 'checks/index.ts')).map((f) => path.relative(temp!, f))).toEqual(
      ['checks/a.ts', 'checks/c.ts', 'checks/d.ts', 'checks/e.ts', 'checks/index.ts', 'checks/lib/index.ts', 'shared/b.ts', 'shared/data.json'],
    );
    const real = moduleGraph(path.resolve('scripts/content/language/index.ts')).map((f) => path.relative(path.resolve('.'), f));
    expect(real).toEqual(expect.arrayContaining(['scripts/content/language/spelling.ts', 'scripts/content/language/structure.ts', 'scripts/content/language/house-style.ts', 'src/content/technologies.ts', 'src/content/sourceFiles.ts']));
  });
});
