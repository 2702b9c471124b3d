// Prices are facts of the offer: an amount (fixed, or the lowest a quote starts from) in the
// site's one currency, always excluding VAT. The same schema checks a consultation type's price
// (its frontmatter) and the day rate and retainer (content/settings.json), so every price reads
// the same way wherever an owner writes it.
import { z } from 'zod';
import type { Price } from '../i18n/money.ts';

/** An amount of money as an owner writes it: 1900, or 1900.5; never a text like "1.900 €". */
const amount = z.number()
  .positive('must be more than 0')
  .refine((n) => Number.isInteger(n * 100), 'has at most two decimals (cents)');

/**
 * A price: `{ fixed: 1900 }` costs exactly that, `{ from: 7500 }` at least that (the quote follows
 * the scope). Left out entirely, the offer has no published price and the page says how it is agreed.
 */
// Typed as the Price the pages format (src/i18n/money.ts): the build fails if the two part.
export const priceSchema: z.ZodType<Price> = z.strictObject({ fixed: amount.optional(), from: amount.optional() })
  .refine((p) => (p.fixed === undefined) !== (p.from === undefined), 'give either "fixed" (the price) or "from" (the lowest price), e.g. { fixed: 1900 } or { from: 7500 }');

export type { Price };

/** An ISO 4217 code the browser's Intl knows, so every price formats: "EUR", "CHF". */
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code in capitals, e.g. "EUR"')
  .refine((code) => Intl.supportedValuesOf('currency').includes(code), 'is not a currency code Intl knows (ISO 4217, e.g. "EUR")');
