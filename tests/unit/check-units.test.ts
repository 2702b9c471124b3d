// One run of the language checks (scripts/content/language/check-units.ts): every check works on
// a group of files (an English entry with its translation) before the next group, so each file's
// MDX and frontmatter are parsed once for all four checks.
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkUnits, type CheckDefinition } from '../../scripts/content/language/check-units.ts';
import { readContentFiles } from '../../scripts/content/language/content-files.ts';
import { languageProblems } from '../../scripts/content/language/index.ts';

const parses = vi.hoisted(() => ({ mdx: 0, yaml: 0 }));
vi.mock('../../scripts/content/language/markdown.ts', async (original) => {
  const real = await original<typeof import('../../scripts/content/language/markdown.ts')>();
  return { ...real, parseMdx: (text: string) => (parses.mdx++, real.parseMdx(text)) };
});
vi.mock('yaml', async (original) => {
  const real = await original<typeof import('yaml')>();
  // An empty document (the loader's placeholder before gray-matter calls it) parses nothing.
  return { ...real, parseDocument: (...args: Parameters<typeof real.parseDocument>) => ((args[0] ? parses.yaml++ : 0), real.parseDocument(...args)) };
});

describe('a run of the language checks', () => {
  it('parses each entry’s MDX once and its frontmatter once for all four checks (and the word rules once)', { timeout: 60_000 }, async () => {
    const entries = readContentFiles(path.resolve('content')).entries.length;
    parses.mdx = parses.yaml = 0;
    await languageProblems(path.resolve('content'));
    expect(entries).toBeGreaterThan(40);
    expect(parses).toEqual({ mdx: entries, yaml: entries + 1 });
  });

  it('works group by group, every check on a group before the next, and gives each check’s findings in the order of its units', async () => {
    const content = readContentFiles(path.resolve('content'));
    const seen: string[] = [];
    const perFile = (name: string): CheckDefinition => ({
      name,
      shared: {},
      units: (files) => [...files.entries, ...files.ui].filter((f) => f.file.includes('/case-studies/payments') || f.kind === 'ui').reverse().map((file) => ({ id: file.file, files: [file] })),
      start: () => ({ check: ({ id }) => (seen.push(`${name} ${id}`), [{ file: id, line: 1, field: name, message: name }]) }),
    });
    const found = await checkUnits(content, [{ check: perFile('a'), units: perFile('a').units(content) }, { check: perFile('b'), units: perFile('b').units(content) }]);
    const study = (lang: string) => `content/${lang}/case-studies/payments-fraud-detection.mdx`;
    expect(seen).toEqual([
      `a ${study('it')}`, `a ${study('en')}`, `b ${study('it')}`, `b ${study('en')}`,
      'a content/en/ui.json', 'b content/en/ui.json', 'a content/it/ui.json', 'b content/it/ui.json',
    ]);
    expect(found.map((units) => units.map(([p]) => p!.file))).toEqual([
      ['content/it/ui.json', 'content/en/ui.json', study('it'), study('en')],
      ['content/it/ui.json', 'content/en/ui.json', study('it'), study('en')],
    ]);
  });
});
