import { css } from '@emotion/react';
import X from 'lucide-react/icons/x';
import { ui } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { languages } from '../i18n/languages.ts';
import { localizePath } from '../i18n/paths.ts';
import { createTranslate } from '../i18n/translate.ts';
import { usePageInfo } from '../render/PageContext.tsx';
import { color, space, text } from '../theme/tokens.ts';
import { Container } from './Container.tsx';

// A bar in the page's flow, above the header: it pushes the page down instead of covering it.
// Hidden unless the head's script (languageHintScript.ts) marked <html data-hint> with this bar's
// language before the first paint, so showing it shifts nothing after the page is seen.
const bar = css({
  display: 'none', background: color.accentSoft, color: color.text, borderBottom: `1px solid ${color.border}`, fontSize: text.sm,
  ...Object.fromEntries(languages.map((l) => [`html[data-hint="${l}"] &[data-language-hint="${l}"]`, { display: 'block' }])),
  '@media print': { display: 'none !important' },
});
const row = css({
  display: 'flex', alignItems: 'center', gap: `0 ${space.md}`, minHeight: '2.75rem',
  p: { flex: '1 1 auto', paddingBlock: space.xs }, a: { fontWeight: 700, whiteSpace: 'nowrap' },
});
const close = css({
  display: 'inline-grid', placeItems: 'center', width: '2.75rem', height: '2.75rem', marginRight: `-${space.sm}`, flex: 'none',
  border: 0, borderRadius: '999px', background: 'transparent', color: color.muted, cursor: 'pointer',
  '&:hover': { background: color.surface, color: color.text },
  svg: { width: '1.25rem', height: '1.25rem' },
});

/** A suggestion, written in another language, to read this page in that language; nothing is automatic. */
export function LanguageHint() {
  const { lang } = useI18n();
  const { path } = usePageInfo();
  return (
    <>
      {languages
        .filter((other) => other !== lang)
        .map((other) => {
          const t = createTranslate(ui[other]);
          return (
            <aside key={other} css={bar} lang={other} data-language-hint={other} aria-label={t('languageHint.label')}>
              <Container css={row}>
                <p>
                  {t('languageHint.text')}{' '}
                  <a href={localizePath(path, other)} hrefLang={other} data-lang-switch="">{t('languageHint.link')}</a>
                </p>
                <button css={close} type="button" data-dismiss="" aria-label={t('languageHint.dismiss')}>
                  <X aria-hidden="true" focusable="false" />
                </button>
              </Container>
            </aside>
          );
        })}
    </>
  );
}
