// The review for a pull request description: GitHub-flavoured Markdown, one collapsible section
// per entry holding only the blocks to read (changed on either side, or with a problem), the
// English word diff as <del>/<ins>. The HTML report has everything else.
import type { Lang } from '../../../src/i18n/languages.ts';
import { languageNames as nativeNames } from '../../../src/i18n/languages.ts';
import type { Block } from '../language/blocks.ts';
import { plural } from '../language/english.ts';
import type { Review, ReviewEntry, ReviewRow } from './review-data.ts';
import { normalize } from '../language/blocks.ts';
import { markRanges, type MarkedPart } from './sentences.ts';
import { baseSentence, entryName, entryProblems, entrySentence, nothingToRead, problemText, readabilityLegend, readabilityLine, reviewSummary, rowBadges, rowLabel, rowsToRead, sentenceNote, stateLabels } from './summary.ts';
import type { DiffPart } from './wordDiff.ts';

/** GitHub reads a table cell as Markdown and HTML: escape both, keep it on one line. */
const cellText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_~[\]|#])/g, '\\$1')
    .replace(/\n/g, '<br>');

const partText = (p: MarkedPart) => (p.change === 'removed' ? `<del>${cellText(p.text)}</del>` : p.change === 'added' ? `<ins>${cellText(p.text)}</ins>` : cellText(p.text));
const diffText = (parts: readonly MarkedPart[]) => parts.map((p) => (p.mark ? `<mark>${partText(p)}</mark>` : partText(p))).join('');

const blockText = (block: Block | undefined, diff?: readonly DiffPart[], marks: readonly [number, number][] = []) => {
  if (!block) return '—';
  const parts = marks.length ? markRanges(diff ?? [{ text: normalize(block.text) }], marks) : diff;
  return `${block.kind === 'field' ? '' : `<sub>${block.line}</sub> `}${parts ? diffText(parts) : cellText(block.text)}`;
};

function rowLine(row: ReviewRow, lang: Lang): string {
  const badges = rowBadges(row, lang).map((b) => `<br><sub>${b.text}</sub>`).join('');
  const english = row.enRemoved && !row.en ? blockText(row.enRemoved, [{ text: row.enRemoved.text, change: 'removed' }]) : blockText(row.en, row.enDiff);
  const problems = (list: typeof row.problems.en) => list.map((p) => `<br>⚠ ${cellText(problemText(p))}`).join('');
  const note = sentenceNote(row, lang);
  const italian = blockText(row.it ?? row.itRemoved, row.itDiff, row.it ? row.sentences?.marks : []);
  return `| ${cellText(rowLabel(row))}${badges} | ${english}${problems(row.problems.en)} | ${italian}${note ? `<br><sub>${cellText(note)}</sub>` : ''}${problems(row.problems.it)} |`;
}

function entrySection(entry: ReviewEntry, lang: Lang): string {
  const rows = rowsToRead(entry);
  const hidden = entry.rows.length - rows.length;
  const problems = entryProblems(entry);
  const notes = [stateLabels[entry.state], problems ? `${problems} problem${problems > 1 ? 's' : ''}` : ''].filter(Boolean).join(', ');
  const differing = entry.facts.filter((f) => !f.equal);
  const entryLevel = [...entry.problems.en, ...entry.problems.it];
  return [
    '<details>',
    `<summary><b>${cellText(entry.title)}</b> (<code>${entryName(entry)}</code>): ${notes}</summary>`,
    '',
    entrySentence(entry, lang),
    '',
    ...(readabilityLine(entry, lang) ? [`<sub>${cellText(readabilityLine(entry, lang)!)}</sub>`, ''] : []),
    ...entryLevel.map((p) => `- ⚠ \`${p.file}:${p.line}${p.column ? `:${p.column}` : ''}\` ${cellText(`${p.field}: ${p.message}`)}`),
    ...differing.map((f) => `- ⚠ **${f.name}** differs: English \`${JSON.stringify(f.en)}\`, ${nativeNames[lang]} \`${JSON.stringify(f.it)}\``),
    ...(entryLevel.length || differing.length ? [''] : []),
    ...(rows.length
      ? [`| Block | English | ${nativeNames[lang]} |`, '|---|---|---|', ...rows.map((row) => rowLine(row, lang)), '']
      : []),
    ...(hidden ? [`<sub>${hidden} unchanged block${hidden > 1 ? 's' : ''} not shown; the HTML report has them all.</sub>`, ''] : []),
    '</details>',
  ].join('\n');
}

/** GitHub refuses a pull request description over 65,536 characters; leave room for words. */
export const markdownLimit = 60_000;

/** An entry in one line, for when the sections would not fit. */
const entryLine = (entry: ReviewEntry) =>
  `- <b>${cellText(entry.title)}</b> (<code>${entryName(entry)}</code>): ${stateLabels[entry.state]}, ${plural(rowsToRead(entry).length, 'block')} to read`;

/** The title and the summary under it: what the review covers and what it found. */
export const reviewHead = (review: Review) => [`## Translation review: English → ${nativeNames[review.lang]}`, '', `${baseSentence(review)} ${reviewSummary(review)}`];

/** Where the side-by-side report is, for a reader of the Markdown: the file `npm run i18n:review` writes. */
export const localReport = '<code>reports/i18n-review.html</code>';

/** The review as Markdown for a pull request; `report` names (or links) the HTML report. */
export function reviewMarkdown(review: Review, limit = markdownLimit, report = localReport): string {
  const quiet = review.entries.filter(nothingToRead);
  const head = [...reviewHead(review), ''];
  const tail = [
    ...(quiet.length
      ? [`Nothing to re-read in ${quiet.map((e) => `<code>${entryName(e)}</code>`).join(', ')}: changed only in whitespace, facts or English changes marked <code>i18n: no-translation-needed</code>.`, '']
      : []),
    `<sub>Generated by <code>npm run i18n:review</code>; the side-by-side HTML report is ${report}. <del>Struck</del> words were removed, <ins>marked</ins> words added; a <mark>highlighted</mark> ${nativeNames[review.lang]} sentence sits where an English sentence changed. ${readabilityLegend}</sub>`,
    '',
  ];
  // Sections while they fit; past the limit, one line per entry (the HTML report has them all).
  const loud = review.entries.filter((entry) => !nothingToRead(entry));
  const lines = loud.map(entryLine);
  // What the entries after the i-th take as single lines, with the sentence before them.
  const restSize = (i: number) => (i >= loud.length ? 0 : 120 + lines.slice(i).reduce((n, line) => n + line.length + 1, 0));
  const sections: string[] = [];
  let size = [...head, ...tail].join('\n').length;
  let i = 0;
  for (; i < loud.length; i++) {
    const section = `${entrySection(loud[i]!, review.lang)}\n`;
    if (size + section.length + restSize(i + 1) > limit) break;
    sections.push(section);
    size += section.length;
  }
  const rest = loud.slice(i);
  const cut = rest.length ? [`Too long for a pull request in full: ${plural(rest.length, 'more entry', 'more entries')} in the HTML report.`, '', ...lines.slice(i), ''] : [];
  return [...head, ...sections, ...cut, ...tail].join('\n');
}
