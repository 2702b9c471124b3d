// `npm run check:content -- <file or slug>`: one entry checked while writing it, in both languages,
// named by either file or by its slug; only its problems, and the exit code they deserve.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { entryFiles } from '../../scripts/content/check/entry-argument.ts';
import { checkingAll, checkingEntries, stillChecking } from '../../scripts/content/check/progress.ts';
import { knownPaths } from '../../scripts/content/check/site-paths.ts';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

let content: TempContent;
beforeAll(() => {
  content = tempContent();
  // A mistake in the Italian file of one case study, and one in another entry.
  content.edit('it/case-studies/retail-inventory-streaming.mdx', (t) => t.replace(/^published: .*$/m, 'published: 10/06/2025'));
  content.edit('en/services/kafka.mdx', (t) => t.replace(/^icon: .*$/m, 'icon: rocket'));
  // A person given another's order: luca-modello comes first by file name, marco-campione had it first.
  for (const lang of ['en', 'it']) content.edit(`${lang}/people/luca-modello.mdx`, (t) => t.replace('order: 3', 'order: 1'));
});
afterAll(() => content?.remove());

// The command itself, in a process of its own: what it prints before the checks load, on which
// stream, and its exit code are the command's, not checkContent's (tested in-process elsewhere).
function check(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check-content.ts', ...args], { env: { ...process.env, CONTENT_DIR: content.dir }, encoding: 'utf8', cwd: path.resolve('.') });
  // "Still checking" comes only on a machine too busy to finish in 15 s: not part of a fast run's output.
  const stderr = run.stderr.split('\n').filter((line) => !line.startsWith('Still checking')).join('\n');
  return { status: run.status, out: `${run.stdout}${stderr}`, stdout: run.stdout, stderr };
}

describe('what check:content says while it works', () => {
  it('names the whole content as its summary will ("23 entries in 2 languages (46 files)"), counted from the folder before the checks load', () => {
    const files = readContent(path.resolve('content'), { includeDrafts: true }).content.entries.length;
    expect(checkingAll(path.resolve('content'))).toBe(`Checking ${files / 2} entries in 2 languages (${files} files) and the UI dictionary…`);
  });

  it('names the entries it was given, by slug, and how many files', () => {
    expect(checkingEntries(['content/en/people/luca-modello.mdx', 'content/it/people/luca-modello.mdx'])).toBe('Checking luca-modello (2 files)…');
    expect(checkingEntries(['content/en/a/x.mdx', 'content/it/a/x.mdx', 'content/en/b/y.mdx', 'content/it/b/y.mdx'])).toBe('Checking x and y (4 files)…');
  });

  it('says it is still checking only once it has taken long, then again at the same pace, until stopped', () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const still = stillChecking((line) => lines.push(line), 15_000);
      vi.advanceTimersByTime(14_000);
      expect(lines).toEqual([]);
      vi.advanceTimersByTime(16_000);
      expect(lines).toEqual(['Still checking (15 s so far)…', 'Still checking (30 s so far)…']);
      still.stop();
      vi.advanceTimersByTime(60_000);
      expect(lines).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('check:content for one entry', { timeout: 120_000 }, () => {
  it('by its slug: both languages, its problems only, and fails on them', () => {
    const { status, out } = check('retail-inventory-streaming');
    expect(status).toBe(1);
    expect(out).toMatch(/^content\/it\/case-studies\/retail-inventory-streaming\.mdx:\d+ published: must be a date written YYYY-MM-DD, not "10\/06\/2025"$/m);
    expect(out).not.toContain('services/kafka.mdx');
    expect(out).toMatch(/^\d problem\(s\) in content\/en\/case-studies\/retail-inventory-streaming\.mdx and content\/it\/case-studies\/retail-inventory-streaming\.mdx\./m);
  });

  it('by either file, or collection/slug: the same entry', () => {
    const files = ['en', 'it'].map((lang) => `content/${lang}/case-studies/retail-inventory-streaming.mdx`);
    for (const arg of [path.join(content.dir, 'en/case-studies/retail-inventory-streaming.mdx'), 'content/it/case-studies/retail-inventory-streaming.mdx', 'case-studies/retail-inventory-streaming', 'retail-inventory-streaming']) {
      expect(entryFiles(content.dir, arg), arg).toEqual({ files });
    }
  });

  // On a loaded machine a one-entry check once ran six minutes without a word: it now says at once
  // what it checks (on standard error, standard output being the report), and nothing else.
  it('says at once what it checks, then only that the entry is clean, even with problems elsewhere', () => {
    const { status, stdout, stderr } = check('insurance-claims-orchestration');
    expect(status).toBe(0);
    expect(stderr).toBe('Checking insurance-claims-orchestration (2 files)…\n');
    expect(stdout).toBe('content/en/case-studies/insurance-claims-orchestration.mdx and content/it/case-studies/insurance-claims-orchestration.mdx: no problems.\n');
  });

  it('shows a warning about the entry that names another file: an order shared with another person', () => {
    const { status, out } = check('luca-modello');
    expect(status).toBe(0);
    for (const lang of ['en', 'it']) {
      expect(out).toMatch(new RegExp(`^content/${lang}/people/luca-modello\\.mdx:\\d+ warning: order: 1 is also the order of content/${lang}/people/marco-campione\\.mdx, so the two are listed by file name \\(luca-modello first\\): give each its own number, the same in both languages$`, 'm'));
    }
  });

  // A one-entry check once ran every file's own checks, then kept this entry's findings.
  it("reads every file's fields, for what they say of the entry, but checks only the entry's files on their own", () => {
    content.edit('en/services/flink.mdx', (t) => t.replace(/\n---\n/, '\n---\n\nSee [the old page](/nowhere).\n'));
    const mine = new Set(['en', 'it'].map((lang) => `content/${lang}/people/luca-modello.mdx`));
    const read = (checkOnly?: ReadonlySet<string>) => formatProblems(readContent(content.dir, { includeDrafts: true, knownPaths: knownPaths({ root: path.resolve('.'), contentDir: content.dir, includeDrafts: false }), ...(checkOnly ? { checkOnly } : {}) }).problems);
    expect(read()).toContain('content/en/services/flink.mdx:');
    const scoped = read(mine);
    expect(scoped).not.toContain('/nowhere');
    // What other files say of it still counts: marco-campione has its order.
    expect(scoped).toMatch(/^content\/en\/people\/luca-modello\.mdx:\d+ warning: order: 1 is also the order of content\/en\/people\/marco-campione\.mdx/m);
  });

  it('suggests the nearest slugs for a mistyped one', () => {
    expect(entryFiles(content.dir, 'retail-inventory-streamng')).toEqual({ error: 'no entry "retail-inventory-streamng" in content/; did you mean "retail-inventory-streaming"? Give a file (content/en/case-studies/<slug>.mdx) or a slug (<slug>, or case-studies/<slug>)' });
    expect(entryFiles(content.dir, 'marco-campone')).toEqual({ error: 'no entry "marco-campone" in content/; did you mean "marco-campione"? Give a file (content/en/case-studies/<slug>.mdx) or a slug (<slug>, or case-studies/<slug>)' });
  });

  it('suggests the slugs a shortened one is part of', () => {
    expect(entryFiles(content.dir, 'retail-inventory')).toEqual({ error: 'no entry "retail-inventory" in content/; did you mean "retail-inventory-streaming"? Give a file (content/en/case-studies/<slug>.mdx) or a slug (<slug>, or case-studies/<slug>)' });
  });

  it('names what it could not find, and how to name an entry', () => {
    expect(entryFiles(content.dir, 'warehouse-robots')).toEqual({ error: 'no entry "warehouse-robots" in content/: give a file (content/en/case-studies/<slug>.mdx) or a slug (<slug>, or case-studies/<slug>)' });
  });
});
