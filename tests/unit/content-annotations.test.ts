// Content problems as GitHub annotations: the exact command GitHub reads, escaped as its toolkit
// escapes, and which problems a pull request sees on its diff.
import { afterEach, describe, expect, it } from 'vitest';
import { annotation, escapeData, escapeProperty, githubReport } from '../../scripts/content/check/annotations.ts';
import { onChangedLine } from '../../scripts/content/check/changed-lines.ts';
import { gitRunner } from '../../scripts/content/git.ts';
import type { Problem } from '../../src/content/problems.ts';
import { tempRepo, type TempRepo } from './helpers/temp-repo.ts';

const spelling: Problem = { file: 'content/it/services/kafka.mdx', line: 14, column: 23, field: 'spelling', message: '"Kafak" is not a word we know; did you mean "Kafka"?' };
const missing: Problem = { file: 'content/en/services/kafka.mdx', line: 1, field: 'description', message: 'is required' };
const long: Problem = { file: 'content/en/case-studies/a.mdx', line: 30, column: 1, field: 'readability', message: 'a sentence of 33 words', severity: 'warning' };

describe('one problem, one workflow command', () => {
  it('an error with its file, line, column and field', () => {
    expect(annotation(spelling)).toBe('::error file=content/it/services/kafka.mdx,line=14,col=23,title=spelling::spelling: "Kafak" is not a word we know; did you mean "Kafka"?');
  });

  it('no col when the problem has no column', () => {
    expect(annotation(missing)).toBe('::error file=content/en/services/kafka.mdx,line=1,title=description::description: is required');
  });

  it('a warning as ::warning', () => {
    expect(annotation(long)).toMatch(/^::warning file=content\/en\/case-studies\/a\.mdx,line=30,col=1,title=readability::/);
  });

  it('escapes %, CR and LF in the message, and : and , in properties too', () => {
    expect(escapeData('100% done\r\nnext')).toBe('100%25 done%0D%0Anext');
    expect(escapeProperty('a:b, 5%\n')).toBe('a%3Ab%2C 5%25%0A');
    const odd: Problem = { file: 'content/en/a,b.mdx', line: 2, field: 'links.0: url', message: 'line one\nline two: 50%' };
    expect(annotation(odd)).toBe('::error file=content/en/a%2Cb.mdx,line=2,title=links.0%3A url::links.0: url: line one%0Aline two: 50%25');
  });
});

describe('the report a pull request reads', () => {
  const changed = (p: Problem) => p.file.includes('/it/');

  it('annotates every error, changed lines first, and only the warnings on changed lines', () => {
    const oldWarning = { ...long };
    const newWarning = { ...long, file: 'content/it/case-studies/a.mdx' };
    const lines = githubReport([missing, spelling, oldWarning, newWarning], changed).split('\n');
    expect(lines[0]).toBe(annotation(spelling));
    expect(lines[1]).toBe(annotation(missing));
    expect(lines[2]).toBe(annotation(newWarning));
    expect(lines).not.toContain(annotation(oldWarning));
    expect(lines.slice(3, 6)).toEqual(['::group::1 warning on lines this pull request did not change', 'content/en/case-studies/a.mdx:30:1 warning: readability: a sentence of 33 words', '::endgroup::']);
    expect(lines.at(-1)).toBe('2 problems and 2 warnings in the content.');
  });

  it('keeps text from the content on its own line: no line of it can become a command', () => {
    const sly: Problem = { ...long, message: 'value "x\n::error file=README.md,line=1::forged"' };
    const lines = githubReport([sly, { ...sly, severity: undefined }], () => false).split('\n');
    expect(lines.filter((l) => l.startsWith('::error') || l.startsWith('::warning'))).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('::error file=README.md'))).toBe(false);
  });

  it('says when GitHub will not draw them all', () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ ...spelling, line: i + 1 }));
    expect(githubReport(many)).toMatch(/11 problems and 0 warnings in the content\. The diff shows the first 10 of each; this log has them all\.$/);
  });

  it('one line when there is nothing', () => {
    expect(githubReport([])).toBe('Content OK: no problem and no warning.');
  });
});

describe('the lines a branch changed, where its warnings are its own', () => {
  let repo: TempRepo | undefined;
  afterEach(() => repo?.cleanup());
  const at = (file: string, line: number): Problem => ({ file, line, field: 'body', message: 'x', severity: 'warning' });

  it('changed and added lines, committed or not, and every line of a new file', () => {
    repo = tempRepo();
    repo.write('en/a.mdx', ['one', 'two', 'three', 'four', 'five', 'six'].join('\n'));
    repo.write('it/a.mdx', 'uno\n');
    repo.commit('main');
    const base = repo.git('rev-parse', 'HEAD').trim();
    repo.git('checkout', '-q', '-b', 'feature');
    // Line 2 changed and a line added after four (now line 5), committed; line 1 removed, not committed.
    repo.edit('en/a.mdx', (t) => t.replace('two', 'TWO').replace('four\n', 'four\nfour and a half\n'));
    repo.commit('feature');
    repo.edit('en/a.mdx', (t) => t.replace('one\n', ''));
    repo.write('en/b.mdx', 'new\nfile\n');
    const changed = onChangedLine(gitRunner(repo.dir), repo.dir, base);
    const lines = (file: string, n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((line) => changed(at(file, line)));
    // Now: TWO (1), three, four, four and a half (4), five, six.
    expect(lines('content/en/a.mdx', 6)).toEqual([1, 4]);
    expect(lines('content/en/b.mdx', 2)).toEqual([1, 2]);
    expect(lines('content/it/a.mdx', 1)).toEqual([]);
    expect(changed(at('elsewhere/en/a.mdx', 1))).toBe(false);
  });
});
