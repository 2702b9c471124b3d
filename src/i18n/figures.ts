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

const formats = new Map<Lang, Intl.NumberFormat>();

/** A number in the language's format; thousands always grouped (Italian "4.200"), negatives with the minus sign. */
export function formatNumber(n: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.NumberFormat(dateLocales[lang], { useGrouping: 'always', maximumFractionDigits: 3 })));
  return format.format(n).replace('-', '−');
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

export function figureParts(figure: Figure, lang: Lang, t: Translate): FigureParts {
  const high = typeof figure.value === 'number' ? figure.value : figure.value[1];
  // A range is typeset with an en dash and no spaces in both languages (house style).
  const number = typeof figure.value === 'number' ? formatNumber(figure.value, lang) : `${formatNumber(figure.value[0], lang)}–${formatNumber(high, lang)}`;
  const unit = unitKeys[figure.unit];
  const base = `caseStudies.unit.${unit.key}`;
  const amount = t(unit.plural ? pluralKey(lang, base, high) : base, { value: number });
  let prefix = '';
  let suffix = '';
  if (figure.qualifier) [prefix, suffix] = around(t, qualifierKeys[figure.qualifier]);
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
export function figureText(figure: Figure, lang: Lang, t: Translate): string {
  const { prefix, amount, suffix } = figureParts(figure, lang, t);
  return prefix + amount + suffix;
}
