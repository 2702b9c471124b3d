import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlProblems } from '../html-validate.ts';
import { dist, htmlFiles, read } from './built.ts';

describe('every prerendered page is valid HTML (html-validate, recommended preset)', () => {
  it('finds the pages', () => {
    expect(htmlFiles.length).toBeGreaterThanOrEqual(20);
  });
  for (const file of htmlFiles) {
    it(file, async () => {
      expect(await htmlProblems(read(file).toString(), path.join(dist, file))).toEqual([]);
    });
  }
});
