import { languages } from '../src/i18n/languages.ts';
import { splitLang } from '../src/i18n/paths.ts';

/** The 404 file for a request path, in the path's language: /it/... gets it/404.html. */
export function notFoundPageFor(url: string): string {
  let pathname = '/';
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    // A malformed URL still gets the default language's 404 page.
  }
  const { lang } = splitLang(pathname);
  return lang === languages[0] ? '404.html' : `${lang}/404.html`;
}
