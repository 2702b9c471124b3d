// A price as each language writes it: the amount with Intl's currency format for the locale
// ("€1,900", "1.900 €"), "from" and the unit in words from ui.json (price.*). Pure, so the
// pages, the form's options and the tests format a price the same way.
import { currencyFormat } from './intl.ts';
import { dateLocales, type Lang } from './languages.ts';
import type { Translate } from './translate.ts';

/**
 * A price as content states it (checked by src/content/prices.ts): `{ fixed: 1900 }` costs exactly
 * that, `{ from: 7500 }` at least that. Defined here, below content, so formatting needs no import up.
 */
export interface Price {
  fixed?: number | undefined;
  from?: number | undefined;
}

/** The amount a price names, and whether it is the lowest of a range that a quote settles. */
export function priceAmount(price: Price): { amount: number; isFrom: boolean } {
  return price.fixed !== undefined ? { amount: price.fixed, isFrom: false } : { amount: price.from!, isFrom: true };
}

/** "€1,900" / "1.900 €": whole amounts without cents, thousands always grouped. */
export function formatMoney(amount: number, currency: string, lang: Lang): string {
  return currencyFormat(dateLocales[lang], currency, !Number.isInteger(amount)).format(amount);
}

/** What a price is counted per: the whole offer, an engineer-day of work, a month of support. */
export type PriceUnit = 'offer' | 'engineerDay' | 'month';

/** "€1,900", "from €7,500", "€1,050 per engineer-day", "da 2.100 € al mese": the price without its VAT note. */
export function priceText(price: Price, currency: string, lang: Lang, t: Translate, unit: PriceUnit = 'offer'): string {
  const { amount, isFrom } = priceAmount(price);
  const money = formatMoney(amount, currency, lang);
  const counted = unit === 'offer' ? money : t(`price.per.${unit}`, { amount: money });
  return isFrom ? t('price.from', { amount: counted }) : counted;
}

/**
 * The price and its VAT note, and the two as one phrase: "€1,900 excluding VAT", "€1,050 per
 * engineer-day, excluding VAT" (a comma once words follow the amount; the same in both languages).
 */
export function pricePhrase(price: Price, currency: string, lang: Lang, t: Translate, unit: PriceUnit = 'offer'): { price: string; separator: string; vat: string; text: string } {
  const text = priceText(price, currency, lang, t, unit);
  const separator = unit === 'offer' ? ' ' : ', ';
  const vat = t('price.exVat');
  return { price: text, separator, vat, text: `${text}${separator}${vat}` };
}
