import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Lang } from './languages.ts';
import { localizePath } from './paths.ts';
import { createTranslate, type Translate } from './translate.ts';

interface I18n {
  lang: Lang;
  t: Translate;
  /** A site path in the current language: link("/services") -> "/it/services" on Italian pages. */
  link: (path: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ lang, messages, children }: { lang: Lang; messages: Record<string, string>; children: ReactNode }) {
  const value = useMemo<I18n>(
    () => ({ lang, t: createTranslate(messages), link: (path) => localizePath(path, lang) }),
    [lang, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n() needs an <I18nProvider> above it');
  return i18n;
}
