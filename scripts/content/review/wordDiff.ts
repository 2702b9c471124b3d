// The words that changed between two versions of a block: old ones struck, new ones marked.
import { diffWords, diffWordsWithSpace } from 'diff';
import { normalize } from '../language/blocks.ts';

export interface DiffPart {
  text: string;
  /** "removed" (in the old text only), "added" (in the new only), or neither. */
  change?: 'added' | 'removed';
}

/** Prose is compared word by word, whitespace aside; code keeps its line breaks and indentation. */
export function wordDiff(before: string, after: string, code = false): DiffPart[] {
  const parts = code ? diffWordsWithSpace(before, after) : diffWords(normalize(before), normalize(after));
  return parts.map((p) => (p.added ? { text: p.value, change: 'added' } : p.removed ? { text: p.value, change: 'removed' } : { text: p.value }));
}

/** Whether a diff changes anything. */
export const hasChanges = (parts: readonly DiffPart[]) => parts.some((p) => p.change);
