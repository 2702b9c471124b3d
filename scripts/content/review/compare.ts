// Lining blocks up: an English text with its earlier version (what changed, word by word), and
// an English text with its translation (which Italian block says the same thing).
import type { Block, EntryText } from '../language/blocks.ts';
import { align, type Aligned } from './align.ts';
import { hasChanges, wordDiff, type DiffPart } from './wordDiff.ts';

export type Change = 'same' | 'changed' | 'added' | 'removed';

export interface BlockChange {
  before?: Block;
  after?: Block;
  change: Change;
  /** The word diff, when the block changed. */
  diff?: DiffPart[];
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Dice coefficient of the two texts' words: 1 for the same words, 0 for none in common. */
export function wordSimilarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (x.length + y.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const w of x) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of y) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      common++;
      counts.set(w, c - 1);
    }
  }
  return (2 * common) / (x.length + y.length);
}

/** "results.2" -> "results": list items of one field may pair whatever their index. */
const fieldName = (block: Block) => block.field?.split('.')[0];

/** Two versions of one language: the same kind, and the closer the words the better. */
function versionScore(a: Block, b: Block): number {
  if (a.kind !== b.kind || fieldName(a) !== fieldName(b)) return 0;
  return 0.1 + wordSimilarity(a.text, b.text) + (a.field !== undefined && a.field === b.field ? 0.05 : 0);
}

/** What happened to each block between two versions of a text, in the new version's order. */
export function compareVersions(before: EntryText, after: EntryText): BlockChange[] {
  const pairs = [...align(before.fields, after.fields, versionScore), ...align(before.body, after.body, versionScore)];
  return pairs.map(([old, now]): BlockChange => {
    if (!old) return { after: now!, change: 'added' };
    if (!now) return { before: old, change: 'removed' };
    const diff = wordDiff(old.text, now.text, now.kind === 'code');
    return hasChanges(diff) ? { before: old, after: now, change: 'changed', diff } : { before: old, after: now, change: 'same' };
  });
}

/** Numbers, names and code: what a translation keeps ("4,200" and "4.200" are one number). */
function invariants(text: string): Set<string> {
  const numbers = (text.match(/\d[\d.,]*/g) ?? []).map((n) => n.replace(/[.,]/g, ''));
  const names = (text.match(/(?<=\S\s+)\p{Lu}[\p{L}\p{N}]*|[\p{L}]*\p{Lu}[\p{L}]*\p{Lu}[\p{L}\p{N}]*/gu) ?? []).map((w) => w.toLowerCase());
  return new Set([...numbers, ...names]);
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size + b.size === 0) return 0;
  let common = 0;
  for (const x of a) if (b.has(x)) common++;
  return common / (a.size + b.size - common);
}

/** A block and its translation: the same kind and place in the file, sharing numbers and names. */
function translationScore(a: Block, b: Block): number {
  if (a.kind !== b.kind) return 0;
  if (a.kind === 'field') return a.field === b.field ? 1 : 0;
  const alike = [a.depth === b.depth, a.group === b.group, a.lang === b.lang, a.src === b.src].filter(Boolean).length;
  return 1 + alike * 0.25 + 2 * overlap(invariants(a.text), invariants(b.text));
}

/** Each English block with the translated block that says the same thing. */
export function pairTranslation(source: readonly Block[], translation: readonly Block[]): Aligned<Block, Block>[] {
  return align(source, translation, translationScore);
}
