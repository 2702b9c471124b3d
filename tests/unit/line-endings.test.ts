// A file saved on Windows (CRLF line endings, often with a byte-order mark) is read exactly like
// the same file saved with LF, by every check: the loader (frontmatter, drafts, the problems and
// their lines), the language checks (spelling, structure, house style), the review and the MDX
// compiler. A consultant never sees `draft: must be true or false, not "true\r"`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import mdx from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { afterEach, describe, expect, it } from 'vitest';
import { gitRunner } from '../../scripts/content/git.ts';
import { languageProblems } from '../../scripts/content/language/index.ts';
import { buildReview, resolveBase } from '../../scripts/content/review/review.ts';
import { cachedMdx } from '../../scripts/build/vite/mdx-cache.ts';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { fixtureContent, replace } from './helpers/entry-fixture.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';
import { tempRepo, type TempRepo } from './helpers/temp-repo.ts';
import { tempDirs } from './helpers/temp-dir.ts';

/** What Notepad writes: a byte-order mark, then every line ending in CR LF. */
const windows = (text: string) => `\uFEFF${text.replace(/\n/g, '\r\n')}`;

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const both = ['en', 'it'] as const;
const tempDir = tempDirs('line-endings-');
const study = 'case-studies/payments-fraud-detection.mdx';

describe('a content file saved with Windows line endings', () => {
  /** Two copies of the content, a draft and a mistake in each; in the second, the edited files saved as Windows saves them. */
  function copies(): [TempContent, TempContent] {
    const made = [tempContent(), tempContent()] as [TempContent, TempContent];
    for (const [i, copy] of made.entries()) {
      cleanups.push(copy.remove);
      for (const lang of both) {
        // The draft line last, where a CR used to end up in its value.
        copy.edit(`${lang}/${study}`, (t) => t.replace(/\n---\n/, '\ndraft: true\n---\n'));
        copy.edit(`${lang}/contributions/camel-kafka-connector.mdx`, replace('commits: 47', 'commits: many'));
        if (i === 1) for (const file of [study, 'contributions/camel-kafka-connector.mdx', 'people/giulia-esempio.mdx', 'ui.json']) copy.edit(`${lang}/${file}`, windows);
      }
      if (i === 1) copy.edit('settings.json', windows);
    }
    return made;
  }

  it('loads like the same file with LF, in both languages: the same entries, drafts included, and the same problems on the same lines', () => {
    const [lf, crlf] = copies().map((copy) => readContent(copy.dir, { includeDrafts: true }));
    expect(formatProblems(crlf!.problems)).toBe(formatProblems(lf!.problems));
    expect(formatProblems(lf!.problems)).toMatch(/^content\/en\/contributions\/camel-kafka-connector\.mdx:\d+ commits: must be a number, not "many"$/m);
    const data = (content: typeof lf) => content!.content.entries.map(({ source: _, ...entry }) => entry);
    expect(data(crlf)).toEqual(data(lf));
    for (const lang of both) {
      const draft = crlf!.content.entries.find((e) => e.lang === lang && e.slug === 'payments-fraud-detection');
      expect(draft?.data.draft, lang).toBe(true);
    }
    expect(crlf!.content.ui).toEqual(lf!.content.ui);
  });

  it('gets the same spelling, structure and house-style problems, on the same lines and columns, in both languages', async () => {
    const mistakes = {
      en: (t: string) => t.replace('Its fraud model was good', 'Its fraud modle was good').replace('- **Scoring in Java.**', '- **Scoring in Java.** It took 2-4 hours.\n- **Rules in Drools.**'),
      it: (t: string) => t.replace('Il modello antifrode funzionava bene', 'Il modelo antifrode funzionava bene').replace('## Cosa abbiamo realizzato', '## Cosa Abbiamo Realizzato'),
    };
    const lf = fixtureContent(mistakes);
    const crlf = fixtureContent({ en: (t) => windows(mistakes.en(t)), it: (t) => windows(mistakes.it(t)) });
    cleanups.push(lf.remove, crlf.remove);
    for (const file of ['words.txt', 'word-rules.yaml']) {
      const text = readFileSync(path.resolve('content', file), 'utf8');
      writeFileSync(path.join(lf.dir, file), text);
      writeFileSync(path.join(crlf.dir, file), windows(text));
    }
    const [fromLf, fromCrlf] = await Promise.all([languageProblems(lf.dir), languageProblems(crlf.dir)]);
    const report = formatProblems(fromLf);
    expect(formatProblems(fromCrlf)).toBe(report);
    // Each kind of check found its mistake, so the comparison compares something.
    expect(report).toMatch(/^content\/en\/case-studies\/payments-fraud-detection\.mdx:\d+:\d+ body: "modle" is not a word/m);
    expect(report).toMatch(/^content\/it\/case-studies\/payments-fraud-detection\.mdx:\d+:\d+ body: "modelo" is not a word/m);
    expect(report).toMatch(/^content\/it\/case-studies\/payments-fraud-detection\.mdx:\d+ body: 2 items in this list, 3 in content\/en\//m);
    expect(report).toMatch(/^content\/en\/case-studies\/payments-fraud-detection\.mdx:\d+:\d+ body: "2-4": write a range with an en dash/m);
    expect(report).toMatch(/^content\/it\/case-studies\/payments-fraud-detection\.mdx:\d+:\d+ body: .*\(house style: sentence-case\)$/m);
  }, 120_000);

  it('is reviewed like the same file with LF, and re-saving a file with CRLF leaves nothing to review', () => {
    let repo: TempRepo;
    const review = (r: TempRepo) => {
      const git = gitRunner(r.dir);
      const base = resolveBase(git);
      if (!base || 'error' in base) throw new Error('no base');
      return buildReview({ git, contentDir: r.dir, scope: { changedSince: base.commit.hash }, base, problems: [] });
    };
    const reviews = [false, true].map((saveOnWindows) => {
      repo = tempRepo();
      cleanups.push(repo.cleanup);
      const fixture = fixtureContent();
      cleanups.push(fixture.remove);
      for (const lang of both) repo.write(`${lang}/${study}`, readFileSync(path.join(fixture.dir, lang, study), 'utf8'));
      repo.commit('the case study');
      repo.git('checkout', '-q', '-b', 'feature');
      for (const lang of both) {
        repo.edit(`${lang}/${study}`, (t) => t.replace('Its fraud model was good', 'Its fraud model was accurate').replace('Il modello antifrode funzionava bene', 'Il modello antifrode era accurato'));
        if (saveOnWindows) repo.edit(`${lang}/${study}`, windows);
      }
      repo.commit('reworded, and saved on Windows');
      return review(repo);
    });
    expect(reviews[1]).toEqual(reviews[0]);
    const [entry] = reviews[1]!.entries;
    expect(entry?.rows.filter((row) => row.enChange === 'changed').map((row) => row.en?.text)).toEqual([expect.stringContaining('was accurate')]);

    // Only the line endings change: nothing for a reviewer to read.
    repo!.git('checkout', '-q', '-b', 'resaved', 'main');
    for (const lang of both) repo!.edit(`${lang}/${study}`, windows);
    repo!.commit('saved on Windows');
    expect(review(repo!).entries.map((e) => e.state)).toEqual(['unchanged']);
  }, 60_000);

  it('compiles to the same page as the same file with LF', async () => {
    const dir = tempDir();
    const plugin = cachedMdx(mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] }), { contentDir: dir, imagesDir: dir, cache: dir });
    const fixture = fixtureContent();
    cleanups.push(fixture.remove);
    for (const lang of both) {
      const text = readFileSync(path.join(fixture.dir, lang, study), 'utf8');
      const compile = (source: string) => (plugin.transform as (code: string, id: string) => Promise<{ code: string } | undefined>)(source, path.join(fixture.dir, lang, study));
      const [lf, crlf] = await Promise.all([compile(text), compile(windows(text))]);
      expect(crlf?.code, lang).toBe(lf?.code);
    }
  }, 60_000);
});
