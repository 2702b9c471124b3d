// A small count as the house style writes it in running text: one to nine in words ("three
// engagements", "tre incarichi"), 10 and above in figures. The words are ui.json's number.words.
import { formatNumber } from './figures.ts';
import type { Lang } from './languages.ts';
import type { Translate } from './translate.ts';

export function countInWords(n: number, lang: Lang, t: Translate): string {
  const words = t('number.words').split('|');
  return Number.isInteger(n) && n >= 1 && n <= 9 && words.length === 9 ? words[n - 1]! : formatNumber(n, lang);
}
