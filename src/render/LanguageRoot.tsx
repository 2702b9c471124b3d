import { Global } from '@emotion/react';
import { Outlet } from 'react-router-dom';
import { ui } from '../content/index.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import type { Lang } from '../i18n/languages.ts';
import { globalStyles } from '../theme/global.ts';

export function LanguageRoot({ lang }: { lang: Lang }) {
  return (
    <I18nProvider lang={lang} messages={ui[lang]}>
      <Global styles={globalStyles} />
      <Outlet />
    </I18nProvider>
  );
}
