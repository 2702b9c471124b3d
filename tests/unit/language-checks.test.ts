// The language checks (scripts/content/language/): one list of problems from all of them, in file
// order, and no error on the real content, so `npm test` fails on what they find. Warnings (a
// sentence over 30 words) are worth fixing and do not fail.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblems, isWarning, type Problem } from '../../src/content/problems.ts';
import type { CheckDefinition } from '../../scripts/content/language/check-units.ts';
import { languageChecks, languageProblems } from '../../scripts/content/language/index.ts';

/** A check with one unit, about no file, that finds `problems`. */
const finding = (name: string, problems: () => Problem[] | Promise<Problem[]>): CheckDefinition => ({
  name,
  shared: {},
  units: () => [{ id: name, files: [] }],
  start: () => ({ check: problems }),
});

describe('language checks', () => {
  it('gathers every check’s problems into one list sorted by file and line', async () => {
    const checks = [
      finding('a', () => [{ file: 'content/it/x.mdx', line: 9, field: 'body', message: 'b' }]),
      finding('b', async () => [{ file: 'content/en/x.mdx', line: 3, field: 'title', message: 'a' }, { file: 'content/it/x.mdx', line: 2, field: 'body', message: 'c' }]),
    ];
    expect(formatProblems(await languageProblems('content', checks))).toBe(
      ['content/en/x.mdx:3 title: a', 'content/it/x.mdx:2 body: c', 'content/it/x.mdx:9 body: b'].join('\n'),
    );
  });

  // Spelling every file takes about 2 s alone and over 5 s when other runs share the two cores.
  it('find no error in the real content, and warn only about readability', { timeout: 30_000 }, async () => {
    const found = await languageProblems(path.resolve('content'), languageChecks);
    expect(formatProblems(found.filter((p) => !isWarning(p)))).toBe('');
    expect(found.filter((p) => !p.message.endsWith('(readability)'))).toEqual([]);
  });
});
