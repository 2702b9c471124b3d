// Readability: a sentence over 30 words is a warning, over 40 an error, in both languages, named by
// file:line:col and its opening words. Sentences and words are cut by Intl.Segmenter
// (sentences.ts); what counts as prose is in prose-units.ts.
import type { Lang } from '../../../src/i18n/languages.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { languageCheck } from './check-units.ts';
import type { ContentFile } from './content-files.ts';
import { lineAndColumn, uiUnits, unitsOf, type ProseUnit } from './prose-units.ts';
import { openingWords, segmentSentences } from './sentences.ts';

/** Over this many words a sentence is a warning. */
export const warnOver = 30;
/** Over this many words a sentence is an error. */
export const errorOver = 40;

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

const quote = (s: LongSentence) => `"${openingWords(s.text, s.lang)}"`;

/** The problems of these long sentences: a warning over `warnOver` words, an error over `errorOver`. */
export function readabilityProblems(found: readonly LongSentence[]): Problem[] {
  return found.map((s) => {
    const where = { file: s.file, line: s.line, column: s.column, field: s.field };
    if (s.words <= errorOver) {
      return { ...where, severity: 'warning', message: `${quote(s)}: ${s.words} words in one sentence; over ${warnOver} is hard to follow on a phone: consider splitting it (readability)` };
    }
    return { ...where, message: `${quote(s)}: ${s.words} words in one sentence; over ${errorOver} is too long to follow: split it (readability)` };
  });
}

/** An entry or a ui.json as a prose file; none for an entry whose frontmatter is broken. */
function proseFileOf(file: ContentFile): ProseFile | undefined {
  if (file.kind === 'ui') return { file: file.file, lang: file.lang, source: file.text, units: uiUnits(file.text) };
  return file.source().broken ? undefined : { file: file.file, lang: file.lang, source: file.text, units: unitsOf(file) };
}

export const readabilityCheck = languageCheck({
  name: 'readability',
  shared: {},
  units: (content) => [...content.entries, ...content.ui].map((file) => ({ id: file.file, files: [file] })),
  start: () => ({ check: ({ files }) => readabilityProblems(longSentences(files.flatMap((file) => proseFileOf(file) ?? []))) }),
});
