// The one edit distance the checks suggest a meant spelling with (technologies, slugs).
import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/content/editDistance.ts';

describe('editDistance', () => {
  it('counts the letters to add, drop or change', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('flink', 'flink')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('flnk', 'flink')).toBe(1);
    expect(editDistance('davide-feraris', 'davide-ferraris')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('is symmetric', () => {
    for (const [a, b] of [['parcel-traking', 'parcel-tracking'], ['apache flnk', 'apache flink'], ['kafka', 'camel']] as const) expect(editDistance(a, b)).toBe(editDistance(b, a));
  });
});
