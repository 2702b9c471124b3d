// The translation review (npm run i18n:review) in a temporary git repository: a branch changes
// content as a consultant would, and the review shows what a reviewer must read.
import { afterEach, describe, expect, it } from 'vitest';
import { gitRunner } from '../../scripts/content/git.ts';
import { reviewHtml } from '../../scripts/content/review/html.ts';
import { reviewMarkdown } from '../../scripts/content/review/markdown.ts';
import { buildReview, resolveBase, type Scope } from '../../scripts/content/review/review.ts';
import type { Review, ReviewRow } from '../../scripts/content/review/review-data.ts';
import type { Problem } from '../../src/content/problems.ts';
import { caseStudy, service } from './helpers/entry-fixture.ts';
import { tempRepo, type TempRepo } from './helpers/temp-repo.ts';

let repo: TempRepo | undefined;
afterEach(() => {
  repo?.cleanup();
  repo = undefined;
});

const payments = 'case-studies/payments-fraud-detection';

/** main: two entries (and `services`) and the UI strings in both languages; then a branch "feature". */
function makeRepo(services: string[] = []) {
  repo = tempRepo();
  for (const slug of services) for (const lang of ['en', 'it'] as const) repo.write(`${lang}/services/${slug}.mdx`, service(lang));
  for (const lang of ['en', 'it'] as const) {
    repo.write(`${lang}/${payments}.mdx`, caseStudy(lang));
    repo.write(`${lang}/services/kafka.mdx`, service(lang));
  }
  repo.write('en/ui.json', JSON.stringify({ 'nav.services': 'Services', 'nav.caseStudies': 'Case studies' }, null, 2));
  repo.write('it/ui.json', JSON.stringify({ 'nav.services': 'Servizi', 'nav.caseStudies': 'Case study' }, null, 2));
  repo.commit('content in both languages');
  repo.git('checkout', '-q', '-b', 'feature');
  return repo;
}

function review(r: TempRepo, scope?: Scope, problems: Problem[] = []): Review {
  const git = gitRunner(r.dir);
  const base = resolveBase(git);
  if (!base || 'error' in base) throw new Error('no base');
  return buildReview({ git, contentDir: r.dir, scope: scope ?? { changedSince: base.commit.hash }, base, problems });
}

const entry = (rv: Review, id: string) => rv.entries.find((e) => e.id === id)!;
const changedRows = (rv: Review, id: string) => entry(rv, id).rows.filter((row) => row.enChange !== 'same');
const removed = (row: ReviewRow) => row.enDiff?.filter((p) => p.change === 'removed').map((p) => p.text.trim());
const added = (row: ReviewRow) => row.enDiff?.filter((p) => p.change === 'added').map((p) => p.text.trim());

/** What a consultant does: reword one English paragraph. */
const reword = (r: TempRepo) =>
  r.edit(`en/${payments}.mdx`, (t) => t.replace('they declined plenty of legitimate customers travelling abroad', 'they declined thousands of legitimate customers every month, most of them travelling abroad'));

describe('translation review', () => {
  it('covers only the entries a branch changed, and marks the word diff on the changed block', () => {
    const r = makeRepo();
    reword(r);
    r.commit('Payments: how many customers the rules declined');
    const rv = review(r);

    expect(rv.entries.map((e) => e.id)).toEqual([payments]);
    expect(entry(rv, payments).state).toBe('outdated');
    const rows = changedRows(rv, payments);
    expect(rows).toHaveLength(1);
    const [row] = rows as [ReviewRow];
    expect(row.en?.label).toBe('paragraph');
    expect(removed(row)).toEqual(['plenty']);
    expect(added(row)).toEqual(['thousands', 'every month, most of them']);
    // Side by side with the Italian paragraph that says the same thing, which now lags behind.
    expect(row.it?.text).toMatch(/^Le regole costavano poco/);
    expect(row.outdated).toBe(true);
    expect(entry(rv, payments).rows.filter((x) => x.outdated)).toHaveLength(1);
  });

  it('covers every entry with --all, and uncommitted changes by default', () => {
    const r = makeRepo();
    r.edit('en/services/kafka.mdx', (t) => t.replace('banks and retailers', 'banks, insurers and retailers'));
    expect(review(r).entries.map((e) => e.id)).toEqual(['services/kafka']);
    const all = review(r, { all: true });
    expect(all.entries.map((e) => [e.id, e.state])).toEqual([
      ['services/kafka', 'outdated'],
      [payments, 'unchanged'],
      ['ui', 'unchanged'],
    ]);
    expect(all.scope).toBe('all');
  });

  it('shows the Italian edits of the branch beside the English ones, no longer outdated', () => {
    const r = makeRepo();
    reword(r);
    r.edit(`it/${payments}.mdx`, (t) => t.replace('rifiutavano parecchi clienti', 'rifiutavano ogni mese migliaia di clienti'));
    r.commit('Payments: reworded in both languages');
    const rv = review(r);
    const [row] = changedRows(rv, payments) as [ReviewRow];
    expect(entry(rv, payments).state).toBe('updated');
    expect(row.outdated).toBe(false);
    expect(row.itChange).toBe('changed');
    expect(row.itDiff?.filter((p) => p.change === 'removed').map((p) => p.text.trim())).toEqual(['parecchi']);
    expect(row.itDiff?.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual(['ogni mese migliaia di']);
  });

  it('still marks the block the Italian did not follow, even while the Italian is being edited', () => {
    const r = makeRepo();
    reword(r);
    r.edit(`en/${payments}.mdx`, (t) => t.replace('with no network hop', 'with no network call'));
    r.commit('Payments: two changes');
    r.edit(`it/${payments}.mdx`, (t) => t.replace('rifiutavano parecchi clienti', 'rifiutavano ogni mese migliaia di clienti'));
    const rv = review(r);
    expect(entry(rv, payments).state).toBe('outdated');
    expect(changedRows(rv, payments).map((row) => [row.en?.label, row.itChange, row.outdated])).toEqual([
      ['paragraph', 'changed', false],
      ['list 1, item 2', 'same', true],
    ]);
  });

  it('treats an English change marked "i18n: no-translation-needed" as reviewed', () => {
    const r = makeRepo();
    r.edit(`en/${payments}.mdx`, (t) => t.replace('timing was not', 'timing, however, was not'));
    r.commit('Payments: smoother sentence\n\ni18n: no-translation-needed');
    const rv = review(r);
    expect(entry(rv, payments).state).toBe('unchanged');
    expect(changedRows(rv, payments)).toEqual([]);
    // One line in the pull request, not a section.
    expect(reviewMarkdown(rv)).not.toContain('<details>');
    expect(reviewMarkdown(rv)).toContain('Nothing to re-read in <code>case-studies/payments-fraud-detection</code>');
  });

  it('asks for a new entry to be read in full, with no word diff', () => {
    const r = makeRepo();
    for (const lang of ['en', 'it'] as const) r.write(`${lang}/case-studies/new-study.mdx`, caseStudy(lang));
    r.commit('a new case study');
    const rv = review(r);
    expect(rv.entries.map((e) => [e.id, e.state])).toEqual([['case-studies/new-study', 'new']]);
    expect(entry(rv, 'case-studies/new-study').rows.every((row) => row.enChange === 'same' && !row.enDiff && row.en && row.it)).toBe(true);
    // All of it is to read, in the pull request too.
    expect(reviewMarkdown(rv)).toContain('| paragraph | <sub>20</sub> The rules were cheap to run but blunt');
    expect(reviewMarkdown(rv)).not.toContain('unchanged blocks not shown');
  });

  it('titles a new person by their name, as other entries by their title', () => {
    const r = makeRepo();
    for (const lang of ['en', 'it'] as const) r.write(`${lang}/people/elena-rinaldi.mdx`, `---\nname: Elena Rinaldi\nrole: ${lang === 'en' ? 'Senior engineer' : 'Ingegnera senior'}\nlocation: Bologna\nlanguages:\n  - it\n  - en\norder: 4\n---\n\n${lang === 'en' ? 'Elena builds stream processing.' : 'Elena costruisce elaborazioni in streaming.'}\n`);
    r.commit('a new person');
    const rv = review(r);
    expect(rv.entries.map((e) => [e.id, e.title])).toEqual([['people/elena-rinaldi', 'Elena Rinaldi']]);
    expect(reviewMarkdown(rv)).toContain('<b>Elena Rinaldi</b> (<code>people/elena-rinaldi</code>)');
  });

  it('puts a removed English paragraph beside the Italian one that still says it', () => {
    const r = makeRepo();
    r.edit(`en/${payments}.mdx`, (t) => t.replace('\nThe rules were cheap to run but blunt: they declined plenty of legitimate customers travelling abroad.\n', ''));
    r.commit('Payments: shorter');
    const [row] = changedRows(review(r), payments) as [ReviewRow];
    expect(row.enChange).toBe('removed');
    expect(row.enRemoved?.text).toMatch(/^The rules were cheap/);
    expect(row.it?.text).toMatch(/^Le regole costavano poco/);
  });

  it('shows a block the Italian dropped in this branch as missing, to be read', () => {
    const r = makeRepo();
    r.edit(`it/${payments}.mdx`, (t) => t.replace('- **Scoring in Java.** Il modello gira dentro il job, senza chiamate di rete.\n', ''));
    r.commit('Payments: a list item lost in Italian');
    const rv = review(r);
    expect(entry(rv, payments).state).toBe('edited');
    const lone = entry(rv, payments).rows.filter((row) => row.en && !row.it);
    expect(lone.map((row) => row.en?.text)).toEqual(['Scoring in Java. The model runs inside the job, with no network hop.']);
    expect(lone[0]).toMatchObject({ itChange: 'removed', itRemoved: { text: 'Scoring in Java. Il modello gira dentro il job, senza chiamate di rete.' } });
    expect(reviewMarkdown(rv)).toMatch(/\| list 1, item 2<br><sub>missing in Italian<\/sub><br><sub>removed from Italian<\/sub> \| <sub>25<\/sub> Scoring in Java.* \| <sub>25<\/sub> <del>Scoring in Java\. Il modello/);
  });

  it('reviews the interface strings key by key: only those that changed', () => {
    const r = makeRepo();
    r.write('en/ui.json', JSON.stringify({ 'nav.services': 'Our services', 'nav.caseStudies': 'Case studies' }, null, 2));
    r.commit('menu: our services');
    const ui = entry(review(r), 'ui');
    expect(ui.rows.map((row) => [row.en?.field, row.it?.text, row.outdated])).toEqual([['nav.services', 'Servizi', true]]);
    expect(removed(ui.rows[0]!)).toEqual(['Services']);
    expect(added(ui.rows[0]!)).toEqual(['Our services']);
  });

  it('marks each problem of the checks on its block', () => {
    const r = makeRepo();
    reword(r);
    r.commit('reword');
    const problem: Problem = { file: `content/it/${payments}.mdx`, line: 20, column: 43, field: 'body', message: '"grossolanne" is not a word' };
    const rv = review(r, undefined, [problem]);
    const row = entry(rv, payments).rows.find((x) => x.it?.line === 20)!;
    expect(row.it?.text).toMatch(/^Le regole/);
    expect(row.problems.it).toEqual([problem]);
    expect(entry(rv, payments).problems.it).toEqual([]);
  });

  it('writes Markdown for a pull request: a collapsible section per entry, only the blocks to read', () => {
    const r = makeRepo();
    reword(r);
    r.edit('en/services/kafka.mdx', (t) => t.replace('banks and retailers', 'banks, insurers and retailers'));
    r.commit('two changes');
    const markdown = reviewMarkdown(review(r));
    expect(markdown.match(/<details>/g)).toHaveLength(2);
    expect(markdown).toContain('<summary><b>Fraud scoring in real time</b> (<code>case-studies/payments-fraud-detection</code>): outdated</summary>');
    expect(markdown).toContain('| Block | English | Italiano |');
    expect(markdown).toContain('declined <del>plenty</del><ins>thousands</ins> of legitimate customers <ins>every month, most of them </ins>travelling abroad.');
    expect(markdown).toContain('Le regole costavano poco');
    expect(markdown).not.toContain('Il punto di partenza'); // an unchanged block
    expect(markdown).toMatch(/\d+ unchanged blocks not shown/);
  });

  it('keeps the Markdown within what a pull request description takes', () => {
    const r = makeRepo(['a', 'b', 'c', 'd']);
    for (const slug of ['a', 'b', 'c', 'd']) r.edit(`en/services/${slug}.mdx`, (t) => t.replace('banks and retailers', `banks and retailers. ${'Much more to say. '.repeat(40)}`));
    const rv = review(r);
    const full = reviewMarkdown(rv);
    const cut = reviewMarkdown(rv, full.length - 100);
    expect(cut.length).toBeLessThan(full.length - 100);
    expect(cut.match(/<details>/g)).toHaveLength(3);
    expect(cut).toContain('Too long for a pull request in full: 1 more entry in the HTML report.\n\n- <b>Apache Kafka</b> (<code>services/d</code>): outdated, 1 block to read');
  });

  it('lists a nested fact (a service\'s engagement) by its values, and says how it differs', () => {
    const r = makeRepo();
    r.edit('it/services/kafka.mdx', (t) => t.replace('    - fixed-scope', '    - time-and-materials'));
    const html = reviewHtml(review(r));
    expect(html).not.toContain('[object Object]');
    expect(html).toContain('<b>engagement</b> differs: English {&#34;models&#34;:[&#34;fixed-scope&#34;]');
    expect(html).toContain('Italian {&#34;models&#34;:[&#34;time-and-materials&#34;]');
  });

  it('writes HTML that opens from disk: inline CSS, light and dark, no script, nothing fetched', () => {
    const r = makeRepo();
    reword(r);
    r.commit('reword');
    const html = reviewHtml(review(r));
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(|src=|https?:\/\//);
    expect(html).toContain('declined <del>plenty</del><ins>thousands</ins> of legitimate customers');
    expect(html).toMatch(/<td lang="it"[^>]*><span class="ln">20<\/span><span class="text">Le regole costavano poco/);
    expect(html).toContain('Italian not updated');
  });
});

describe('the review points at sentences and shows readability', () => {
  it('marks the Italian sentence at the place of the changed English one, when both have as many', () => {
    const r = makeRepo();
    // The first paragraph has two sentences in each language; the second English one changes.
    r.edit(`en/${payments}.mdx`, (t) => t.replace('Its fraud model was good; its timing was not.', 'Its fraud model was good; it ran too late.'));
    r.commit('Payments: plainer');
    const rv = review(r);
    const [row] = changedRows(rv, payments) as [ReviewRow];
    expect(row.sentences).toMatchObject({ changed: [1], en: 2, it: 2 });
    const html = reviewHtml(rv);
    expect(html).toContain('<mark>Il modello antifrode funzionava bene; il problema era quando veniva applicato.</mark>');
    expect(html).toContain('English sentence 2 of 2 changed: the sentence at the same place marked');
    expect(reviewMarkdown(rv)).toContain('<mark>Il modello antifrode funzionava bene; il problema era quando veniva applicato.</mark>');
  });

  it('says so when the two paragraphs have different numbers of sentences, and marks nothing', () => {
    const r = makeRepo();
    r.edit(`en/${payments}.mdx`, (t) => t.replace('Its fraud model was good; its timing was not.', 'Its fraud model was good. Its timing was not.'));
    r.commit('Payments: one idea per sentence');
    const rv = review(r);
    const [row] = changedRows(rv, payments) as [ReviewRow];
    expect(row.sentences).toMatchObject({ changed: [1, 2], en: 3, it: 2, marks: [] });
    const html = reviewHtml(rv);
    expect(html).not.toContain('<mark>Il');
    expect(html).toContain('English has 3 sentences, Italian 2: find the Italian for the changed English sentences (2, 3) by reading');
  });

  it('gives each entry its sentence figures and readability index per language, against the base', () => {
    const r = makeRepo();
    r.edit(`en/${payments}.mdx`, (t) => t.replace('Its fraud model was good; its timing was not.', `Its fraud model was good, ${'and it was checked again and again by the team, '.repeat(3)}but its timing was not.`));
    r.commit('Payments: a longer sentence');
    const rv = review(r);
    const { now, base } = entry(rv, payments).readability;
    expect(now.en!.longest).toBeGreaterThan(base.en!.longest);
    expect(now.en!.index.name).toBe('Flesch reading ease');
    expect(now.it!.index.name).toBe('Gulpease');
    const line = `longest ${now.en!.longest} (was ${base.en!.longest})`;
    expect(reviewHtml(rv)).toContain(line);
    expect(reviewHtml(rv)).toMatch(new RegExp(`Italian: ${now.it!.sentences} sentences, median ${now.it!.median} words, longest ${now.it!.longest}, Gulpease ${now.it!.index.value}`));
    expect(reviewMarkdown(rv)).toContain(line);
  });
});
