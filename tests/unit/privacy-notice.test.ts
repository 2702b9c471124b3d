// The privacy notice's owner's facts (content/<lang>/privacy/notice.mdx): the same in both
// languages, a processor inside the European Economic Area, and the notice itself required, since
// every page's footer links it. Each problem names the file, the line and the field.
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

let content: TempContent | undefined;
afterEach(() => {
  content?.remove();
  content = undefined;
});
const problems = () => formatProblems(readContent(content!.dir, { includeDrafts: false }).problems);
const lineOf = (file: string, key: string) => content!.read(file).split('\n').findIndex((l) => l.includes(key)) + 1;

describe('the privacy notice', () => {
  it('is there in both languages, with no problem', () => {
    content = tempContent();
    expect(problems()).toBe('');
    const notices = readContent(content.dir, { includeDrafts: false }).content.entries.filter((e) => e.collection === 'privacy');
    expect(notices.map((e) => `${e.lang}/${e.slug}`)).toEqual(['en/notice', 'it/notice']);
  });

  it('refuses a mail provider outside the European Economic Area', () => {
    content = tempContent();
    for (const lang of ['en', 'it']) content.edit(`${lang}/privacy/notice.mdx`, (t) => t.replace('country: IT', 'country: US'));
    const line = lineOf('en/privacy/notice.mdx', 'country:');
    expect(problems()).toContain(`content/en/privacy/notice.mdx:${line} processor.country: must be the two-letter code of a country of the European Economic Area, e.g. "IT"`);
  });

  it('keeps its facts the same in both languages: the retention is one number', () => {
    content = tempContent();
    content.edit('it/privacy/notice.mdx', (t) => t.replace('months: 24', 'months: 12'));
    const line = lineOf('it/privacy/notice.mdx', 'months:');
    expect(problems()).toContain(`content/it/privacy/notice.mdx:${line} retention: must be the same in every language: content/en/privacy/notice.mdx has {"months":24}, this file has {"months":12}`);
  });

  it('is required: the footer of every page links it', () => {
    content = tempContent();
    for (const lang of ['en', 'it']) content.edit(`${lang}/privacy/notice.mdx`, (t) => t.replace('---\n\n', 'draft: true\n---\n\n'));
    expect(problems()).toContain('content/en/privacy/notice.mdx:1 privacy: the privacy notice is missing: every page\'s footer links /privacy');
  });
});
