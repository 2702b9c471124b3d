import { css } from '@emotion/react';
import { X } from 'lucide-react';
import { ui } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { languages } from '../i18n/languages.ts';
import { localizePath } from '../i18n/paths.ts';
import { createTranslate } from '../i18n/translate.ts';
import { usePageInfo } from '../render/PageContext.tsx';
import { color, media, radius, shadow, space, text } from '../theme/tokens.ts';

// Fixed to the viewport, so showing it moves nothing on the page (no layout shift).
const hint = css({
  position: 'fixed', insetInline: space.md, bottom: space.md, zIndex: 30,
  display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: `${space.xs} ${space.md}`,
  padding: `${space.sm} ${space.sm} ${space.sm} ${space.lg}`, borderRadius: radius.md,
  background: color.surfaceRaised, color: color.text, border: `1px solid ${color.border}`, boxShadow: shadow.card,
  fontSize: text.sm,
  [media.sm]: { insetInline: 'auto', left: space.lg, bottom: space.lg, maxWidth: '28rem' },
  p: { flex: '1 1 12rem' },
  a: { fontWeight: 700 },
});
const close = css({
  display: 'inline-grid', placeItems: 'center', width: '2.75rem', height: '2.75rem', marginLeft: 'auto',
  border: 0, borderRadius: radius.pill, background: 'transparent', color: color.muted, cursor: 'pointer',
  '&:hover': { background: color.surface, color: color.text },
  svg: { width: '1.25rem', height: '1.25rem' },
});

/**
 * A suggestion, written in another language, to read this page in that language. Inert in a
 * <template> until site.ts finds that the browser prefers that language; nothing is automatic.
 */
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
            <template key={other} data-language-hint={other}>
              <aside css={hint} lang={other} aria-label={t('languageHint.label')}>
                <p>
                  {t('languageHint.text')}{' '}
                  <a href={localizePath(path, other)} hrefLang={other} data-lang-switch="">{t('languageHint.link')}</a>
                </p>
                <button css={close} type="button" data-dismiss="" aria-label={t('languageHint.dismiss')}>
                  <X aria-hidden="true" focusable="false" />
                </button>
              </aside>
            </template>
          );
        })}
    </>
  );
}
