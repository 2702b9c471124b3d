// The review as one self-contained HTML page: English and Italian side by side, block by block,
// the English word diff on changed blocks, problems on their block. Inline CSS, light and dark,
// no script, nothing fetched: it opens from disk. The dev server's /_review shows the same page.
import { languageNames as nativeNames, type Lang } from '../../../src/i18n/languages.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { escapeHtml } from '../../../src/seo/escape.ts';
import type { Block } from '../language/blocks.ts';
import { languageNames } from '../language/english.ts';
import type { FactRow, Review, ReviewEntry, ReviewRow } from './review-data.ts';
import { normalize } from '../language/blocks.ts';
import { markRanges, type MarkedPart } from './sentences.ts';
import { baseSentence, entryName, entryProblems, entrySentence, englishChanged, italianChanged, nothingToRead, problemText, readabilityLegend, readabilityLine, reviewSummary, rowBadges, rowLabel, rowsToRead, sentenceNote, stateLabels } from './summary.ts';
import type { DiffPart } from './wordDiff.ts';

const esc = escapeHtml;

function diffHtml(parts: readonly MarkedPart[]): string {
  const html = (p: MarkedPart) => (p.change === 'removed' ? `<del>${esc(p.text)}</del>` : p.change === 'added' ? `<ins>${esc(p.text)}</ins>` : esc(p.text));
  return parts.map((p) => (p.mark ? `<mark>${html(p)}</mark>` : html(p))).join('');
}

const css = `
:root { color-scheme: light dark; --bg: #fbfbfa; --panel: #fff; --text: #1d1f23; --muted: #5c6370; --line: #dfe1e5;
  --del-bg: #fde4e2; --del: #8c1d18; --ins-bg: #d9f3e1; --ins: #0d5a2b; --changed: #2f6fde; --outdated: #b45309;
  --edited: #0f7b5f; --removed: #b42318; --problem-bg: #fff4e5; --problem: #7a3e00; --code: #f3f4f6; --mark-bg: #fff3b0; --mark: #c9a400; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121417; --panel: #1a1d22; --text: #e7e9ed; --muted: #a0a7b4; --line: #323741;
    --del-bg: #4d1f1d; --del: #ffc2bd; --ins-bg: #173f28; --ins: #aef0c4; --changed: #7aa7ff; --outdated: #f5a524;
    --edited: #4fd1a5; --removed: #ff8a80; --problem-bg: #3a2a12; --problem: #ffd28a; --code: #22262d; --mark-bg: #4a4110; --mark: #b8a23a; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
a { color: var(--changed); }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.88em; }
header, main, nav { max-width: 1440px; margin: 0 auto; padding: 0 24px; }
header { padding-top: 24px; padding-bottom: 20px; }
h1 { font-size: 1.6rem; margin: 0 0 4px; }
.meta, .muted { color: var(--muted); }
.summary { font-weight: 600; margin: 8px 0; }
.legend { display: flex; flex-wrap: wrap; gap: 6px 18px; padding: 0; margin: 12px 0 0; list-style: none; color: var(--muted); font-size: 0.9em; }
nav ol { margin: 8px 0 24px; padding-left: 1.4em; }
nav li { margin: 2px 0; }
.entry { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; margin: 0 0 28px; padding: 18px 20px 8px; }
.entry > h2 { font-size: 1.25rem; margin: 0; }
.entry > h2 small { font-weight: 400; color: var(--muted); font-size: 0.8em; margin-left: 6px; }
.sentence { margin: 6px 0; }
.files { margin: 0 0 10px; font-size: 0.88em; color: var(--muted); }
.badge { display: inline-block; border: 1px solid currentColor; border-radius: 999px; padding: 0 8px; font-size: 0.78em; font-weight: 600; white-space: nowrap; }
.tone-changed { color: var(--changed); } .tone-outdated { color: var(--outdated); } .tone-edited { color: var(--edited); }
.tone-removed { color: var(--removed); } .tone-added { color: var(--changed); } .tone-new, .tone-updated { color: var(--changed); }
.tone-missing { color: var(--removed); } .tone-unchanged { color: var(--muted); }
.only { font-size: 0.9em; color: var(--muted); display: inline-flex; gap: 6px; align-items: center; margin: 4px 0 8px; }
.entry:has(.only input:checked) tr.same { display: none; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
th, td { text-align: left; vertical-align: top; padding: 8px 10px; border-top: 1px solid var(--line); overflow-wrap: anywhere; }
thead th { border-top: 0; font-size: 0.85em; color: var(--muted); position: sticky; top: 0; background: var(--panel); }
col.where { width: 13em; }
tbody th { font-weight: 500; font-size: 0.85em; color: var(--muted); }
tbody th .badge { margin: 3px 4px 0 0; }
tr.changed > th { box-shadow: inset 3px 0 var(--changed); }
tr.edited > th { box-shadow: inset 3px 0 var(--edited); }
tr.outdated > th { box-shadow: inset 3px 0 var(--outdated); }
.ln { color: var(--muted); font-size: 0.78em; margin-right: 6px; font-variant-numeric: tabular-nums; }
.kind-heading .text { font-weight: 700; }
del { background: var(--del-bg); color: var(--del); text-decoration: line-through; text-decoration-thickness: 1.5px; border-radius: 3px; padding: 0 1px; }
del + ins { margin-left: 2px; }
ins { background: var(--ins-bg); color: var(--ins); text-decoration: none; border-radius: 3px; padding: 0 1px; font-weight: 600; }
pre { background: var(--code); border-radius: 6px; padding: 8px 10px; margin: 0; white-space: pre-wrap; }
.img-src { display: block; font-size: 0.8em; color: var(--muted); }
.gone { color: var(--muted); font-style: italic; }
.problems { list-style: none; margin: 8px 0 0; padding: 0; }
.problems li { background: var(--problem-bg); color: var(--problem); border-radius: 6px; padding: 4px 8px; margin-top: 4px; font-size: 0.88em; }
.problems li::before { content: "⚠ "; }
mark { background: var(--mark-bg); color: inherit; border-radius: 3px; box-shadow: 0 0 0 1px var(--mark); }
.note { display: block; margin-top: 6px; font-size: 0.85em; color: var(--muted); }
.reading { margin: 4px 0 8px; font-size: 0.9em; color: var(--muted); }
.entry > .problems { margin-bottom: 10px; }
.entry > details { margin: 0 0 12px; }
.entry > details > summary { cursor: pointer; color: var(--changed); }
.facts { margin: 0 0 10px; padding: 0; list-style: none; font-size: 0.9em; }
.facts li { margin: 2px 0; }
.facts .differs { color: var(--removed); font-weight: 600; }
@media (max-width: 760px) {
  header, main, nav { padding: 0 12px; }
  header { padding-top: 16px; }
  .entry { padding: 14px 12px 4px; }
  table, thead, tbody, tr, th, td { display: block; width: auto; }
  thead { display: none; }
  tbody tr { border-top: 1px solid var(--line); padding: 6px 0; }
  tbody th, tbody td { border: 0; padding: 4px 0; }
  tbody td::before { content: attr(data-lang); display: block; font-size: 0.75em; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
  tr.changed, tr.outdated, tr.edited { box-shadow: inset 3px 0 var(--changed); padding-left: 10px; }
  tr > th { box-shadow: none !important; }
}
`;

function problemsHtml(problems: readonly Problem[]): string {
  if (problems.length === 0) return '';
  return `<ul class="problems">${problems.map((p) => `<li>${esc(problemText(p))}</li>`).join('')}</ul>`;
}

/** A block's text, with a diff when given and sentences marked; code keeps its lines, images show their source. */
function blockHtml(block: Block, diff?: readonly DiffPart[], marks: readonly [number, number][] = []): string {
  const parts = marks.length ? markRanges(diff ?? [{ text: normalize(block.text) }], marks) : diff;
  const body = parts ? diffHtml(parts) : esc(block.text);
  const line = `<span class="ln">${block.line}</span>`;
  if (block.kind === 'code') return `${line}<pre><code>${body}</code></pre>`;
  const src = block.kind === 'image' && block.src ? `<span class="img-src">${esc(block.src)}</span>` : '';
  return `${line}<span class="text">${body}</span>${src}`;
}

function cell(lang: Lang, content: string, problems: readonly Problem[]): string {
  return `<td lang="${lang}" data-lang="${esc(nativeNames[lang])}">${content}${problemsHtml(problems)}</td>`;
}

function rowHtml(row: ReviewRow, lang: Lang, toRead: ReadonlySet<ReviewRow>): string {
  const classes = [
    toRead.has(row) ? '' : 'same',
    englishChanged(row) ? 'changed' : '',
    italianChanged(row) ? 'edited' : '',
    row.outdated ? 'outdated' : '',
    `kind-${(row.en ?? row.it ?? row.enRemoved)?.kind ?? 'field'}`,
  ].filter(Boolean);
  const badges = rowBadges(row, lang).map((b) => `<span class="badge tone-${b.tone}">${esc(b.text)}</span>`).join('');
  const english = row.en
    ? blockHtml(row.en, row.enDiff)
    : row.enRemoved
      ? blockHtml(row.enRemoved, [{ text: row.enRemoved.text, change: 'removed' }])
      : '<span class="gone">nothing here in English</span>';
  const italianBlock = row.it ?? row.itRemoved;
  const note = sentenceNote(row, lang);
  const italian = (italianBlock ? blockHtml(italianBlock, row.itDiff, row.it ? row.sentences?.marks : []) : `<span class="gone">nothing here in ${esc(languageNames[lang])}</span>`) + (note ? `<span class="note">${esc(note)}</span>` : '');
  return `<tr class="${classes.join(' ')}"><th scope="row">${esc(rowLabel(row))}<br>${badges}</th>${cell('en', english, row.problems.en)}${cell(lang, italian, row.problems.it)}</tr>`;
}

// Lists of names read as a list; a nested fact (a service's engagement, a person's projects) as its JSON.
const factValue = (value: unknown): string => {
  if (value === undefined) return 'none';
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))).join(', ');
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
};

function factsHtml(facts: readonly FactRow[], lang: Lang): string {
  if (facts.length === 0) return '';
  const items = facts.map((f) =>
    f.equal
      ? `<li><b>${esc(f.name)}</b>: ${esc(factValue(f.en))} <span class="muted">(same in both)</span></li>`
      : `<li class="differs"><b>${esc(f.name)}</b> differs: English ${esc(factValue(f.en))}; ${esc(languageNames[lang])} ${esc(factValue(f.it))}</li>`,
  );
  return `<ul class="facts" aria-label="Facts">${items.join('')}</ul>`;
}

export interface HtmlOptions {
  /** A link for each entry's own page (the dev server's /_review/<collection>/<slug>). */
  entryHref?: (entry: ReviewEntry) => string;
  /** Extra HTML at the end of the page (the dev server lists every entry there). */
  footer?: string;
  title?: string;
}

const anchor = (entry: ReviewEntry) => `entry-${entry.id.replace(/[^\w-]+/g, '-')}`;

function entryHtml(entry: ReviewEntry, review: Review, options: HtmlOptions): string {
  const { lang } = review;
  const title = options.entryHref ? `<a href="${esc(options.entryHref(entry))}">${esc(entry.title)}</a>` : esc(entry.title);
  const toRead = new Set(rowsToRead(entry));
  const hidden = entry.rows.length - toRead.size;
  const toggle = hidden && entry.rows.length > hidden
    ? `<label class="only"><input type="checkbox"${review.scope === 'entries' ? '' : ' checked'}> Show only the ${entry.rows.length - hidden} block${entry.rows.length - hidden > 1 ? 's' : ''} to read (${hidden} unchanged hidden)</label>`
    : '';
  const table = `<table>
<colgroup><col class="where"><col><col></colgroup>
<thead><tr><th scope="col">Block</th><th scope="col" lang="en">English</th><th scope="col" lang="${lang}">${esc(nativeNames[lang])}</th></tr></thead>
<tbody>
${entry.rows.map((row) => rowHtml(row, lang, toRead)).join('\n')}
</tbody>
</table>`;
  return `<section class="entry" id="${anchor(entry)}" aria-labelledby="${anchor(entry)}-title">
<h2 id="${anchor(entry)}-title">${title}<small>${esc(entryName(entry))}</small> <span class="badge tone-${entry.state}">${esc(stateLabels[entry.state])}</span></h2>
<p class="sentence">${esc(entrySentence(entry, lang))}</p>
${readabilityLine(entry, lang) ? `<p class="reading">${esc(readabilityLine(entry, lang)!)}</p>` : ''}
<p class="files"><code>${esc(entry.files.en)}</code> · <code>${esc(entry.files.it)}</code></p>
${problemsHtml([...entry.problems.en, ...entry.problems.it].map((p) => ({ ...p, field: `${p.file.split('/')[1]} ${p.field}` })))}
${factsHtml(entry.facts, lang)}
${toggle}
${review.scope === 'branch' && nothingToRead(entry) && entry.rows.length ? `<details><summary>Show all ${entry.rows.length} blocks side by side</summary>\n${table}\n</details>` : table}
</section>`;
}

/** Entries with something to read first; in a branch's review the quiet ones come last. */
const ordered = (review: Review) =>
  review.scope === 'branch' ? [...review.entries.filter((e) => !nothingToRead(e)), ...review.entries.filter(nothingToRead)] : review.entries;

function navHtml(review: Review): string {
  if (review.entries.length < 2) return '';
  const items = ordered(review).map((entry) => {
    const changed = entry.rows.filter(englishChanged).length;
    const problems = entryProblems(entry);
    const notes = [changed ? `${changed} changed in English` : '', problems ? `${problems} problem${problems > 1 ? 's' : ''}` : ''].filter(Boolean).join(' · ');
    return `<li><a href="#${anchor(entry)}">${esc(entry.title)}</a> <span class="badge tone-${entry.state}">${esc(stateLabels[entry.state])}</span>${notes ? ` <span class="muted">${esc(notes)}</span>` : ''}</li>`;
  });
  return `<nav aria-label="Entries"><ol>${items.join('')}</ol></nav>`;
}

/** The whole review as one HTML document. */
export function reviewHtml(review: Review, options: HtmlOptions = {}): string {
  const title = options.title ?? 'Translation review';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${esc(title)}</title>
<style>${css}</style>
</head>
<body>
<header>
<h1>${esc(title)}</h1>
<p class="meta">${esc(baseSentence(review))}</p>
<p class="summary">${esc(reviewSummary(review))}</p>
<ul class="legend"><li><del>struck</del> words removed, <ins>marked</ins> words added: in English since the ${esc(languageNames[review.lang])} was last changed, in ${esc(languageNames[review.lang])} since the base</li><li><span class="badge tone-outdated">${esc(languageNames[review.lang])} not updated</span> the English changed, the ${esc(languageNames[review.lang])} beside it did not</li><li><mark>marked</mark> ${esc(languageNames[review.lang])} sentence: at the place of a changed English sentence</li><li>⚠ a problem the checks found</li><li>${esc(readabilityLegend)}</li></ul>
</header>
${navHtml(review)}
<main>
${ordered(review).map((entry) => entryHtml(entry, review, options)).join('\n')}
${options.footer ?? ''}
</main>
</body>
</html>
`;
}
