import { css } from '@emotion/react';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { languageNames, languages } from '../i18n/languages.ts';
import { localizePath } from '../i18n/paths.ts';
import { usePageInfo } from '../render/PageContext.tsx';
import { color, font, radius, text } from '../theme/tokens.ts';

const narrow = '@media (max-width: 44.99em)';
const wide = '@media (min-width: 45em)';

// On a phone, a compact switch: the two codes side by side, the current one filled.
const list = css({ display: 'flex', gap: '0.25rem', listStyle: 'none', padding: 0, margin: 0, [narrow]: { gap: 0 } });
const item = css({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: '2.75rem', minWidth: '2.75rem', padding: '0 0.5rem',
  borderRadius: radius.md, fontSize: text.sm, fontWeight: 600, textDecoration: 'none', color: color.muted,
  '&:hover': { color: color.text, background: color.surface },
  '&[aria-current="true"]': { color: color.text, boxShadow: `inset 0 -2px 0 ${color.accent}`, borderRadius: 0 },
  // A phone shows the language's code ("EN", "IT"), and reads out its name, so the header keeps to few rows.
  '.short': { fontFamily: font.mono, fontWeight: 500 },
  [narrow]: { minWidth: '2.125rem', padding: '0 0.25rem', fontSize: text.xs, '.long': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
  [wide]: { '.short': { display: 'none' } },
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
              <span className="long">{languageNames[other]}</span>
              <span className="short" aria-hidden="true">{other.toUpperCase()}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
