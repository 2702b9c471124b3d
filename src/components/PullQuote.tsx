import { css } from '@emotion/react';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, label, space, text } from '../theme/tokens.ts';

const figure = css({
  margin: 0, display: 'grid', gap: space.sm, paddingLeft: space.lg, borderLeft: `3px solid ${color.accent}`, maxWidth: '46rem',
  blockquote: { margin: 0, fontFamily: font.display, fontSize: text.xl, fontWeight: 700, lineHeight: 1.3, letterSpacing: '-0.015em', textWrap: 'balance' },
  figcaption: { ...label, color: color.muted, textTransform: 'none', letterSpacing: 0 },
  breakInside: 'avoid',
});

/**
 * The client's words beside the figures: what they say, in the quotation marks of the page's
 * language (“…” in English, «…» in Italian), and who says it (a role, the organisation).
 */
export function PullQuote({ quote }: { quote: { text: string; role: string; organisation: string } }) {
  const { t } = useI18n();
  return (
    <figure css={figure}>
      <blockquote><p>{t('caseStudies.quoteText', { text: quote.text })}</p></blockquote>
      <figcaption>— {t('caseStudies.quoteBy', { role: quote.role, organisation: quote.organisation })}</figcaption>
    </figure>
  );
}
