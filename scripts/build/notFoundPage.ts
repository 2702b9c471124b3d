import { languages } from '../../src/i18n/languages.ts';
import { splitLang } from '../../src/i18n/paths.ts';

/** The 404 file for a request path, in the path's language: /it/... gets it/404.html. */
export function notFoundPageFor(pathname: string): string {
  const { lang } = splitLang(pathname.split('?')[0]!);
  return lang === languages[0] ? '404.html' : `${lang}/404.html`;
}
