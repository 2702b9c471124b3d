import { defaultLang, isLang, languages, type Lang } from './languages.ts';

/** Splits a pathname into its language and the language-neutral path ("/it/services" -> it, "/services"). */
export function splitLang(pathname: string): { lang: Lang; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== defaultLang && isLang(first)) {
    return { lang: first, path: `/${rest.join('/')}` };
  }
  return { lang: defaultLang, path: pathname || '/' };
}

/** The path of a language-neutral page in one language: ("/services", "it") -> "/it/services". */
export function localizePath(path: string, lang: Lang): string {
  if (lang === defaultLang) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** Every language's version of a page, in the order of `languages`. */
export function alternates(path: string): { lang: Lang; path: string }[] {
  return languages.map((lang) => ({ lang, path: localizePath(path, lang) }));
}
