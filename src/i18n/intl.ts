// Intl objects, one per locale and kind: building one loads its locale data (a fraction of a
// millisecond each time), and a build renders hundreds of pages that ask for the same few.
const made = new Map<string, unknown>();

function once<T>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined;
  if (value === undefined) made.set(key, (value = make()));
  return value;
}

export const pluralRules = (locale: string) => once(`plural ${locale}`, () => new Intl.PluralRules(locale));

export const displayNames = (locale: string, type: 'language' | 'region') => once(`names ${type} ${locale}`, () => new Intl.DisplayNames(locale, { type }));

export const conjunctionList = (locale: string) => once(`and ${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' }));

/** "15 March 2025" / "15 marzo 2025": a calendar date, read in UTC so no time zone moves it. */
export const longDateFormat = (locale: string) => once(`long date ${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));

/** "€1,900" / "1.900 €": an amount of money, thousands always grouped, cents only when it has them. */
export const currencyFormat = (locale: string, currency: string, cents: boolean) => once(`money ${locale} ${currency} ${cents}`, () => new Intl.NumberFormat(locale, {
  style: 'currency', currency, minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0, useGrouping: 'always',
}));
