// A result's figure, and how each language writes it: numbers formatted for the locale ("4,200",
// "4.200"; "0.4%", "0,4%"), the unit and its words from ui.json (caseStudies.unit.*,
// caseStudies.figure.*), so a figure is one fact everywhere and each language says it natively.
// What a figure may be lives here, below the content's schemas (src/content) that check it.
import { dateLocales, type Lang } from './languages.ts';
import { pluralKey, type Translate } from './translate.ts';

/** What a figure counts; each language writes it from ui.json (caseStudies.unit.*). */
export const figureUnits = ['ms', 'seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'percent', 'bps', 'tx/s', 'events/s', 'index', 'count'] as const;
/** Words a figure needs to stay as strong as its evidence: "about 60", "under 5 seconds", "up to 4 hours". */
export const figureQualifiers = ['about', 'under', 'up to'] as const;
export const percentiles = ['p90', 'p95', 'p99', 'p99.9'] as const;

export type FigureUnit = (typeof figureUnits)[number];

export interface Figure {
  /** A number, or a range [low, high]. */
  value: number | readonly [number, number];
  unit: FigureUnit;
  qualifier?: (typeof figureQualifiers)[number];
  percentile?: (typeof percentiles)[number];
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number in the language's format; thousands always grouped (Italian "4.200"), negatives with the
 * minus sign; with `decimals`, at least that many ("5.0" beside "3.1").
 */
export function formatNumber(n: number, lang: Lang, decimals = 0): string {
  const key = `${lang} ${decimals}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(dateLocales[lang], { useGrouping: 'always', minimumFractionDigits: decimals, maximumFractionDigits: Math.max(3, decimals) })));
  return format.format(n).replace('-', '−');
}

/** Decimals a number is written with in the content: 3.1 has one, 5 none. */
export const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;
const numbersOf = (figure: Figure) => (typeof figure.value === 'number' ? [figure.value] : [...figure.value]);

/** Decimals a figure is written with: its most precise number's, so a range's ends match ("2.5–4.0"). */
export const figureDecimals = (figure: Figure) => Math.max(0, ...numbersOf(figure).map(decimalsOf));

/**
 * Decimals both figures of a pair (a result's before and after) are written with: the more precise
 * one's, so "5 bps" beside "3.1 bps" does not read as a rounded baseline ("5.0 bps"). Only between
 * figures of one unit: "8–30 hours" beside "0.5 ms" keeps its own.
 */
export function pairDecimals(before: Figure | undefined, after: Figure | undefined): number {
  if (!before || !after || before.unit !== after.unit) return 0;
  return Math.max(figureDecimals(before), figureDecimals(after));
}

/** The ui.json key of each unit; units whose word changes with the number have .one and .other forms. */
const unitKeys: Record<FigureUnit, { key: string; plural: boolean }> = {
  ms: { key: 'ms', plural: false },
  seconds: { key: 'seconds', plural: true },
  minutes: { key: 'minutes', plural: true },
  hours: { key: 'hours', plural: true },
  days: { key: 'days', plural: true },
  weeks: { key: 'weeks', plural: true },
  months: { key: 'months', plural: true },
  percent: { key: 'percent', plural: false },
  // Basis points: hundredths of a per cent, as payments report losses per amount authorised.
  bps: { key: 'basisPoints', plural: false },
  'tx/s': { key: 'txPerSecond', plural: false },
  'events/s': { key: 'eventsPerSecond', plural: false },
  index: { key: 'index', plural: false },
  count: { key: 'count', plural: false },
};

const qualifierKeys = { about: 'caseStudies.figure.about', under: 'caseStudies.figure.under', 'up to': 'caseStudies.figure.upTo' } as const;
// Italian reads a percentage with its article ("meno dello 0,01%", "circa l’8%", "fino al 5%"):
// these keys take it as {il}, {del} and {al}; English needs none and leaves them out.
const percentQualifierKeys = { about: 'caseStudies.figure.aboutPercent', under: 'caseStudies.figure.underPercent', 'up to': 'caseStudies.figure.upToPercent' } as const;

/**
 * The Italian article of a number as it is read aloud: "lo" before zero ("lo 0,01%"), "l’" before
 * a vowel (uno, otto, undici, ottanta, ottocento, ottomila), "il" otherwise ("il 5%", "il 100%").
 */
export function italianArticles(value: number): { il: string; del: string; al: string } {
  let whole = Math.floor(Math.abs(value));
  if (whole === 0) return { il: 'lo ', del: 'dello ', al: 'allo ' };
  // The first group of three digits is what is said first ("ottomila", "undici milioni"); a lone
  // "1" of thousands or millions is "mille" or "un milione", which take "il".
  let thousands = 0;
  while (whole >= 1000) { whole = Math.floor(whole / 1000); thousands += 1; }
  const vowel = String(whole).startsWith('8') || whole === 11 || (whole === 1 && thousands === 0);
  return vowel ? { il: 'l’', del: 'dell’', al: 'all’' } : { il: 'il ', del: 'del ', al: 'al ' };
}

/** A figure in three parts, so a callout can set the amount large and the words around it small. */
export interface FigureParts {
  /** "under ", "circa "... */
  prefix: string;
  /** "5 seconds", "8–30 ore", "4,200 tx/s". */
  amount: string;
  /** " at p99", " al p99"... */
  suffix: string;
}

/** Where the figure goes in a phrase of the language ("meno di {figure}", "{figure} al {percentile}"). */
function around(t: Translate, key: string, values: Record<string, string> = {}): [string, string] {
  const marker = '\u0000';
  const [before = '', after = ''] = t(key, { ...values, figure: marker }).split(marker);
  return [before, after];
}

/**
 * `decimals`: at least this many, beside a more precise figure (pairDecimals); the figure's own
 * precision always holds.
 */
export function figureParts(figure: Figure, lang: Lang, t: Translate, decimals = 0): FigureParts {
  const high = typeof figure.value === 'number' ? figure.value : figure.value[1];
  const places = Math.max(decimals, figureDecimals(figure));
  // A range is typeset with an en dash and no spaces in both languages (house style).
  const number = typeof figure.value === 'number' ? formatNumber(figure.value, lang, places) : `${formatNumber(figure.value[0], lang, places)}–${formatNumber(high, lang, places)}`;
  const unit = unitKeys[figure.unit];
  const base = `caseStudies.unit.${unit.key}`;
  // A number written with decimals takes the plural in English and Italian ("1.0 hours", "1,0 ore").
  const form = places > 0 ? `${base}.other` : pluralKey(lang, base, high);
  const amount = t(unit.plural ? form : base, { value: number });
  let prefix = '';
  let suffix = '';
  if (figure.qualifier) {
    [prefix, suffix] = figure.unit === 'percent'
      ? around(t, percentQualifierKeys[figure.qualifier], lang === 'it' ? italianArticles(typeof figure.value === 'number' ? figure.value : figure.value[0]) : {})
      : around(t, qualifierKeys[figure.qualifier]);
  }
  if (figure.percentile) {
    const [outerPrefix, outerSuffix] = around(t, 'caseStudies.figure.percentile', { percentile: figure.percentile });
    prefix = outerPrefix + prefix;
    suffix += outerSuffix;
  }
  return { prefix, amount, suffix };
}

/** A headline with each number bound to the word after it ("6 days", "180 ms"), so a line never ends between them. */
export const keepFigures = (text: string) => text.replace(/(\d) (?=\S)/g, '$1\u00a0');

/** The figure as one phrase: "under 5 seconds at p99", "meno di 5 secondi al p99". */
export function figureText(figure: Figure, lang: Lang, t: Translate, decimals = 0): string {
  const { prefix, amount, suffix } = figureParts(figure, lang, t, decimals);
  return prefix + amount + suffix;
}
