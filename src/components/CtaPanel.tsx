import { css } from '@emotion/react';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, radius, space, text } from '../theme/tokens.ts';
import { ButtonLink } from './ButtonLink.tsx';

const style = css({
  padding: `clamp(${space.lg}, 4vw, ${space.xxl})`, borderRadius: radius.lg,
  background: color.accentSoft, display: 'grid', gap: space.md, justifyItems: 'start',
  h2: { fontSize: text.xl }, p: { color: color.muted, maxWidth: '40rem' },
  // Narrower padding so "Richiedete una consulenza" stays on one line in a 375 px phone's panel.
  '& > a': { paddingInline: space.md },
});

/** The closing invitation of a page: a question, a sentence, and the button to the consultation form. Screen only. */
export function CtaPanel({ id, title, text: sentence, className }: { id: string; title: string; text: string; className?: string }) {
  const { t, link } = useI18n();
  return (
    <aside css={style} className={className ? `no-print ${className}` : 'no-print'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{sentence}</p>
      <ButtonLink href={link('/consultation')} variant="primary">{t('caseStudies.cta')}</ButtonLink>
    </aside>
  );
}
