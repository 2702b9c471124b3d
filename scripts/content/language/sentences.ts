// Sentences and words as the platform cuts them: Intl.Segmenter (ICU's Unicode rules) in each
// language, not a splitter of our own. The readability check, the review and the measurement of
// the built site all count with these two functions, so their figures agree.
import type { Lang } from '../../../src/i18n/languages.ts';

export interface Sentence {
  /** Offsets into the text that was segmented; `text` is the slice, trailing spaces trimmed. */
  start: number;
  end: number;
  text: string;
  words: number;
}

const sentenceSegmenters = new Map<string, Intl.Segmenter>();
const wordSegmenters = new Map<string, Intl.Segmenter>();
const segmenter = (cache: Map<string, Intl.Segmenter>, lang: Lang, granularity: 'sentence' | 'word') => {
  let found = cache.get(lang);
  if (!found) cache.set(lang, (found = new Intl.Segmenter(lang, { granularity })));
  return found;
};

/** Words as ICU counts them (`isWordLike`): "4.200", "max.block.ms" and "l'avvio" are one word each. */
export function countWords(text: string, lang: Lang): number {
  let n = 0;
  for (const s of segmenter(wordSegmenters, lang, 'word').segment(text)) if (s.isWordLike) n++;
  return n;
}

/** The word-like segments themselves, for the figures that need letters or syllables. */
export function wordsOf(text: string, lang: Lang): string[] {
  return [...segmenter(wordSegmenters, lang, 'word').segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

// ICU ends a sentence at "e.g. Kafka" or "Il sig. Rossi": a full stop, a space and a capital. Our
// Intl.Segmenter has no CLDR abbreviation suppressions (the "-u-ss-standard" locale key is ignored),
// so a segment ending in one of these abbreviations is joined to the next. Only abbreviations that
// never end a sentence are listed ("etc.", "ecc." often do).
const abbreviations: Record<Lang, readonly string[]> = {
  en: ['e.g.', 'i.e.', 'vs.', 'cf.', 'approx.', 'Mr.', 'Mrs.', 'Ms.', 'Dr.', 'No.', 'St.'],
  it: ['es.', 'p.es.', 'cfr.', 'sig.', 'sigg.', 'dott.', 'ing.', 'avv.', 'prof.', 'n.', 'pag.', 'art.', 'vs.'],
};

const endsWithAbbreviation = (segment: string, lang: Lang) => {
  const last = segment.trimEnd().split(/\s+/).pop() ?? '';
  return abbreviations[lang].some((a) => last === a || last.toLowerCase() === a.toLowerCase());
};

/**
 * The sentences of one piece of prose (a paragraph, a list item, a field). Line breaks inside it
 * are read as spaces: ICU ends a sentence at every line break, and a paragraph wraps where its
 * writer pressed Enter. A sentence with no word (a lone "—") is left out.
 */
export function segmentSentences(text: string, lang: Lang): Sentence[] {
  const flat = text.replace(/[\r\n\t\u2028\u2029]/g, ' ');
  const found: Sentence[] = [];
  let pending: { start: number; end: number } | undefined;
  for (const s of icuSentences(flat, lang)) {
    const start = pending?.start ?? s.index;
    const end = s.index + s.segment.length;
    if (endsWithAbbreviation(s.segment, lang)) {
      pending = { start, end };
      continue;
    }
    pending = undefined;
    found.push(sentenceAt(flat, start, end, lang));
  }
  if (pending) found.push(sentenceAt(flat, pending.start, pending.end, lang));
  return found.filter((s) => s.words > 0);
}

// ICU never ends a sentence before a lowercase letter ("p99. latency" is one sentence, rightly),
// so a sentence that opens with a name spelt with a lowercase initial ("ksqlDB reads…", "jBPM
// runs…") is glued to the one before. A full stop, a space and a word with a lowercase initial
// and a capital inside is such a name: the sentence ends there.
const lowercaseName = /[.!?]["”’»)\]]*\s+(?=\p{Ll}+\p{Lu})/gu;

function* icuSentences(flat: string, lang: Lang): Generator<{ index: number; segment: string }> {
  for (const s of segmenter(sentenceSegmenters, lang, 'sentence').segment(flat)) {
    let from = 0;
    for (const m of s.segment.matchAll(lowercaseName)) {
      const cut = m.index + m[0].length;
      yield { index: s.index + from, segment: s.segment.slice(from, cut) };
      from = cut;
    }
    yield { index: s.index + from, segment: s.segment.slice(from) };
  }
}

function sentenceAt(flat: string, start: number, end: number, lang: Lang): Sentence {
  const raw = flat.slice(start, end);
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  return { start: start + lead, end: start + lead + text.length, text, words: countWords(text, lang) };
}

/** The first few words of a sentence, to name it in a message: "Over the 3 months after the last…". */
export function openingWords(text: string, lang: Lang, count = 8): string {
  let seen = 0;
  for (const s of segmenter(wordSegmenters, lang, 'word').segment(text)) {
    if (s.isWordLike && ++seen > count) return `${text.slice(0, s.index).trimEnd().replace(/[\s,;:–—-]+$/, '')}…`;
  }
  return text;
}

/** Median and nearest-rank percentile of a list of counts (0 when empty). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);
