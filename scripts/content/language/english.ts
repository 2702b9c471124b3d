// How the checks and the review say things in their (English) messages.
import type { Lang } from '../../../src/i18n/languages.ts';

/** Each language's name in English. */
export const languageNames: Record<Lang, string> = { en: 'English', it: 'Italian' };

/** "1 item", "3 items", "2 entries". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
