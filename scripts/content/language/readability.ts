// Readability: a sentence over 30 words is a warning, over 40 an error, in both languages, named by
// file:line:col and its opening words. Sentences and words are cut by Intl.Segmenter
// (sentences.ts); what counts as prose is in prose-units.ts. The sentences over 40 words that the
// site had when this check arrived are listed in content/known-long-sentences.yaml: each stays a
// warning until the copy rewrite shortens it, and an entry whose sentence is gone is an error, so
// the list can only shrink.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { languages, type Lang } from '../../../src/i18n/languages.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { collectionNames } from '../../../src/content/read.ts';
import { readSourceFiles, readUiSource } from '../../../src/content/sourceFiles.ts';
import type { LanguageCheck } from './index.ts';
import { entryUnits, lineAndColumn, uiUnits, type ProseUnit } from './prose-units.ts';
import { openingWords, segmentSentences } from './sentences.ts';

/** Over this many words a sentence is a warning. */
export const warnOver = 30;
/** Over this many words a sentence is an error (unless it is a known long sentence). */
export const errorOver = 40;

/** The temporary list of known long sentences, beside the content. */
export const knownListName = 'known-long-sentences.yaml';

export interface KnownSentence {
  /** e.g. content/en/case-studies/retail-inventory-streaming.mdx */
  file: string;
  /** The sentence's opening words, as the check quotes them (without the "…"). */
  opening: string;
  /** Its line in the list, to point at when it goes stale. */
  line: number;
}

/** A file of prose to check: its path, language, text and prose units. */
export interface ProseFile {
  file: string;
  lang: Lang;
  source: string;
  units: ProseUnit[];
}

export interface LongSentence {
  file: string;
  lang: Lang;
  line: number;
  column: number;
  field: string;
  words: number;
  /** The whole sentence, code spans as written. */
  text: string;
}

/** Every sentence over `warnOver` words in these files, in file order. */
export function longSentences(files: readonly ProseFile[], over = warnOver): LongSentence[] {
  const found: LongSentence[] = [];
  for (const { file, lang, source, units } of files) {
    for (const unit of units) {
      for (const sentence of segmentSentences(unit.text, lang)) {
        if (sentence.words <= over) continue;
        const at = lineAndColumn(source, unit.offsets[sentence.start] ?? 0);
        found.push({ file, lang, ...at, field: unit.field, words: sentence.words, text: unit.display.slice(sentence.start, sentence.end) });
      }
    }
  }
  return found;
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const opens = (sentence: string, opening: string) => flat(sentence).startsWith(flat(opening).replace(/…$/, ''));

/** The entries of the known-long-sentences list: `file:` then one "- opening words" line each. */
export function readKnownList(contentDir: string): { file: string; entries: KnownSentence[]; problems: Problem[] } {
  const full = path.join(contentDir, knownListName);
  const file = `${path.basename(contentDir)}/${knownListName}`;
  if (!existsSync(full)) return { file, entries: [], problems: [] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(full, 'utf8'), { lineCounter });
  const line = (range?: [number, number, number] | null) => (range ? lineCounter.linePos(range[0]).line : 1);
  if (doc.errors.length > 0 || (doc.contents !== null && !isMap(doc.contents))) {
    return { file, entries: [], problems: [{ file, line: doc.errors[0] ? lineCounter.linePos(doc.errors[0].pos[0]).line : 1, field: 'list', message: 'must map each content file to a list of sentence openings' }] };
  }
  const entries: KnownSentence[] = [];
  for (const pair of isMap(doc.contents) ? doc.contents.items : []) {
    const listed = isScalar(pair.key) ? String(pair.key.value) : '';
    if (!isSeq(pair.value)) continue;
    for (const item of pair.value.items) {
      if (isScalar(item) && typeof item.value === 'string') entries.push({ file: listed, opening: item.value, line: line(item.range) });
    }
  }
  return { file, entries, problems: [] };
}

const quote = (s: LongSentence) => `"${openingWords(s.text, s.lang)}"`;

/** The problems of these long sentences, the known ones downgraded, and the stale list entries. */
export function readabilityProblems(found: readonly LongSentence[], known: ReturnType<typeof readKnownList>): Problem[] {
  const used = new Set<KnownSentence>();
  const problems: Problem[] = found.map((s) => {
    const where = { file: s.file, line: s.line, column: s.column, field: s.field };
    if (s.words <= errorOver) {
      return { ...where, severity: 'warning', message: `${quote(s)}: ${s.words} words in one sentence; over ${warnOver} is hard to follow on a phone: consider splitting it (readability)` };
    }
    const listed = known.entries.find((k) => !used.has(k) && k.file === s.file && opens(s.text, k.opening));
    if (listed) {
      used.add(listed);
      return { ...where, severity: 'warning', message: `${quote(s)}: ${s.words} words in one sentence, over ${errorOver}; a warning only while it is listed in ${known.file} (line ${listed.line}): shorten it and remove it from the list (readability)` };
    }
    return { ...where, message: `${quote(s)}: ${s.words} words in one sentence; over ${errorOver} is too long to follow: split it (readability)` };
  });
  const stale = known.entries.filter((k) => !used.has(k)).map((k): Problem => ({
    file: known.file,
    line: k.line,
    field: k.file,
    message: `no sentence over ${errorOver} words in ${k.file} opens with "${k.opening}": it was shortened or moved, so remove it from this list (readability)`,
  }));
  return [...known.problems, ...problems, ...stale];
}

/** Every entry (drafts included) and both ui.json files as prose files. */
export function proseFiles(contentDir: string): ProseFile[] {
  const entries = readSourceFiles(contentDir, languages, collectionNames)
    .filter((f) => !f.broken)
    .map((f) => ({ file: f.file, lang: f.lang, source: f.text, units: entryUnits(f.text, f.collection) }));
  const ui = languages.flatMap((lang) => {
    const source = readUiSource(contentDir, lang);
    return source ? [{ file: source.file, lang, source: source.text, units: uiUnits(source.text) }] : [];
  });
  return [...entries, ...ui];
}

export const readabilityCheck: LanguageCheck = {
  name: 'readability',
  run: (contentDir) => readabilityProblems(longSentences(proseFiles(contentDir)), readKnownList(contentDir)),
};
