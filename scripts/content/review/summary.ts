// The words both renderings of a review use: what state an entry is in, what a row shows, the
// counts at the top. One wording for the HTML report, the Markdown and the dev page.
import type { Lang } from '../../../src/i18n/languages.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { languageNames, plural } from '../language/english.ts';
import type { ReadingFigures } from '../language/reading-figures.ts';
import { uiId, type EntryState, type Review, type ReviewEntry, type ReviewRow } from './review-data.ts';
import { countsDiffer, marked } from './sentences.ts';

/** What the reader calls an entry: its path without ".mdx", or the file of the interface strings. */
export const entryName = (entry: ReviewEntry) => (entry.id === uiId ? 'ui.json' : entry.id);

/** Entries with nothing to read: no text changed on either side, no problem. */
export const nothingToRead = (entry: ReviewEntry) => entry.state === 'unchanged' && entryProblems(entry) === 0 && entry.facts.every((f) => f.equal);

export const stateLabels: Record<EntryState, string> = {
  missing: 'translation missing',
  outdated: 'outdated',
  new: 'new',
  updated: 'updated in both languages',
  edited: 'only the translation edited',
  unchanged: 'no text changed',
};

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

export const englishChanged = (row: ReviewRow) => row.enChange !== 'same';
export const italianChanged = (row: ReviewRow) => row.itChange !== 'same';
export const rowProblems = (row: ReviewRow) => row.problems.en.length + row.problems.it.length;
export const entryProblems = (entry: ReviewEntry) =>
  entry.problems.en.length + entry.problems.it.length + entry.rows.reduce((n, row) => n + rowProblems(row), 0);
/** A block one language has and the other lacks (a dropped paragraph, a row too many). */
export const unpaired = (row: ReviewRow) => (row.en && !row.it) || (row.it && !row.en && !row.enRemoved);
/** Rows a reviewer must look at: changed on either side, unpaired, or with a problem. */
export const needsReading = (row: ReviewRow) => englishChanged(row) || italianChanged(row) || Boolean(unpaired(row)) || rowProblems(row) > 0;
/** The rows of an entry to read: all of a new one, else those that need it. */
export const rowsToRead = (entry: ReviewEntry) => (entry.state === 'new' ? entry.rows : entry.rows.filter(needsReading));

/** One sentence: what happened to the entry and what the reviewer should do. */
export function entrySentence(entry: ReviewEntry, lang: Lang): string {
  const name = languageNames[lang];
  const unit = entry.id === uiId ? 'string' : 'block';
  const changed = entry.rows.filter(englishChanged).length;
  const lagging = entry.rows.filter((r) => r.outdated).length;
  const edited = entry.rows.filter(italianChanged).length;
  const since = entry.since ? ` Before this review, the ${name} was last changed on ${day(entry.since.time)} (${entry.since.hash.slice(0, 7)}).` : '';
  switch (entry.state) {
    case 'missing':
      return `There is no ${entry.files.it} yet: translate the English first.`;
    case 'new':
      return `A new entry: read the whole ${name} against the English.`;
    case 'outdated':
      return `The English changed in ${plural(lagging, unit)} that the ${name} has not followed yet: update it where marked.${since}`;
    case 'updated':
      return `The English changed in ${plural(changed, unit)} and the ${name} was edited in ${plural(edited, unit)}: check it now says the same.${since}`;
    case 'edited':
      return `Only the ${name} changed, in ${plural(edited, unit)}: read it against the English.`;
    case 'unchanged':
      return `No text to re-read: nothing changed in either language since the ${name} was last changed, apart from whitespace, facts and English changes marked i18n: no-translation-needed.`;
  }
}

/** The line under the title: how many entries in which state, blocks changed, problems. */
export function reviewSummary(review: Review): string {
  if (review.entries.length === 0) return 'Nothing left to review: no entry or interface string differs from the base in either language.';
  // Most urgent first: the order of stateLabels.
  const states = (Object.keys(stateLabels) as EntryState[])
    .map((state) => [state, review.entries.filter((e) => e.state === state).length] as const)
    .filter(([, n]) => n > 0)
    .map(([state, n]) => `${n} ${stateLabels[state]}`)
    .join(', ');
  const blocks = review.entries.reduce((n, e) => n + e.rows.filter(englishChanged).length, 0);
  const problems = review.entries.reduce((n, e) => n + entryProblems(e), 0);
  return `${plural(review.entries.length, 'entry', 'entries')}: ${states}. ${plural(blocks, 'block')} changed in English; ${plural(problems, 'problem')} found by the checks.`;
}

/** Where the review starts from, in words. */
export function baseSentence(review: Review): string {
  const name = languageNames[review.lang];
  const what = { all: 'Every entry', entries: 'One entry in full', branch: `Entries changed in English or ${name}` }[review.scope];
  if (!review.base) return `${what}. No git history here, so no word diff.`;
  const { ref, commit } = review.base;
  const since = `${ref} (${commit.hash.slice(0, 7)}, ${day(commit.time)})`;
  return `${review.scope === 'branch' ? `${what} since ${since}` : `${what}, compared with ${since}`}. English changes are shown since the ${name} was last changed.`;
}

/** "14:23 spelling..." : a problem without its file, which the reader already knows. */
export const problemText = (p: Problem) => `line ${p.line}${p.column ? `:${p.column}` : ''} ${p.field}: ${p.message}`;

/** What a row is: its label and, for body blocks, its line in each file. */
export function rowLabel(row: ReviewRow): string {
  const block = row.en ?? row.it ?? row.enRemoved;
  return block?.label ?? '';
}

/** The short notes on a row: what changed, on which side. */
export function rowBadges(row: ReviewRow, lang: Lang): { text: string; tone: 'changed' | 'outdated' | 'edited' | 'removed' | 'added' }[] {
  const name = languageNames[lang];
  const badges: ReturnType<typeof rowBadges> = [];
  if (row.enChange === 'changed') badges.push({ text: 'English changed', tone: 'changed' });
  if (row.enChange === 'added') badges.push({ text: 'new in English', tone: 'added' });
  if (row.enChange === 'removed') badges.push({ text: 'removed from English', tone: 'removed' });
  if (row.outdated) badges.push({ text: `${name} not updated`, tone: 'outdated' });
  else if (row.en && !row.it) badges.push({ text: `missing in ${name}`, tone: 'removed' });
  if (row.it && !row.en && !row.enRemoved) badges.push({ text: `only in ${name}`, tone: 'removed' });
  if (row.itChange !== 'same') badges.push({ text: { added: `new in ${name}`, removed: `removed from ${name}`, changed: `${name} edited`, same: '' }[row.itChange], tone: 'edited' });
  return badges;
}

/** One language's figures: "42 sentences, median 18 words, longest 70 (was 52), Flesch reading ease 38 (was 41)". */
function figuresText(now: ReadingFigures, base: ReadingFigures | undefined): string {
  const was = (a: number, b: number | undefined) => (b === undefined || a === b ? `${a}` : `${a} (was ${b})`);
  return `${was(now.sentences, base?.sentences)} sentences, median ${was(now.median, base?.median)} words, longest ${was(now.longest, base?.longest)}, ${now.index.name} ${was(now.index.value, base?.index.value)}`;
}

/** The entry's readability in both languages, compared with the base where it changed. */
export function readabilityLine(entry: ReviewEntry, lang: Lang): string | undefined {
  const { now, base } = entry.readability;
  const sides = (['en', 'it'] as const).flatMap((side) => {
    const figures = now[side];
    return figures ? [`${languageNames[side === 'en' ? 'en' : lang]}: ${figuresText(figures, base[side])}`] : [];
  });
  return sides.length ? `Readability. ${sides.join('; ')}.` : undefined;
}

/** What the legend says the indexes mean. */
export const readabilityLegend = 'Readability: the higher, the easier. Flesch reading ease (English): 60–70 plain English, under 30 for graduates. Gulpease (Italian): under 60 hard for a reader with middle school, under 40 even with a diploma.';

/** The note on a row whose English sentences changed: which are marked, or why none can be. */
export function sentenceNote(row: ReviewRow, lang: Lang): string | undefined {
  if (!row.sentences) return undefined;
  return row.sentences.marks.length ? marked(row.sentences) : countsDiffer(row.sentences, languageNames[lang]);
}
