// `npm run measure:sentences` (after `npm run build`): how long the sentences are that a visitor
// reads, measured on the built pages. It reads every page in dist/ (OUT_DIR to pick another),
// takes the visible prose of its <main>, cuts it into sentences with Intl.Segmenter in the page's
// language (scripts/content/language/sentences.ts, as the readability check does) and prints, per
// language: sentences, median, 90th percentile, share within 28 words, share over 35, count over
// 40, and the longest with its page and opening words.
//
// Visible prose is the text of the paragraphs, list items and description-list values (p, li, dd,
// figcaption) inside <main>. Left out: navigation (nav), code blocks (pre), tables, blockquotes
// and q, forms, anything hidden (hidden, aria-hidden), headings, and labels that are not
// sentences: a list whose items are all names (three words or fewer, no full stop: technology
// tags) and a paragraph of three words or fewer without a full stop ("Payments", an eyebrow).
// Inline code counts as one word. A card repeated on several pages counts on each, as a reader
// meets it there; the distinct sentences are measured too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { isLang, languages, type Lang } from '../../src/i18n/languages.ts';
import { languageNames } from '../content/language/english.ts';
import { countWords, median, openingWords, percentile, segmentSentences } from '../content/language/sentences.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');

export interface Measured {
  page: string;
  lang: Lang;
  words: number;
  text: string;
}

const skipped = new Set(['nav', 'pre', 'table', 'blockquote', 'q', 'form', 'script', 'style', 'svg', 'template', 'button', 'select', 'textarea', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const units = new Set(['p', 'li', 'dd', 'figcaption']);

const isHidden = (el: Element) => (el.properties.hidden !== undefined && el.properties.hidden !== false) || String(el.properties.ariaHidden) === 'true';
const isSentence = (text: string, lang: Lang) => countWords(text, lang) > 3 || /[.!?…]\s*$/.test(text.trim());

/** The text of an element as read, inline code as one word, nested units left to themselves. */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || skipped.has(node.tagName) || isHidden(node) || units.has(node.tagName)) return '';
  if (node.tagName === 'code') return ' code ';
  if (node.tagName === 'br') return ' ';
  return node.children.map(textOf).join('');
}

/** The prose units below a node, in document order. */
function proseUnits(node: Root | Element, lang: Lang, found: string[]): void {
  for (const child of node.children) {
    if (child.type !== 'element' || skipped.has(child.tagName) || isHidden(child)) continue;
    if ((child.tagName === 'ul' || child.tagName === 'ol') && listOfNames(child, lang)) continue;
    if (units.has(child.tagName)) {
      const text = child.children.map(textOf).join('').replace(/\s+/g, ' ').trim();
      if (text && isSentence(text, lang)) found.push(text);
    }
    proseUnits(child, lang, found);
  }
}

/** A list of names (technology tags): every item three words or fewer, none a sentence. */
function listOfNames(list: Element, lang: Lang): boolean {
  const items = list.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'li');
  return items.length > 0 && items.every((li) => !isSentence(li.children.map(textOf).join(''), lang));
}

function findMain(node: Root | Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'main') return child;
    const inside = findMain(child);
    if (inside) return inside;
  }
  return undefined;
}

function findLang(tree: Root): Lang | undefined {
  const html = tree.children.find((c): c is Element => c.type === 'element' && c.tagName === 'html');
  const lang = String(html?.properties.lang ?? '');
  return isLang(lang) ? lang : undefined;
}

/** Every sentence of a built page's visible prose. */
export function pageSentences(html: string, page: string): Measured[] {
  const tree = fromHtml(html);
  const lang = findLang(tree);
  const main = findMain(tree);
  if (!lang || !main) return [];
  const found: string[] = [];
  proseUnits(main, lang, found);
  return found.flatMap((unit) => segmentSentences(unit, lang).map((s) => ({ page, lang, words: s.words, text: s.text })));
}

const share = (part: number, whole: number) => `${whole ? ((100 * part) / whole).toFixed(1) : '0.0'}%`;

export function summary(sentences: readonly Measured[]): string[] {
  const rows = languages.map((lang) => {
    const mine = sentences.filter((s) => s.lang === lang);
    const counts = mine.map((s) => s.words);
    const longest = mine.reduce<Measured | undefined>((a, s) => (!a || s.words > a.words ? s : a), undefined);
    return {
      lang,
      cells: [
        languageNames[lang],
        String(mine.length),
        String(median(counts)),
        String(percentile(counts, 90)),
        share(counts.filter((n) => n <= 28).length, counts.length),
        share(counts.filter((n) => n > 35).length, counts.length),
        String(counts.filter((n) => n > 40).length),
        String(longest?.words ?? 0),
      ],
      longest,
    };
  });
  const header = ['', 'sentences', 'median', 'p90', '≤28 words', '>35 words', '>40 words', 'longest'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r.cells[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    line(header),
    ...rows.map((r) => line(r.cells)),
    ...rows.flatMap((r) => (r.longest ? [`  longest ${languageNames[r.lang]}: ${r.longest.words} words, ${r.longest.page}: "${openingWords(r.longest.text, r.lang, 10)}"`] : [])),
  ];
}

function builtPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const urlOf = (file: string) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';

if (import.meta.url === `file://${process.argv[1]}`) {
  let pages: string[];
  try {
    pages = builtPages(dist);
  } catch {
    console.error(`No built site in ${path.relative(root, dist) || '.'}: run npm run build first.`);
    process.exit(1);
  }
  const all = pages.flatMap((file) => pageSentences(readFileSync(path.join(dist, file), 'utf8'), urlOf(file)));
  const seen = new Set<string>();
  const distinct = all.filter((s) => !seen.has(`${s.lang}\0${s.text}`) && seen.add(`${s.lang}\0${s.text}`));
  console.log(`Sentences in the visible prose of <main> (p, li, dd, figcaption; no navigation, code, tables or quotations) of ${pages.length} pages in ${path.relative(root, dist)}/, cut by Intl.Segmenter; words as Intl.Segmenter counts them.\n`);
  console.log(['Every sentence as a reader meets it (a card on three pages counts three times):', ...summary(all)].join('\n'));
  console.log(['', 'Distinct sentences (each counted once):', ...summary(distinct)].join('\n'));
}
