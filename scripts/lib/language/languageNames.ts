import type { Lang } from '../../../src/i18n/languages.ts';

/** Each language's name in English, for the checks' and the review's messages. */
export const languageNames: Record<Lang, string> = { en: 'English', it: 'Italian' };
