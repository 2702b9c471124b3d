// The offer's prices as data: written once, checked as facts (the same in both languages),
// formatted per locale with their VAT note, and given to search engines as PriceSpecifications.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { priceSchema, type Price } from '../../src/content/prices.ts';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { settingsSchema, type Settings } from '../../src/content/settings.ts';
import { countInWords } from '../../src/i18n/countWords.ts';
import { formatMoney, pricePhrase, priceText } from '../../src/i18n/money.ts';
import { createTranslate } from '../../src/i18n/translate.ts';
import { engagementOffers, offer, priceSpecification } from '../../src/seo/offers.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

const ui = (lang: 'en' | 'it') => createTranslate(JSON.parse(readFileSync(`content/${lang}/ui.json`, 'utf8')) as Record<string, string>);
const en = ui('en');
const it_ = ui('it');
const nbsp = '\u00a0';

let content: TempContent | undefined;
afterEach(() => {
  content?.remove();
  content = undefined;
});
const reportAfter = (change: (c: TempContent) => void) => {
  content = tempContent();
  change(content);
  return formatProblems(readContent(content.dir, { includeDrafts: true }).problems);
};
const lineOf = (file: string, needle: string, from = 0) => readFileSync(path.join(content!.dir, file), 'utf8').split('\n').findIndex((l, i) => i >= from && l.includes(needle)) + 1;

describe('a price, as each language writes it', () => {
  it('puts the currency where the locale does, groups thousands, and shows cents only when there are some', () => {
    expect(formatMoney(1900, 'EUR', 'en')).toBe('€1,900');
    expect(formatMoney(1900, 'EUR', 'it')).toBe(`1.900${nbsp}€`);
    expect(formatMoney(1050, 'EUR', 'it')).toBe(`1.050${nbsp}€`);
    expect(formatMoney(12500.5, 'EUR', 'en')).toBe('€12,500.50');
    expect(formatMoney(12500.5, 'EUR', 'it')).toBe(`12.500,50${nbsp}€`);
    expect(formatMoney(900, 'CHF', 'en')).toBe(`CHF${nbsp}900`);
  });

  it('says "from" and per what, and the VAT note beside it, with a comma once words follow the amount', () => {
    expect(pricePhrase({ fixed: 1900 }, 'EUR', 'en', en).text).toBe('€1,900 excluding VAT');
    expect(pricePhrase({ fixed: 1900 }, 'EUR', 'it', it_).text).toBe(`1.900${nbsp}€ IVA esclusa`);
    expect(pricePhrase({ from: 7500 }, 'EUR', 'en', en).text).toBe('from €7,500 excluding VAT');
    expect(pricePhrase({ from: 7500 }, 'EUR', 'it', it_).text).toBe(`da 7.500${nbsp}€ IVA esclusa`);
    expect(pricePhrase({ fixed: 1050 }, 'EUR', 'en', en, 'engineerDay').text).toBe('€1,050 per engineer-day, excluding VAT');
    expect(pricePhrase({ fixed: 1050 }, 'EUR', 'it', it_, 'engineerDay').text).toBe(`1.050${nbsp}€ a giornata per ingegnere, IVA esclusa`);
    expect(pricePhrase({ from: 2100 }, 'EUR', 'en', en, 'month').text).toBe('from €2,100 a month, excluding VAT');
    expect(pricePhrase({ from: 2100 }, 'EUR', 'it', it_, 'month').text).toBe(`da 2.100${nbsp}€ al mese, IVA esclusa`);
    expect(priceText({ from: 7500 }, 'EUR', 'it', it_)).toBe(`da 7.500${nbsp}€`);
  });

  it('writes a small count in words and a larger one in figures, as the house style does', () => {
    expect([1, 3, 9, 10, 1200].map((n) => countInWords(n, 'en', en))).toEqual(['one', 'three', 'nine', '10', '1,200']);
    expect([3, 10, 1200].map((n) => countInWords(n, 'it', it_))).toEqual(['tre', '10', '1.200']);
  });
});

describe('a price as data', () => {
  const issues = (value: unknown) => {
    const result = priceSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('is fixed or from, never both, never neither, a plain positive amount with at most cents', () => {
    expect(issues({ fixed: 1900 })).toEqual([]);
    expect(issues({ from: 7500.5 })).toEqual([]);
    const either = 'give either "fixed" (the price) or "from" (the lowest price), e.g. { fixed: 1900 } or { from: 7500 }';
    expect(issues({ fixed: 1900, from: 1500 })).toEqual([either]);
    expect(issues({})).toEqual([either]);
    expect(issues({ fixed: '1.900 €' })).toHaveLength(1);
    expect(issues({ fixed: 0 })).toEqual(['must be more than 0']);
    expect(issues({ fixed: 19.999 })).toEqual(['has at most two decimals (cents)']);
    expect(issues({ amount: 1900 })[0]).toMatch(/Unrecognized key/);
  });

  it('is in a currency Intl knows, and the sample publishes every price PRODUCT.md gives', () => {
    const settings = JSON.parse(readFileSync('content/settings.json', 'utf8')) as Settings;
    expect(settingsSchema.safeParse({ ...settings, offer: { ...settings.offer, currency: 'EUR' } }).success).toBe(true);
    const bad = settingsSchema.safeParse({ ...settings, offer: { ...settings.offer, currency: 'XYZ' } });
    expect(bad.success ? [] : bad.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['offer.currency: is not a currency code Intl knows (ISO 4217, e.g. "EUR")']);
    expect(settings.offer).toMatchObject({ currency: 'EUR', dayRate: { fixed: 1050 }, support: { price: { from: 2100 }, engineerDays: 2, incidentResponseHours: 4 }, atOnce: 3, startsAfterReview: { from: 2, to: 4, unit: 'weeks' } });
    expect(settings.company).toMatchObject({ founded: 2019, engagements: 40 });
  });
});

describe('prices are facts: check:content names file, line and field', () => {
  const file = 'consultation-types/architecture-review.mdx';

  it('a price that differs between the languages, with both values', () => {
    const report = reportAfter((c) => c.edit(`it/${file}`, (t) => t.replace('fixed: 1900', 'fixed: 1800')));
    // A fact that is a group of fields is reported where its value starts, as for a service's engagement.
    expect(report).toBe(`content/it/${file}:${lineOf(`it/${file}`, 'fixed:')} price: must be the same in every language: content/en/${file} has {"fixed":1900}, this file has {"fixed":1800}`);
  });

  it('a price published in one language only', () => {
    const report = reportAfter((c) => c.edit(`it/${file}`, (t) => t.replace(/price:\n {2}fixed: 1900\n/, '')));
    expect(report).toBe(`content/it/${file}:1 price: must be the same in every language: content/en/${file} has {"fixed":1900}, this file has none`);
  });

  it('a price written as text, and one both fixed and from, at their lines', () => {
    const deepDive = 'consultation-types/technical-deep-dive.mdx';
    const report = reportAfter((c) => {
      for (const lang of ['en', 'it']) c.edit(`${lang}/${deepDive}`, (t) => t.replace('fixed: 3400', 'fixed: "€3,400"'));
      for (const lang of ['en', 'it']) c.edit(`${lang}/consultation-types/strategic-planning.mdx`, (t) => t.replace('from: 7500', 'from: 7500\n  fixed: 9000'));
    });
    expect(report.split('\n').filter((l) => l.startsWith('content/en/'))).toEqual([
      `content/en/consultation-types/strategic-planning.mdx:${lineOf('en/consultation-types/strategic-planning.mdx', 'from:')} price: give either "fixed" (the price) or "from" (the lowest price), e.g. { fixed: 1900 } or { from: 7500 }`,
      `content/en/${deepDive}:${lineOf(`en/${deepDive}`, 'fixed:')} price.fixed: must be a number, not "€3,400"`,
    ]);
  });

  it('the day rate and the retainer in settings.json, each problem at its own line', () => {
    const report = reportAfter((c) => c.edit('settings.json', (t) => t.replace('"dayRate": { "fixed": 1050 }', '"dayRate": { "fixed": -5 }').replace('"startsAfterReview": { "from": 2, "to": 4', '"startsAfterReview": { "from": 4, "to": 2')));
    expect(report).toBe([
      `content/settings.json:${lineOf('settings.json', '"dayRate"')} offer.dayRate.fixed: must be more than 0, not -5`,
      `content/settings.json:${lineOf('settings.json', '"startsAfterReview"')} offer.startsAfterReview.to: must not be below from`,
    ].join('\n'));
  });

  it('an owner who publishes no price leaves it out, and the content is still whole', () => {
    const report = reportAfter((c) => {
      for (const lang of ['en', 'it']) c.edit(`${lang}/${file}`, (t) => t.replace(/price:\n {2}fixed: 1900\n/, ''));
      c.edit('settings.json', (t) => t.replace('"dayRate": { "fixed": 1050 },\n', '').replace('"price": { "from": 2100 }, ', ''));
    });
    expect(report).toBe('');
    const { settings } = readContent(content!.dir, { includeDrafts: false }).content;
    expect(settings.offer.dayRate).toBeUndefined();
    expect(settings.offer.support).toEqual({ engineerDays: 2, incidentResponseHours: 4 });
  });
});

describe('prices for search engines (JSON-LD)', () => {
  const settings = { offer: { currency: 'EUR' } } as Settings;

  it('a fixed price, a "from" price as minPrice, rates per day and per month, VAT never included', () => {
    expect(priceSpecification({ fixed: 1900 }, 'EUR')).toEqual({ '@type': 'PriceSpecification', price: 1900, priceCurrency: 'EUR', valueAddedTaxIncluded: false });
    expect(priceSpecification({ from: 7500 }, 'EUR')).toEqual({ '@type': 'PriceSpecification', minPrice: 7500, priceCurrency: 'EUR', valueAddedTaxIncluded: false });
    expect(priceSpecification({ fixed: 1050 }, 'EUR', 'engineerDay')).toEqual({ '@type': 'UnitPriceSpecification', price: 1050, priceCurrency: 'EUR', valueAddedTaxIncluded: false, unitCode: 'DAY' });
    expect(priceSpecification({ from: 2100 }, 'EUR', 'month')).toMatchObject({ minPrice: 2100, unitCode: 'MON' });
  });

  it('an offer with no published price has no priceSpecification, so no number reaches search results either', () => {
    expect(offer(settings, { name: 'Strategic Planning', url: 'https://correnti.example/consultation#strategic-planning' })).toEqual({ '@type': 'Offer', name: 'Strategic Planning', url: 'https://correnti.example/consultation#strategic-planning' });
    const unpriced = { offer: { currency: 'EUR', support: { engineerDays: 2 } } } as Settings;
    const offers = engagementOffers(unpriced, en, { review: { title: 'Architecture Review', url: 'https://correnti.example/consultation#architecture-review' }, aboutUrl: 'https://correnti.example/about' });
    expect(offers.map((o) => o.name)).toEqual(['Architecture Review', 'Time and materials', 'Support after handover']);
    expect(offers.filter((o) => 'priceSpecification' in o)).toEqual([]);
  });

  it('a service billed only at a fixed scope offers no day rate', () => {
    const priced = { offer: { currency: 'EUR', dayRate: { fixed: 1050 } as Price, support: { price: { from: 2100 }, engineerDays: 2 } } } as Settings;
    const names = (models: ('fixed-scope' | 'time-and-materials')[]) => engagementOffers(priced, en, { aboutUrl: 'https://correnti.example/about', models }).map((o) => o.name);
    expect(names(['fixed-scope'])).toEqual(['Support after handover']);
    expect(names(['time-and-materials', 'fixed-scope'])).toEqual(['Time and materials', 'Support after handover']);
  });
});
