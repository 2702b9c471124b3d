// How far apart two spellings are, to suggest what a typo was meant to be: a technology
// (zodProblems.ts), a slug given to check:content (scripts/content/check/entry-argument.ts).

/** How many letters to add, drop or change to turn `a` into `b` (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}
