import { Global } from '@emotion/react';
import { Outlet } from 'react-router-dom';
import { settings, ui } from '../content/index.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import type { Lang } from '../i18n/languages.ts';
import { globalStyles } from '../theme/global.ts';
import { printStyles } from '../theme/print.ts';

export function LanguageRoot({ lang }: { lang: Lang }) {
  return (
    <I18nProvider lang={lang} messages={ui[lang]}>
      <Global styles={[globalStyles, printStyles(settings.siteUrl)]} />
      <Outlet />
    </I18nProvider>
  );
}
