// MDX that does not parse, as a consultant writes it: an unclosed "{" in an English body, a "<5 ms"
// in an Italian one. Every check says it in one line, with the file, the line and column, what is
// wrong and how to fix it (\{, \< or code), and nothing else about those files: check:content, the
// language checks alone, the review, the build (no stack trace) and the dev server, where only
// the broken page shows it and every other page still works.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/content/check/check-content.ts';
import { gitRunner } from '../../scripts/content/git.ts';
import { languageProblems } from '../../scripts/content/language/index.ts';
import { buildReview } from '../../scripts/content/review/review.ts';
import { formatProblems } from '../../src/content/problems.ts';
import { devServer, shown, type DevServer } from './helpers/dev-server.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';
import { tempRepo, type TempRepo } from './helpers/temp-repo.ts';

const english = 'en/case-studies/retail-inventory-streaming.mdx';
const italian = 'it/case-studies/insurance-claims-orchestration.mdx';
const brace = 'We kept the {latency low at every store.';
const lessThan = 'La latenza resta <5 ms anche nei picchi.';

let repo: TempRepo;
/** Where each mistake is: the file's line and the column of "{" or "<". */
const at = { en: { line: 0, column: 0 }, it: { line: 0, column: 0 } };

/** A new paragraph right after the body's first heading, in one language only. */
function insertParagraph(file: string, paragraph: string, char: string) {
  repo.edit(file, (text) => {
    const lines = text.split('\n');
    const heading = lines.findIndex((l) => l.startsWith('## '));
    lines.splice(heading + 1, 0, '', paragraph);
    return lines.join('\n');
  });
  const lines = repo.read(file).split('\n');
  const line = lines.indexOf(paragraph) + 1;
  return { line, column: paragraph.indexOf(char) + 1 };
}

const enLine = () => `content/${english}:${at.en.line}:${at.en.column} body: "{" is never closed: MDX reads { … } as code. Write \\{ for a brace in the text, or put code in backticks`;
const itLine = () => `content/${italian}:${at.it.line}:${at.it.column} body: "<5": MDX reads < as the start of a tag. Write \\< for the sign in the text (or say it in words), or put code in backticks`;
const ofTheseFiles = (lines: string) => lines.split('\n').filter((l) => l.includes('retail-inventory-streaming') || l.includes('insurance-claims-orchestration'));

beforeAll(() => {
  repo = tempRepo({ copy: true });
  repo.commit('the real content');
  repo.git('checkout', '-q', '-b', 'broken');
  at.en = insertParagraph(english, brace, '{');
  at.it = insertParagraph(italian, lessThan, '<');
});
afterAll(() => repo?.cleanup());

describe('MDX that does not parse', () => {
  it('check:content gives one line per file, with line, column, what is wrong and how to fix it, and nothing it causes', async () => {
    const { ok, report } = await checkContent(path.resolve('.'), repo.dir);
    expect(ok).toBe(false);
    expect(ofTheseFiles(report)).toEqual([enLine(), itLine()]);
  }, 120_000);

  it('the language checks alone give the same line, and do not stop', async () => {
    const problems = formatProblems(await languageProblems(repo.dir));
    expect(ofTheseFiles(problems)).toEqual([enLine(), itLine()]);
  }, 120_000);

  it('the review shows it on the entry, in each language', async () => {
    const review = buildReview({ git: gitRunner(repo.dir), contentDir: repo.dir, scope: { only: ['case-studies/retail-inventory-streaming', 'case-studies/insurance-claims-orchestration'] }, problems: await languageProblems(repo.dir) });
    const lines = review.entries.flatMap((entry) => [...entry.problems.en, ...entry.problems.it, ...entry.rows.flatMap((row) => [...row.problems.en, ...row.problems.it])]);
    expect(formatProblems(lines).split('\n').sort()).toEqual([enLine(), itLine()].sort());
  }, 120_000);

  it('the build stops with those lines and no stack trace', () => {
    const out = path.join(repo.root, 'dist');
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts'], {
      env: { ...process.env, CONTENT_DIR: repo.dir, OUT_DIR: out, QUIET: '1' },
      encoding: 'utf8',
    });
    const output = `${build.stdout}\n${build.stderr}`;
    expect(build.status).toBe(1);
    expect(output).toContain(enLine());
    expect(output).toContain(itLine());
    expect(output).not.toMatch(/^\s+at /m);
  }, 300_000);
});

describe('MDX that does not parse, in the dev server', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await devServer(repo.dir);
  }, 60_000);
  afterAll(async () => server?.close());
  const get = (url: string) => server.get(url);

  it('shows the problem, with file and line, on the broken page only, in each language', { timeout: 120_000 }, async () => {
    const en = await get('/case-studies/retail-inventory-streaming');
    expect(en.status).toBe(500);
    expect(shown(en.html)).toContain(enLine());
    expect(en.html).not.toMatch(/\bat \S+:\d+:\d+/);
    const it = await get('/it/case-studies/insurance-claims-orchestration');
    expect(it.status).toBe(500);
    expect(shown(it.html)).toContain(itLine());
  });

  it('serves every other page as usual: the home page, the twins, the lists', { timeout: 120_000 }, async () => {
    for (const url of ['/', '/it', '/it/case-studies/retail-inventory-streaming', '/case-studies/insurance-claims-orchestration', '/case-studies', '/it/case-studies', '/about']) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.html, url).toContain('<h1');
    }
  });
});

// The paragraphs really are where the messages say (a guard on the test itself).
it('puts each mistake where its message points', () => {
  expect(readFileSync(path.join(repo.dir, english), 'utf8').split('\n')[at.en.line - 1]![at.en.column - 1]).toBe('{');
  expect(readFileSync(path.join(repo.dir, italian), 'utf8').split('\n')[at.it.line - 1]![at.it.column - 1]).toBe('<');
});

// A brace or a tag MDX cannot read once hid every other word of its file: "migraton" was reported
// only after both "{" and "<Callout>" were gone (walk r4). The prose checks now read such a file as
// plain Markdown meanwhile; structure, which compares two trees, waits for the MDX to parse.
describe('MDX that does not parse hides nothing else of its file', () => {
  let copy: TempContent;
  const study = 'case-studies/payments-fraud-detection.mdx';
  /** The line and column of `needle` in a file of the copy. */
  const spot = (file: string, needle: string) => {
    const lines = copy.read(file).split('\n');
    const line = lines.findIndex((l) => l.includes(needle));
    return `${line + 1}:${lines[line]!.indexOf(needle) + 1}`;
  };
  beforeAll(() => {
    copy = tempContent();
    const after = (paragraph: string) => (text: string) => text.replace(/(\n---\n\n## [^\n]+\n\n[^\n]+)/, `$1\n\n${paragraph}`);
    copy.edit(`en/${study}`, after('The migraton ran {with both systems for a week.\n\nThe team kept a {/* note to self */} runbook for the swich.'));
    copy.edit(`it/${study}`, after('<Callout>\nIl magazzino leggeva i dati ogni sera.\n\nUn altro paragrafo con un erroree.'));
  });
  afterAll(() => copy?.remove());

  it("reports the file's spelling beside its one MDX problem, outside the broken construct, in each language", async () => {
    const { report } = await checkContent(path.resolve('.'), copy.dir, ['en', 'it'].map((lang) => `content/${lang}/${study}`));
    const lines = report.split('\n');
    expect(lines).toContain(`content/en/${study}:${spot(`en/${study}`, '{with')} body: "{" is never closed: MDX reads { … } as code. Write \\{ for a brace in the text, or put code in backticks`);
    expect(lines.find((l) => l.startsWith(`content/en/${study}:${spot(`en/${study}`, 'migraton')} body: "migraton" is not a word`))).toBeDefined();
    expect(lines.find((l) => l.startsWith(`content/en/${study}:${spot(`en/${study}`, 'swich')} body: "swich" is not a word`))).toBeDefined();
    expect(lines.find((l) => l.startsWith(`content/it/${study}:${spot(`it/${study}`, 'erroree')} body: "erroree" is not a word`))).toBeDefined();
    // An MDX comment is a note, not prose; the structure of two trees waits for both to parse.
    expect(report).not.toMatch(/"self" is not a word|in this list|paragraphs? under/);
  }, 120_000);
});
