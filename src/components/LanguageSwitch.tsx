import { css } from '@emotion/react';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { languageNames, languages } from '../i18n/languages.ts';
import { localizePath } from '../i18n/paths.ts';
import { usePageInfo } from '../render/PageContext.tsx';
import { color, radius, text } from '../theme/tokens.ts';

const list = css({ display: 'flex', gap: '0.25rem', listStyle: 'none', padding: 0, margin: 0 });
const item = css({
  display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem', padding: '0 0.625rem',
  borderRadius: radius.pill, fontSize: text.sm, fontWeight: 600, textDecoration: 'none', color: color.muted,
  '&:hover': { color: color.text, background: color.surface },
  '&[aria-current="true"]': { color: color.accentText, background: color.accentSoft },
});

/**
 * Links to this page's twin in each language. site.ts copies the current #fragment onto
 * them, so switching keeps the reader's place; without JavaScript they still work.
 */
export function LanguageSwitch() {
  const { t, lang } = useI18n();
  const { path } = usePageInfo();
  return (
    <nav aria-label={t('language.switch')}>
      <ul css={list}>
        {languages.map((other) => (
          <li key={other}>
            <a
              css={item}
              href={localizePath(path, other)}
              hrefLang={other}
              lang={other}
              data-lang-switch=""
              aria-current={other === lang ? 'true' : undefined}
            >
              {languageNames[other]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
