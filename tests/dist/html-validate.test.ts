import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { dist, htmlFiles, read } from './built.ts';

// Reads .htmlvalidate.mjs at the project root, as the html-validate CLI does.
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe('every prerendered page is valid HTML (html-validate, recommended preset)', () => {
  it('finds the pages', () => {
    expect(htmlFiles.length).toBeGreaterThanOrEqual(20);
  });
  for (const file of htmlFiles) {
    it(file, async () => {
      const report = await validator.validateString(read(file).toString(), path.join(dist, file));
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`));
      expect(messages).toEqual([]);
    });
  }
});
