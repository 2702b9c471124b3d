// The build's language warnings (scripts/build/warnings/language-warnings.ts): each check's findings are
// kept unit by unit (a file; for structure, an English entry with its translation), and a unit
// runs again when one of its files changed, or a shared input of its check, or the checks
// themselves; the findings are always those a fresh run gives.
import { cpSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { languageWarnings } from '../../scripts/build/warnings/language-warnings.ts';
import type { CheckDefinition } from '../../scripts/content/language/check-units.ts';
import { readContentFiles } from '../../scripts/content/language/content-files.ts';
import { languageChecks, languageProblems } from '../../scripts/content/language/index.ts';
import { formatProblems } from '../../src/content/problems.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

// The checks' fingerprint with something added: what a change to their code or dictionaries does.
const fingerprint = vi.hoisted(() => ({ added: '' }));
vi.mock('../../scripts/build/warnings/checks-fingerprint.ts', async (original) => {
  const real = await original<typeof import('../../scripts/build/warnings/checks-fingerprint.ts')>();
  return { ...real, checksFingerprint: () => `${real.checksFingerprint()}${fingerprint.added}` };
});

let content: TempContent | undefined;
afterEach(() => {
  content?.remove();
  content = undefined;
  fingerprint.added = '';
});

/** The real checks, recording each start and each unit checked ("spelling content/en/ui.json"). */
function recorded() {
  const runs: string[] = [];
  const starts: string[] = [];
  const checks = languageChecks.map((check): CheckDefinition => ({
    ...check,
    start: async (shared) => {
      starts.push(check.name);
      const checker = await check.start(shared);
      return {
        ...checker,
        check: (unit) => {
          runs.push(`${check.name} ${unit.id}`);
          return checker.check(unit);
        },
      };
    },
  }));
  return { checks, runs, starts, clear: () => void (runs.length = starts.length = 0) };
}

/** Every unit of the named checks in a folder, named as `recorded` names them. */
function unitsOf(dir: string, ...names: string[]): string[] {
  const files = readContentFiles(dir);
  return languageChecks.filter((check) => names.includes(check.name)).flatMap((check) => check.units(files).map((unit) => `${check.name} ${unit.id}`));
}

/** The units of one file for the checks that take files one by one (MDX reads entries only). */
const fileUnits = (file: string) => [...(file.endsWith('.mdx') ? ['MDX'] : []), 'house style', 'readability', 'spelling'].map((name) => `${name} content/${file}`);

const sorted = (runs: readonly string[]) => [...new Set(runs)].sort();

/**
 * The real content's findings, checked once for the whole file: each test that starts warm copies
 * this cache (keyed by the folder's name, not by where it is) instead of checking every unit again.
 */
let template: { content: TempContent; cache: string; first: Awaited<ReturnType<typeof languageWarnings>> } | undefined;
beforeAll(async () => {
  const copy = tempContent();
  const cache = path.join(copy.dir, '..', 'cache');
  template = { content: copy, cache, first: await languageWarnings(copy.dir, languageChecks, cache) };
}, 60_000);
afterAll(() => template?.content.remove());

/** A copy of the real content whose findings are in a cache, and how to run the checks on it again. */
async function warmed() {
  const copy = (content = tempContent());
  const cache = path.join(copy.dir, '..', 'cache');
  cpSync(template!.cache, cache, { recursive: true });
  const record = recorded();
  const first = template!.first;
  return {
    copy,
    cache,
    record,
    first,
    again: () => languageWarnings(copy.dir, record.checks, cache),
    fresh: async () => formatProblems(await languageProblems(copy.dir)),
  };
}

describe('language warnings in the build', () => {
  it('gives the real checks’ findings, from the cache as when they run; with every unit cached, no check starts (cspell does not load)', { timeout: 60_000 }, async () => {
    content = tempContent();
    content.edit('it/case-studies/payments-fraud-detection.mdx', (t) => t.replace('Il punto di partenza', 'Il puntto di partenza'));
    const cache = path.join(content.dir, '..', 'cache');
    const expected = formatProblems(await languageProblems(content.dir));
    expect(expected).toContain('"puntto" is not a word');
    const record = recorded();
    const first = await languageWarnings(content.dir, record.checks, cache);
    expect(formatProblems(first.problems)).toBe(expected);
    expect(first.cached).toBe(0);
    expect(first.checks).toBe(unitsOf(content.dir, ...languageChecks.map((c) => c.name)).length);
    record.clear();
    const again = await languageWarnings(content.dir, record.checks, cache);
    expect(again.cached).toBe(again.checks);
    expect(record.starts).toEqual([]);
    expect(formatProblems(again.problems)).toBe(expected);
  });

  it('checks a changed case study again, and nothing else: its own file for each check, and its English entry with the translation for structure', { timeout: 60_000 }, async () => {
    const { copy, record, again, fresh } = await warmed();
    copy.edit('it/case-studies/payments-fraud-detection.mdx', (t) => t.replace('Il punto di partenza', 'Il puntto di partenza'));
    let now = await again();
    expect(sorted(record.runs)).toEqual(sorted([...fileUnits('it/case-studies/payments-fraud-detection.mdx'), 'structure content/en/case-studies/payments-fraud-detection.mdx']));
    expect(now.cached).toBe(now.checks - 5);
    expect(formatProblems(now.problems)).toBe(await fresh());
    record.clear();
    copy.edit('en/case-studies/retail-inventory-streaming.mdx', (t) => `${t}\nA paragraf more.\n`);
    now = await again();
    expect(sorted(record.runs)).toEqual(sorted([...fileUnits('en/case-studies/retail-inventory-streaming.mdx'), 'structure content/en/case-studies/retail-inventory-streaming.mdx']));
    expect(formatProblems(now.problems)).toBe(await fresh());
    expect(formatProblems(now.problems)).toMatch(/retail-inventory-streaming\.mdx:\d+:\d+ body: "paragraf" is not a word/);
  });

  it('checks again every unit a shared input can change, and no other: the word list, the word rules, a person, a contribution, an open-source entry, the checks themselves', { timeout: 120_000 }, async () => {
    const { copy, record, again, fresh } = await warmed();
    const dir = copy.dir;
    const cases: [string, () => void, () => string[]][] = [
      ['the word list', () => copy.edit('words.txt', (t) => `${t}\nretailerz\n`), () => unitsOf(dir, 'spelling')],
      ['the word rules', () => copy.edit('word-rules.yaml', (t) => `${t}\n# a note\n`), () => unitsOf(dir, 'house style')],
      ['ui.json: its own units only', () => copy.edit('en/ui.json', (t) => t.replace('"Request a consultation"', '"Request a consultation now"')), () => fileUnits('en/ui.json')],
      ['settings.json and an image: nothing reads them', () => {
        copy.edit('settings.json', (t) => t.replace('"name": "Correnti"', '"name": "Correnti srl"'));
        writeFileSync(path.join(dir, 'images', 'new.png'), 'not really a png');
      }, () => []],
      ['a person', () => copy.edit('en/people/giulia-esempio.mdx', (t) => t.replace('She has built', 'She now has built')), () => [
        ...unitsOf(dir, 'spelling'), ...fileUnits('en/people/giulia-esempio.mdx'), 'structure content/en/people/giulia-esempio.mdx',
      ]],
      ['a contribution', () => copy.edit('it/contributions/kafka-streams-testkit.mdx', (t) => t.replace(/^description: "/m, 'description: "Ora: ')), () => [
        ...unitsOf(dir, 'spelling'), ...fileUnits('it/contributions/kafka-streams-testkit.mdx'), 'structure content/en/contributions/kafka-streams-testkit.mdx',
      ]],
      ['an open-source entry', () => copy.edit('en/open-source/active.mdx', (t) => t.replace(/^description: "/m, 'description: "Now: ')), () => [
        ...unitsOf(dir, 'spelling'), ...fileUnits('en/open-source/active.mdx'), 'structure content/en/open-source/active.mdx',
      ]],
      ['the checks’ code or dictionaries', () => void (fingerprint.added = ' changed'), () => unitsOf(dir, ...languageChecks.map((c) => c.name))],
    ];
    for (const [what, change, expected] of cases) {
      change();
      const now = await again();
      expect(sorted(record.runs), what).toEqual(sorted(expected()));
      expect(formatProblems(now.problems), what).toBe(await fresh());
      record.clear();
    }
  });

  it('gives the real checks’ findings as they are now after each kind of input changed the findings: a case study, a person, ui.json, a person’s name, the word list, the word rules', { timeout: 120_000 }, async () => {
    const { copy, first, again, fresh } = await warmed();
    let before = formatProblems(first.problems);
    const changes: [string, () => void][] = [
      ['a case study', () => copy.edit('it/case-studies/payments-fraud-detection.mdx', (t) => t.replace('Il punto di partenza', 'Il puntto di partenza'))],
      ['a person', () => copy.edit('en/people/giulia-esempio.mdx', (t) => t.replace('She has built', 'She has bilt'))],
      ['ui.json', () => copy.edit('en/ui.json', (t) => t.replace(/"Request a consultation"/, '"Request a consultashun"'))],
      // Names are accepted wherever prose writes them: "consultashun" in ui.json above is now one.
      ['a person’s name, in another file', () => copy.edit('en/people/giulia-esempio.mdx', (t) => t.replace('name: Giulia Esempio', 'name: Giulia consultashun'))],
      ['the word list', () => copy.edit('words.txt', (t) => `${t}\npuntto\n`)],
      ['the word rules', () => copy.edit('word-rules.yaml', (t) => t.replace(/^both:\n/m, "both:\n  test:\n    - pattern: 'Kafka'\n      prh: 'a rule this test adds'\n      specs: [{ from: 'Kafka' }]\n"))],
    ];
    for (const [what, change] of changes) {
      change();
      const now = formatProblems((await again()).problems);
      const expected = await fresh();
      expect(expected, `${what} changes the findings`).not.toBe(before);
      expect(now, what).toBe(expected);
      before = expected;
    }
  });

  it('forgets the findings of a file renamed or removed', { timeout: 60_000 }, async () => {
    const { copy, again, fresh } = await warmed();
    const [en, it] = ['en', 'it'].map((lang) => path.join(copy.dir, lang, 'case-studies'));
    copy.edit('it/case-studies/payments-fraud-detection.mdx', (t) => t.replace('Il punto di partenza', 'Il puntto di partenza'));
    expect(formatProblems((await again()).problems)).toContain('content/it/case-studies/payments-fraud-detection.mdx');
    for (const dir of [en!, it!]) renameSync(path.join(dir, 'payments-fraud-detection.mdx'), path.join(dir, 'payments-renamed.mdx'));
    let now = formatProblems((await again()).problems);
    expect(now).toBe(await fresh());
    expect(now).toContain('content/it/case-studies/payments-renamed.mdx');
    expect(now).not.toContain('payments-fraud-detection');
    for (const dir of [en!, it!]) rmSync(path.join(dir, 'payments-renamed.mdx'));
    now = formatProblems((await again()).problems);
    expect(now).toBe(await fresh());
    expect(now).not.toContain('payments-');
  });

  it('keys findings by the folder’s name, which problems print, not by where it is; a broken entry is checked again', { timeout: 60_000 }, async () => {
    const { copy, cache, record, first } = await warmed();
    const moved = path.join(copy.dir, '..', 'moved', 'content');
    mkdirSync(path.dirname(moved));
    renameSync(copy.dir, moved);
    const there = await languageWarnings(moved, record.checks, cache);
    expect(there.cached).toBe(there.checks);
    expect(there.problems).toEqual(first.problems);
    const renamed = path.join(path.dirname(moved), 'texts');
    renameSync(moved, renamed);
    const elsewhere = await languageWarnings(renamed, record.checks, cache);
    expect(elsewhere.cached).toBe(0);
    expect(formatProblems(elsewhere.problems)).toBe(formatProblems(await languageProblems(renamed)));
    record.clear();
    for (const name of readdirSync(cache)) writeFileSync(path.join(cache, name), '{"not": "a list"}');
    const repaired = await languageWarnings(renamed, record.checks, cache);
    expect(repaired.cached).toBe(0);
    expect(record.runs).toHaveLength(repaired.checks);
    expect(repaired.problems).toEqual(elsewhere.problems);
  });
});
