// The rows of an entry's review: the English changes and the Italian lined up on one table,
// removed blocks beside what still says them, and each problem on its block.
import type { Problem } from '../../../src/content/problems.ts';
import type { Block } from '../language/blocks.ts';
import { pairTranslation, type BlockChange } from './compare.ts';
import type { ReviewRow } from './review-data.ts';

/**
 * Lines up three sequences: the English changes (old and new English, in the new order) and
 * the new English paired with the Italian. A removed English block takes the row of an Italian
 * block left without a partner at the same place: the Italian still says what English dropped.
 */
export function mergeRows(changes: BlockChange[], pairs: [Block | undefined, Block | undefined][]): { change: BlockChange; it?: Block }[] {
  const rows: { change: BlockChange; it?: Block }[] = [];
  let removed: BlockChange[] = [];
  let lone: Block[] = [];
  const flush = () => {
    const n = Math.max(removed.length, lone.length);
    for (let i = 0; i < n; i++) {
      const change = removed[i] ?? { change: 'same' as const };
      rows.push(lone[i] ? { change, it: lone[i] } : { change });
    }
    removed = [];
    lone = [];
  };
  let p = 0;
  for (const change of changes) {
    if (!change.after) {
      removed.push(change);
      continue;
    }
    while (p < pairs.length && pairs[p]![0] !== change.after) {
      if (!pairs[p]![0] && pairs[p]![1]) lone.push(pairs[p]![1]!);
      p++;
    }
    flush();
    rows.push({ change, it: pairs[p]?.[1] });
    p++;
  }
  for (; p < pairs.length; p++) if (!pairs[p]![0] && pairs[p]![1]) lone.push(pairs[p]![1]!);
  flush();
  return rows;
}

/** Italian blocks removed in this review, struck, beside the English blocks left without a partner. */
export function showRemovedItalian(rows: ReviewRow[], removed: Block[]): void {
  const lone = new Map(rows.flatMap((row) => (row.en && !row.it ? [[row.en, row] as const] : [])));
  for (const [english, gone] of pairTranslation([...lone.keys()], removed)) {
    const row = english && lone.get(english);
    if (!row || !gone) continue;
    row.itRemoved = gone;
    row.itChange = 'removed';
    row.itDiff = [{ text: gone.text, change: 'removed' }];
  }
}

/** Puts each problem on the row of the block it is about, or leaves it for the entry. */
export function placeProblems(rows: ReviewRow[], problems: Problem[], side: 'en' | 'it'): Problem[] {
  const left: Problem[] = [];
  for (const problem of problems) {
    const row = rows.find((r) => {
      const block = r[side];
      if (!block) return false;
      if (block.kind === 'field') return block.field === problem.field;
      return problem.field === 'body' && problem.line >= block.line && problem.line <= block.endLine;
    });
    if (row) row.problems[side].push(problem);
    else left.push(problem);
  }
  return left;
}

