// What a screen reader hears of a result's two figures (FigurePair, on the home tiles and the
// case-study cards): each figure named, before and after. Heard as "from 8–30 hours to 180 ms", or
// in Italian "da 8–30 ore a 180 ms", the pair reads as one range (a native read, r8).
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FigurePair } from '../../src/components/FigurePair.tsx';
import { readContent } from '../../src/content/read.ts';
import type { Result } from '../../src/content/results.ts';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import type { Lang } from '../../src/i18n/languages.ts';

const { content } = readContent(path.resolve('content'), { includeDrafts: true });

/** The text a screen reader reads: the markup without its styles and what is aria-hidden. */
function heard(result: Result, lang: Lang): string {
  const html = renderToStaticMarkup(createElement(I18nProvider, { lang, messages: content.ui[lang], children: createElement(FigurePair, { result }) }));
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const scoring: Result = {
  headline: 'Fraud scores in 180 ms at p99',
  metric: 'Time from transaction to fraud score',
  before: { value: [8, 30], unit: 'hours' },
  after: { value: 180, unit: 'ms', percentile: 'p99' },
  basis: 'Measured at the authorisation service.',
};

describe('a pair of figures, heard', () => {
  it('names each figure, so a range before does not run into the figure after', () => {
    expect(heard(scoring, 'en')).toBe('before: 8–30 hours; after: 180 ms at p99');
    expect(heard(scoring, 'it')).toBe('prima: 8–30 ore; dopo: 180 ms al p99');
  });

  it('says nothing of "from" or "to", in either language', () => {
    expect(heard(scoring, 'en')).not.toMatch(/\b(?:from|to)\b/);
    expect(heard(scoring, 'it')).not.toMatch(/\b(?:da|a)\b/);
  });

  it('reads a figure with no "before" alone, unnamed', () => {
    const { before: _before, ...alone } = scoring;
    expect(heard(alone, 'en')).toBe('180 ms at p99');
  });
});
