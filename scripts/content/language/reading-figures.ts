// How hard an entry is to read, in figures a reviewer can compare between two versions: its
// sentences (how many, the median and the longest, in words) and a readability index made for
// its language. English: Flesch reading ease (wooorm's `flesch`, syllables by `syllable`), higher
// is easier, 60–70 plain English. Italian: Gulpease, 89 + (300 × sentences − 10 × letters) / words,
// which needs no syllables; higher is easier, under 40 hard even for a reader with a diploma.
import { flesch } from 'flesch';
import { syllable } from 'syllable';
import type { Lang } from '../../../src/i18n/languages.ts';
import type { ProseUnit } from './prose-units.ts';
import { median, segmentSentences, wordsOf } from './sentences.ts';

export interface ReadingFigures {
  sentences: number;
  /** Words in the median sentence, and in the longest. */
  median: number;
  longest: number;
  index: { name: 'Flesch reading ease' | 'Gulpease'; value: number };
}

const indexName = { en: 'Flesch reading ease', it: 'Gulpease' } as const;

/** The figures of an entry's prose units in one language (undefined without a sentence). */
export function readingFigures(units: readonly ProseUnit[], lang: Lang): ReadingFigures | undefined {
  const counts: number[] = [];
  let words = 0;
  let letters = 0;
  let syllables = 0;
  for (const unit of units) {
    for (const sentence of segmentSentences(unit.text, lang)) {
      counts.push(sentence.words);
      for (const word of wordsOf(sentence.text, lang)) {
        words++;
        letters += word.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
        if (lang === 'en') syllables += Math.max(1, syllable(word));
      }
    }
  }
  if (counts.length === 0 || words === 0) return undefined;
  const value = lang === 'en' ? flesch({ sentence: counts.length, word: words, syllable: syllables }) : 89 + (300 * counts.length - 10 * letters) / words;
  return { sentences: counts.length, median: median(counts), longest: Math.max(...counts), index: { name: indexName[lang], value: Math.round(value) } };
}
