// Pairs two sequences in order, the way a reader lines up two versions of a text: as many
// good pairs as possible, none crossing, and anything left over on its own row.

/** [a, b] paired; [a, undefined] or [undefined, b] alone. */
export type Aligned<A, B> = [A | undefined, B | undefined];

/**
 * The order-keeping pairing with the highest total score (a Needleman-Wunsch alignment with
 * free gaps). `score` says how well two items match; 0 or less means they never pair.
 */
export function align<A, B>(a: readonly A[], b: readonly B[], score: (x: A, y: B) => number): Aligned<A, B>[] {
  const n = a.length;
  const m = b.length;
  const pair = a.map((x) => b.map((y) => score(x, y)));
  // best[i][j]: the best total for a[i..] and b[j..].
  const best = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const s = pair[i]![j]!;
      const diagonal = s > 0 ? s + best[i + 1]![j + 1]! : -Infinity;
      best[i]![j] = Math.max(diagonal, best[i + 1]![j]!, best[i]![j + 1]!);
    }
  }
  const out: Aligned<A, B>[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    const s = pair[i]![j]!;
    if (s > 0 && best[i]![j] === s + best[i + 1]![j + 1]!) out.push([a[i++], b[j++]]);
    else if (best[i]![j] === best[i + 1]![j]) out.push([a[i++], undefined]);
    else out.push([undefined, b[j++]]);
  }
  while (i < n) out.push([a[i++], undefined]);
  while (j < m) out.push([undefined, b[j++]]);
  return out;
}
