export const languages = ['en', 'it'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'en';

export function isLang(value: string): value is Lang {
  return (languages as readonly string[]).includes(value);
}

/** The name of each language, written in that language (what the switch shows). */
export const languageNames: Record<Lang, string> = { en: 'English', it: 'Italiano' };
/** Open Graph / hreflang locale of each language. */
export const locales: Record<Lang, string> = { en: 'en_US', it: 'it_IT' };
