import { conjunctionList } from './intl.ts';
import { dateLocales, type Lang } from './languages.ts';

/**
 * Joins a list as the house style writes it, "Milan, Turin and Bologna" / "Milano, Torino e
 * Bologna": British English has no serial comma, where plain "en" would write "Turin, and".
 */
export function andList(lang: Lang): Intl.ListFormat {
  return conjunctionList(dateLocales[lang]);
}
