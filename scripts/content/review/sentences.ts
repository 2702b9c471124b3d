// The review points at sentences: in a changed English paragraph, which sentences changed, and in
// the Italian beside it the sentences at the same positions, when both have as many sentences.
// Otherwise the row says the counts differ, and the reviewer lines them up by reading.
import type { Lang } from '../../../src/i18n/languages.ts';
import { normalize, type Block } from '../language/blocks.ts';
import { segmentSentences } from '../language/sentences.ts';
import type { DiffPart } from './wordDiff.ts';

export interface SentencePointer {
  /** Positions (from 0) of the English sentences that changed. */
  changed: number[];
  /** How many sentences each side has. */
  en: number;
  it: number;
  /** The Italian sentences at those positions, as offsets into the Italian text, whitespace
   * collapsed (the text the review shows); empty when the counts differ. */
  marks: [number, number][];
}

/** Prose blocks, where a sentence is the unit a reader re-reads. */
const prose = new Set<Block['kind']>(['paragraph', 'item', 'field']);

/** Which sentences of the new English text a word diff touched (added words, or words removed there). */
export function changedSentences(diff: readonly DiffPart[], lang: Lang = 'en'): { count: number; changed: number[] } {
  const added: [number, number][] = [];
  const removedAt: number[] = [];
  let text = '';
  for (const part of diff) {
    if (part.change === 'removed') {
      removedAt.push(text.length);
      continue;
    }
    if (part.change === 'added') added.push([text.length, text.length + part.text.length]);
    text += part.text;
  }
  const sentences = segmentSentences(text, lang);
  const changed = sentences.flatMap((s, i) => {
    // A sentence owns the spaces after it, up to the next one.
    const end = sentences[i + 1]?.start ?? text.length;
    const touched = added.some(([a, b]) => a < end && b > s.start && text.slice(Math.max(a, s.start), Math.min(b, end)).trim() !== '') || removedAt.some((at) => at > s.start && at < s.end);
    return touched ? [i] : [];
  });
  return { count: sentences.length, changed };
}

/** The pointer for a row whose English prose changed, with the Italian beside it. */
export function pointSentences(en: Block, it: Block | undefined, diff: readonly DiffPart[] | undefined, lang: Lang): SentencePointer | undefined {
  if (!it || !diff || !prose.has(en.kind) || en.kind !== it.kind) return undefined;
  const { count, changed } = changedSentences(diff);
  if (count < 2 || changed.length === 0) return undefined;
  const italian = segmentSentences(normalize(it.text), lang);
  const marks = italian.length === count ? changed.map((i): [number, number] => [italian[i]!.start, italian[i]!.end]) : [];
  return { changed, en: count, it: italian.length, marks };
}

export type MarkedPart = DiffPart & { mark?: true };

/** Splits the parts of a text (a word diff, or the whole text as one part) so that the ranges are
 * marked; ranges are offsets into the text the parts spell out, removed parts left aside. */
export function markRanges(parts: readonly DiffPart[], ranges: readonly [number, number][]): MarkedPart[] {
  if (ranges.length === 0) return [...parts];
  const out: MarkedPart[] = [];
  let at = 0;
  const inMark = (i: number) => ranges.some(([a, b]) => i >= a && i < b);
  for (const part of parts) {
    if (part.change === 'removed') {
      out.push(part);
      continue;
    }
    let from = 0;
    for (let i = 1; i <= part.text.length; i++) {
      if (i === part.text.length || inMark(at + i) !== inMark(at + from)) {
        const piece: MarkedPart = { ...part, text: part.text.slice(from, i) };
        if (inMark(at + from)) piece.mark = true;
        out.push(piece);
        from = i;
      }
    }
    at += part.text.length;
  }
  return out;
}

/** "English 5 sentences, Italian 4": said on a row when they cannot be lined up by position. */
export const countsDiffer = (p: SentencePointer, name: string) => `English has ${p.en} sentences, ${name} ${p.it}: find the ${name} for the changed English sentence${p.changed.length > 1 ? 's' : ''} (${p.changed.map((i) => i + 1).join(', ')}) by reading`;

/** "sentences 2 and 4 of 5 changed": said on a row when they are marked. */
export const marked = (p: SentencePointer) => `English sentence${p.changed.length > 1 ? 's' : ''} ${p.changed.map((i) => i + 1).join(', ')} of ${p.en} changed: the ${p.changed.length > 1 ? 'sentences' : 'sentence'} at the same place marked`;
