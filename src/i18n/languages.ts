export const languages = ['en', 'it'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'en';

export function isLang(value: string): value is Lang {
  return (languages as readonly string[]).includes(value);
}

/** The name of each language, written in that language (what the switch shows). */
export const languageNames: Record<Lang, string> = { en: 'English', it: 'Italiano' };
/** Open Graph locale of each language: the English is British. */
export const locales: Record<Lang, string> = { en: 'en_GB', it: 'it_IT' };
/** The locale dates are written in ("18 March 2025", "18 marzo 2025"): plain "en" would be American. */
export const dateLocales: Record<Lang, string> = { en: 'en-GB', it: 'it-IT' };
