// A case study's results as data: the headline's length and numbers, and the figures as each
// language writes them.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContent } from '../../src/content/read.ts';
import { headlineProblems, indexChange, leadResult, summaryResults, wordCount, type Result, type ResultProblem } from '../../src/content/results.ts';
import { collections } from '../../src/content/schemas.ts';
import { figureDecimals, figureText, formatNumber, italianArticles, keepFigures, pairDecimals } from '../../src/i18n/figures.ts';
import { createTranslate } from '../../src/i18n/translate.ts';

/** The problems without where in the headline they start (content-errors.test.ts checks the columns). */
const withoutIndex = (problems: ResultProblem[]) => problems.map(({ index: _index, ...problem }) => problem);

const { content } = readContent(path.resolve('content'), { includeDrafts: true });
const t = { en: createTranslate(content.ui.en), it: createTranslate(content.ui.it) };

const claims: Result = {
  headline: 'Simple claims paid in 6 days on average, down from 19',
  metric: 'Average time from first notice of loss to payment',
  before: { value: 19, unit: 'days' },
  after: { value: 6, unit: 'days' },
  basis: 'The 6 months after the last claim type moved, against the same months a year earlier.',
};

describe('a headline', () => {
  it('counts words as a reader does: a figure with its unit sign is one word, a dash is none', () => {
    expect(wordCount('Fraud scores in 180 ms at p99 – before the decision')).toBe(10);
    expect(wordCount('Click-and-collect cancellations cut to 1.9%, from 7.8%')).toBe(7);
  });

  it('of at most 12 words passes; a longer one names its length and the limit', () => {
    expect(withoutIndex(headlineProblems(claims, 'en'))).toEqual([]);
    const long = { ...claims, headline: 'Simple claims were paid in 6 days on average, which is down from 19 before' };
    expect(withoutIndex(headlineProblems(long, 'en'))).toEqual([{ path: ['headline'], message: '15 words; a headline has at most 12, to be read at a glance: move the detail to basis' }]);
  });

  it('may write the figures, and the change between them, in its language', () => {
    expect(withoutIndex(headlineProblems({ ...claims, headline: 'Simple claims paid 13 days sooner, 68% faster' }, 'en'))).toEqual([]);
    const index = { ...claims, headline: 'Issuing banks\' fraud losses down 38% year on year', before: { value: 100, unit: 'index' }, after: { value: 62, unit: 'index' } } as const;
    expect(withoutIndex(headlineProblems(index, 'en'))).toEqual([]);
    const share = { ...claims, headline: 'Cancellazioni per mancanza di merce scese all\'1,9%, dal 7,8%', before: { value: 7.8, unit: 'percent' }, after: { value: 1.9, unit: 'percent' } } as const;
    expect(withoutIndex(headlineProblems(share, 'it'))).toEqual([]);
    const thousands = { ...claims, headline: 'Picchi di 4.200 tx/s valutati in tempo reale', before: undefined, after: { value: 4200, unit: 'tx/s' } } as const;
    expect(withoutIndex(headlineProblems(thousands, 'it'))).toEqual([]);
    expect(withoutIndex(headlineProblems({ ...thousands, headline: 'Peaks of 4,200 tx/s scored in real time' }, 'en'))).toEqual([]);
  });

  it('may not write a number that is not one of its figures', () => {
    expect(withoutIndex(headlineProblems({ ...claims, headline: 'Simple claims paid in 5 days on average, down from 19' }, 'en'))).toEqual([
      { path: ['headline'], message: '"5" is neither a figure of this result (19 and 6) nor the change between them (13 and 68%): correct the headline or the figures' },
    ]);
    // An Italian number written the English way reads as another number.
    const share = { ...claims, headline: 'Annullamenti scesi all\'1.9%', before: { value: 7.8, unit: 'percent' }, after: { value: 1.9, unit: 'percent' } } as const;
    expect(withoutIndex(headlineProblems(share, 'it')).map((p) => p.message)).toEqual(['"1.9%" is neither a figure in per cent nor the change in per cent of this result (7,8%, 1,9% and 76%): correct the headline or the figures']);
  });

  it('rounds the change between the figures to as many decimals as the headline writes it', () => {
    // 7.8% to 1.9%: 5.9 points less, 75.64% less.
    const share = { ...claims, before: { value: 7.8, unit: 'percent' }, after: { value: 1.9, unit: 'percent' } } as const;
    for (const headline of ['Cancellations down 76%', 'Cancellations down 75.6%', 'Cancellations down 5.9 points']) expect(withoutIndex(headlineProblems({ ...share, headline }, 'en')), headline).toEqual([]);
    expect(withoutIndex(headlineProblems({ ...share, headline: 'Cancellations down 75%' }, 'en')).map((p) => p.message)).toEqual(['"75%" is neither a figure in per cent nor the change in per cent of this result (7.8%, 1.9% and 76%): correct the headline or the figures']);
  });

  it('has no change between figures in different units: hours to seconds is written as the two figures', () => {
    const stock = { ...claims, before: { value: 4, unit: 'hours', qualifier: 'up to' }, after: { value: 5, unit: 'seconds', qualifier: 'under' } } as const;
    expect(withoutIndex(headlineProblems({ ...stock, headline: 'Stock online in under 5 seconds, from up to 4 hours' }, 'en'))).toEqual([]);
    // 4 - 5 and 5/4 are numbers of no unit at all: a headline may not claim them.
    expect(withoutIndex(headlineProblems({ ...stock, headline: 'Stock online 1 hour sooner, 25% faster' }, 'en')).map((p) => p.message)).toEqual([
      '"1" is neither a figure of this result (4 and 5): correct the headline or the figures',
      '"25%" is a percentage, and this result has no figure in per cent and no change in per cent: correct the headline or the figures',
    ]);
  });

  it('names a percentile only when a figure is at that percentile', () => {
    const latency = { ...claims, headline: 'Fraud scores in 180 ms at p99', before: { value: [8, 30], unit: 'hours' }, after: { value: 180, unit: 'ms', percentile: 'p99' } } as const;
    expect(withoutIndex(headlineProblems(latency, 'en'))).toEqual([]);
    expect(withoutIndex(headlineProblems({ ...latency, headline: 'Fraud scores in 180 ms at p95' }, 'en')).map((p) => p.message)).toEqual(['"p95" is not the percentile of a figure of this result (p99): correct the headline or the figures']);
    expect(withoutIndex(headlineProblems({ ...latency, headline: 'Fraud scores 8–30 hours sooner' }, 'en'))).toEqual([]);
  });

  it('writes a percentage only for a figure in per cent or the change in per cent, in both languages', () => {
    // 40 ms to 26 ms is 35% lower: "down 40%" reads the before figure as a percentage.
    const latency = { ...claims, headline: 'Latency down 40%, from 40 ms to 26 ms', before: { value: 40, unit: 'ms' }, after: { value: 26, unit: 'ms' } } as const;
    expect(withoutIndex(headlineProblems(latency, 'en'))).toEqual([{ path: ['headline'], message: '"40%" is neither a figure in per cent nor the change in per cent of this result (35%): correct the headline or the figures' }]);
    expect(withoutIndex(headlineProblems({ ...latency, headline: 'Latenza scesa del 40 per cento, da 40 ms a 26 ms' }, 'it'))).toEqual([{ path: ['headline'], message: '"40%" is neither a figure in per cent nor the change in per cent of this result (35%): correct the headline or the figures' }]);
    expect(withoutIndex(headlineProblems({ ...latency, headline: 'Latency 35% lower, from 40 ms to 26 ms' }, 'en'))).toEqual([]);
    // Percentage points are not per cent: from 7.8% to 1.9% is 5.9 points, a 76% drop.
    const share = { ...claims, headline: 'Cancellations down 5.9%', before: { value: 7.8, unit: 'percent' }, after: { value: 1.9, unit: 'percent' } } as const;
    expect(withoutIndex(headlineProblems(share, 'en'))).toEqual([{ path: ['headline'], message: '"5.9%" is neither a figure in per cent nor the change in per cent of this result (7.8%, 1.9% and 76%): correct the headline or the figures' }]);
  });

  it('writes a figure of a pair to the precision the page shows it with: "5.0" beside "3.1", in each language', () => {
    const losses = { ...claims, headline: 'Fraud losses down from 5.0 to 3.1 bps', before: { value: 5, unit: 'bps' }, after: { value: 3.1, unit: 'bps' } } as const;
    expect(withoutIndex(headlineProblems(losses, 'en'))).toEqual([]);
    expect(withoutIndex(headlineProblems({ ...losses, headline: 'Perdite per frode scese da 5,0 a 3,1 pb' }, 'it'))).toEqual([]);
    expect(withoutIndex(headlineProblems({ ...losses, headline: 'Fraud losses down from 5 to 3.1 bps' }, 'en')).map((p) => p.message)).toEqual([
      '"5" is written with fewer decimals than the figures (5.0 and 3.1), and so reads as rounded: write "5.0"',
    ]);
    expect(withoutIndex(headlineProblems({ ...losses, headline: 'Perdite per frode scese da 5 a 3,1 pb' }, 'it')).map((p) => p.message)).toEqual([
      '"5" is written with fewer decimals than the figures (5,0 and 3,1), and so reads as rounded: write "5,0"',
    ]);
    // A figure in another unit keeps its own precision: "4 hours" beside "2.5 seconds" is not rounded.
    const stock = { ...claims, headline: 'Stock online in 2.5 seconds, from 4 hours', before: { value: 4, unit: 'hours' }, after: { value: 2.5, unit: 'seconds' } } as const;
    expect(withoutIndex(headlineProblems(stock, 'en'))).toEqual([]);
  });

  it('without figures may carry no number at all', () => {
    const etl = { headline: 'Oracle ETL switched off, night run included', basis: 'Switched off after a month side by side.' };
    expect(withoutIndex(headlineProblems(etl, 'en'))).toEqual([]);
    expect(withoutIndex(headlineProblems({ ...etl, headline: 'Oracle ETL and its 6-hour night run switched off' }, 'en')).map((p) => p.message)).toEqual(['"6" is not a figure of this result (it has none): move the number to basis, or give the result its figures']);
  });
});

describe('a figure, as each language writes it', () => {
  it('formats numbers per locale, thousands always grouped, negatives with the minus sign', () => {
    expect(formatNumber(4200, 'en')).toBe('4,200');
    expect(formatNumber(4200, 'it')).toBe('4.200');
    expect(formatNumber(0.4, 'en')).toBe('0.4');
    expect(formatNumber(0.4, 'it')).toBe('0,4');
    expect(formatNumber(-41, 'en')).toBe('−41');
  });

  it.each([
    [{ value: 4200, unit: 'tx/s' }, '4,200 tx/s', '4.200 tx/s'],
    [{ value: 0.4, unit: 'percent' }, '0.4%', '0,4%'],
    [{ value: 1, unit: 'days' }, '1 day', '1 giorno'],
    [{ value: 6, unit: 'days' }, '6 days', '6 giorni'],
    [{ value: [8, 30], unit: 'hours' }, '8–30 hours', '8–30 ore'],
    [{ value: 60, unit: 'count', qualifier: 'about' }, 'about 60', 'circa 60'],
    [{ value: 4, unit: 'hours', qualifier: 'up to' }, 'up to 4 hours', 'fino a 4 ore'],
    [{ value: 5, unit: 'seconds', qualifier: 'under', percentile: 'p99' }, 'under 5 seconds at p99', 'meno di 5 secondi al p99'],
    [{ value: 100, unit: 'index' }, '100', '100'],
  ] as const)('%j: "%s", "%s"', (figure, en, it) => {
    expect(figureText(figure, 'en', t.en)).toBe(en);
    expect(figureText(figure, 'it', t.it)).toBe(it);
  });
});

describe('the two figures of a result', () => {
  const losses = { before: { value: 5, unit: 'bps' }, after: { value: 3.1, unit: 'bps' } } as const;

  it('are written to the precision of the more precise one, so the baseline does not read as rounded', () => {
    const places = pairDecimals(losses.before, losses.after);
    expect(places).toBe(1);
    expect([figureText(losses.before, 'en', t.en, places), figureText(losses.after, 'en', t.en, places)]).toEqual(['5.0 bps', '3.1 bps']);
    expect([figureText(losses.before, 'it', t.it, places), figureText(losses.after, 'it', t.it, places)]).toEqual(['5,0 pb', '3,1 pb']);
    // Whichever is the more precise: the after figure is padded too.
    const rate = { before: { value: 7.85, unit: 'percent' }, after: { value: 2, unit: 'percent' } } as const;
    expect(pairDecimals(rate.before, rate.after)).toBe(2);
    expect(figureText(rate.after, 'en', t.en, 2)).toBe('2.00%');
    expect(figureText(rate.after, 'it', t.it, 2)).toBe('2,00%');
  });

  it('keep their own precision when they are in different units, or one stands alone', () => {
    expect(pairDecimals({ value: [8, 30], unit: 'hours' }, { value: 0.5, unit: 'ms' })).toBe(0);
    expect(pairDecimals(undefined, { value: 0.01, unit: 'percent' })).toBe(0);
    expect(figureText({ value: 0.01, unit: 'percent', qualifier: 'under' }, 'it', t.it, 0)).toBe('meno dello 0,01%');
    expect(figureText({ value: 0.01, unit: 'percent', qualifier: 'under' }, 'en', t.en, 0)).toBe('under 0.01%');
    expect(figureText({ value: 5, unit: 'seconds', qualifier: 'under' }, 'it', t.it, 0)).toBe('meno di 5 secondi');
  });

  it('read a percentage in Italian with the article its number takes', () => {
    const it_ = (value: number, qualifier: 'about' | 'under' | 'up to') => figureText({ value, unit: 'percent', qualifier }, 'it', t.it, 0);
    expect([it_(5, 'under'), it_(8, 'under'), it_(11, 'about'), it_(80, 'up to'), it_(1, 'about'), it_(18, 'up to'), it_(100, 'about')])
      .toEqual(['meno del 5%', 'meno dell’8%', 'circa l’11%', 'fino all’80%', 'circa l’1%', 'fino al 18%', 'circa il 100%']);
    expect(italianArticles(8000).il).toBe('l’');
    expect(italianArticles(1000).il).toBe('il ');
  });

  it('write a range\'s ends alike, and a number with decimals in the plural', () => {
    expect(figureDecimals({ value: [2.5, 4], unit: 'hours' })).toBe(1);
    expect(figureText({ value: [2.5, 4], unit: 'hours' }, 'en', t.en)).toBe('2.5–4.0 hours');
    expect(figureText({ value: [2.5, 4], unit: 'hours' }, 'it', t.it)).toBe('2,5–4,0 ore');
    expect(figureText({ value: 1, unit: 'days' }, 'en', t.en, 1)).toBe('1.0 days');
    expect(figureText({ value: 1, unit: 'days' }, 'it', t.it, 1)).toBe('1,0 giorni');
    expect(formatNumber(4200, 'it', 1)).toBe('4.200,0');
  });
});

describe('a headline on the page', () => {
  it('keeps each number with the word after it, so no line ends between them', () => {
    expect(keepFigures('Fraud scores in 180 ms at p99, down from 19')).toBe('Fraud scores in 180\u00a0ms at p99, down from 19');
    expect(keepFigures("Annullamenti scesi all'1,9%, dal 7,8%")).toBe("Annullamenti scesi all'1,9%, dal 7,8%");
  });
});

describe('an index', () => {
  const calls: Result = { headline: 'Claim status calls down 41%', metric: 'Claim status calls (index)', before: { value: 100, unit: 'index' }, after: { value: 59, unit: 'index' }, basis: 'A year earlier (100).' };

  it('is shown as its change in per cent of the base, written as each language writes it', () => {
    const change = indexChange(calls)!;
    expect(change).toEqual({ value: -41, unit: 'percent' });
    expect([figureText(change, 'en', t.en), figureText(change, 'it', t.it)]).toEqual(['−41%', '−41%']);
  });

  it('is the only figure shown as a change: days, counts and a lone index keep their own values', () => {
    expect(indexChange(claims)).toBeUndefined();
    expect(indexChange({ ...calls, before: undefined })).toBeUndefined();
    expect(indexChange({ ...calls, before: { value: 0, unit: 'index' } })).toBeUndefined();
  });
});

// The payments story's loss rate fell while the risk team relaxed its rules (r8): its caveat cannot
// travel with a headline on a card, so the cards, the home tile and the feed leave it out, by data.
describe('the results a summary shows (cards, the home tile, the feed)', () => {
  const latency: Result = { headline: 'Fraud scores in 180 ms at p99', metric: 'Time to score', after: { value: 180, unit: 'ms', percentile: 'p99' }, basis: 'Six months.' };
  const declines: Result = { headline: 'Static-rule declines of genuine payments down from 0.9 to 0.4 bps', metric: 'Declines', before: { value: 0.9, unit: 'bps' }, after: { value: 0.4, unit: 'bps' }, basis: 'The same months a year earlier.' };
  const losses: Result = { headline: 'Fraud losses down 38% year on year, from 5.0 to 3.1 bps', metric: 'Losses', before: { value: 5, unit: 'bps' }, after: { value: 3.1, unit: 'bps' }, attributable: false, basis: 'The risk team relaxed its rules in the same months.' };

  it('are those our work alone brought about, in their order', () => {
    expect(summaryResults([latency, losses, declines])).toEqual([latency, declines]);
    expect(summaryResults([latency, { ...declines, attributable: true }])).toHaveLength(2);
  });

  it('lead with the first of them that has figures, never with one that other changes also moved', () => {
    expect(leadResult([latency, declines, losses])).toBe(latency);
    expect(leadResult([losses, declines])).toBe(declines);
    expect(leadResult([{ headline: 'ETL switched off', basis: 'Nightly.' }, losses])).toBeUndefined();
  });

  it('are the real payments story’s: its losses stay on its page only', () => {
    const payments = (lang: 'en' | 'it') => content.entries.find((e) => e.collection === 'case-studies' && e.slug === 'payments-fraud-detection' && e.lang === lang)!.data as { results: Result[] };
    for (const lang of ['en', 'it'] as const) {
      const { results } = payments(lang);
      const kept = summaryResults(results);
      expect(kept.map((r) => r.after?.value), lang).toEqual([180, 0.01, 0.4]);
      expect(results.filter((r) => !kept.includes(r)).map((r) => r.after?.value), lang).toEqual([3.1]);
    }
  });

  it('are checked: a story whose every result with figures is not attributable is refused', () => {
    const results = collections['case-studies'].schema.shape.results;
    expect(results.safeParse([latency, losses]).success).toBe(true);
    const refused = results.safeParse([{ ...latency, attributable: false }, losses]);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/a result our work alone brought about, one without "attributable: false"/);
  });
});
