// A case study's results as data: a short headline, the figures before and after (facts, the
// same in every language) and the basis they were measured on. The checks here keep the
// headline short and its numbers the same as the figures, so prose and data cannot drift.
import { decimalsOf as decimals, formatNumber, pairDecimals, type Figure } from '../i18n/figures.ts';
import type { Lang } from '../i18n/languages.ts';

export interface Result {
  headline: string;
  metric?: string;
  before?: Figure;
  after?: Figure;
  basis: string;
  /**
   * false when a change of the same period that was not our work also moved the figures (the
   * risk team relaxed its rules in the months a loss rate fell): its basis names that change.
   */
  attributable?: boolean;
}

/**
 * Whether a result may be shown away from its basis: on a card, a home tile, in the feed. One that
 * other changes also moved is shown only on its story's page, beside the basis that says so.
 */
export const standsAlone = (result: Result) => result.attributable !== false;

/** The results a summary shows (cards, tiles, the feed), in their order: those that stand alone. */
export const summaryResults = <R extends Result>(results: readonly R[]): R[] => results.filter(standsAlone);

/** The result a summary leads with: the first with figures of those that stand alone. */
export const leadResult = <R extends Result>(results: readonly R[]): R | undefined => summaryResults(results).find((r) => r.after);

/**
 * A headline is read at a glance, on a card or the home page: about 10 words in English. The
 * limit leaves Italian, which runs about a fifth longer, room to say the same.
 */
export const headlineMaxWords = 12;

/** Words as a reader counts them: "4,200", "tx/s" and "click-and-collect" are one each; a lone dash is none. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export interface ResultProblem {
  /** Path inside the result, e.g. ["headline"]. */
  path: (string | number)[];
  message: string;
  /** Where in the text of the field the problem starts (a number in a headline), for its column. */
  index?: number;
}

const numbers = (figure: Figure | undefined) => (figure ? (typeof figure.value === 'number' ? [figure.value] : [...figure.value]) : []);
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** A number as written in a language: "4,200" and "1.9" in English, "4.200" and "1,9" in Italian. */
function parseNumber(written: string, lang: Lang): number {
  const plain = lang === 'en' ? written.replace(/,/g, '') : written.replace(/\./g, '').replace(',', '.');
  return Number(plain);
}

/** Decimals as written: "5.0" has one in English, "5,0" in Italian. */
const writtenDecimals = (written: string, lang: Lang) => (written.split(lang === 'en' ? '.' : ',')[1] ?? '').length;

/**
 * The change from before to after, when both are single numbers in the same unit: by how much, and
 * by how many per cent. From 4 hours to 5 seconds there is none: 4 − 5 and 5/4 measure nothing.
 */
function changes(result: Result): { value: number; percent: boolean }[] {
  const { before, after } = result;
  if (typeof before?.value !== 'number' || typeof after?.value !== 'number' || before.unit !== after.unit) return [];
  const by = Math.abs(before.value - after.value);
  const found = [{ value: by, percent: false }];
  if (before.value !== 0) found.push({ value: (by / Math.abs(before.value)) * 100, percent: true });
  return found;
}

/**
 * An index ("100 before, 59 after") means nothing as a bare number: its figure is the change, in
 * per cent of the base (−41). Undefined for any other result.
 */
export function indexChange(result: Result): Figure | undefined {
  const { before, after } = result;
  if (before?.unit !== 'index' || after?.unit !== 'index' || typeof before.value !== 'number' || typeof after.value !== 'number' || before.value === 0) return undefined;
  return { value: Math.round(((after.value - before.value) / before.value) * 100), unit: 'percent' };
}

/** What follows a number that makes it a percentage: "40%", "40 %", "40 per cent", "40 per cento". */
const percentSign = /^\s?(?:%|per ?cent\b|per cento\b|percent\b)/i;

const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

/** Problems of one result's headline, in the language it is written in. */
export function headlineProblems(result: Result, lang: Lang): ResultProblem[] {
  const problems: ResultProblem[] = [];
  const at = ['headline'];
  const words = wordCount(result.headline);
  if (words > headlineMaxWords) problems.push({ path: at, message: `${words} words; a headline has at most ${headlineMaxWords}, to be read at a glance: move the detail to basis` });

  const figures = [result.before, result.after].filter((f): f is Figure => f !== undefined);
  const written = figures.flatMap(numbers);
  const precision = Math.max(0, ...written.map(decimals));
  const derived = changes(result);
  // The figures are shown to the precision of the more precise one ("5.0 and 3.1"): so is a headline's.
  const pair = pairDecimals(result.before, result.after);
  const shownFigures = written.map((n) => formatNumber(n, lang, pair));
  const shownChanges = derived.map((c) => (c.percent ? `${formatNumber(Math.round(c.value), lang)}%` : formatNumber(round(c.value, precision), lang)));

  // A percentile ("p99") is a figure's, not a number of its own.
  const percentileTokens = /(?<![\p{L}\p{N}])p(\d+(?:[.,]\d+)?)(?![\p{L}\p{N}])/gu;
  const ownPercentiles = figures.flatMap((f) => (f.percentile ? [f.percentile] : []));
  for (const match of result.headline.matchAll(percentileTokens)) {
    const name = `p${match[1]!.replace(',', '.')}`;
    if (!ownPercentiles.includes(name as Figure['percentile'] & string)) {
      const known = ownPercentiles.length ? ` (${list(ownPercentiles)})` : '';
      problems.push({ path: at, index: match.index, message: `"${match[0]}" is not the percentile of a figure of this result${known}: correct the headline or the figures` });
    }
  }

  const numberTokens = /(?<![\p{L}\p{N}.,])\d(?:[\d.,]*\d)?/gu;
  // Blanked to the same length, so a match's index is its place in the headline (its column).
  for (const match of result.headline.replace(percentileTokens, (p) => ' '.repeat(p.length)).matchAll(numberTokens)) {
    const value = parseNumber(match[0], lang);
    const places = decimals(value);
    // "40%" is a figure in per cent or the change in per cent, never a figure in another unit.
    const perCent = percentSign.test(result.headline.slice(match.index + match[0].length));
    const isFigure = perCent ? figures.some((f) => f.unit === 'percent' && numbers(f).includes(value)) : written.includes(value);
    const isChange = derived.some((c) => (!perCent || c.percent) && round(c.value, places) === value);
    if (isChange) continue;
    if (isFigure) {
      if (writtenDecimals(match[0], lang) < pair) {
        const shown = formatNumber(value, lang, pair);
        problems.push({ path: at, index: match.index, message: `"${match[0]}" is written with fewer decimals than the figures (${list(shownFigures)}), and so reads as rounded: write "${shown}"` });
      }
      continue;
    }
    if (perCent) {
      const percents = [...figures.filter((f) => f.unit === 'percent').flatMap(numbers).map((n) => `${formatNumber(n, lang)}%`), ...derived.filter((c) => c.percent).map((c) => `${formatNumber(Math.round(c.value), lang)}%`)];
      const message = percents.length
        ? `"${match[0]}%" is neither a figure in per cent nor the change in per cent of this result (${list(percents)}): correct the headline or the figures`
        : `"${match[0]}%" is a percentage, and this result has no figure in per cent and no change in per cent: correct the headline or the figures`;
      problems.push({ path: at, index: match.index, message });
      continue;
    }
    const message = figures.length === 0
      ? `"${match[0]}" is not a figure of this result (it has none): move the number to basis, or give the result its figures`
      : `"${match[0]}" is neither a figure of this result (${list(shownFigures)})${shownChanges.length ? ` nor the change between them (${list(shownChanges)})` : ''}: correct the headline or the figures`;
    problems.push({ path: at, index: match.index, message });
  }
  return problems;
}
