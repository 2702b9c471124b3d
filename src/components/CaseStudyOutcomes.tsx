import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, label, media, space, text } from '../theme/tokens.ts';
import { Container } from './Container.tsx';
import { MetricTiles } from './MetricTiles.tsx';

// Right under the hero, on the same ink: the proof before anything else is asked of the reader.
const band = css({ background: color.ink, color: color.onInk, paddingBottom: `clamp(${space.xl}, 5vw, ${space.xxl})` });
const head = css({
  display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: `${space.xs} ${space.lg}`,
  marginBottom: space.md, paddingTop: space.sm, borderTop: `1px solid ${color.inkLine}`,
  h2: { ...label, color: color.onInkMuted },
  a: { display: 'inline-flex', alignItems: 'center', gap: space.xs, minHeight: '2.75rem', color: color.onInk, fontWeight: 650, fontSize: text.sm, svg: { width: '1rem', height: '1rem' } },
  [media.md]: { marginBottom: space.xs },
});

/** The home page's proof: one figure from each of three case studies, each a link to its story. */
export function CaseStudyOutcomes() {
  const { t, link } = useI18n();
  return (
    <section id="results" css={band} aria-labelledby="results-title">
      <Container>
        <div css={head}>
          <h2 id="results-title">{t('caseStudies.home.title')}</h2>
          <a href={link('/case-studies')} className="no-print">{t('caseStudies.list.all')}<ArrowRight aria-hidden="true" focusable="false" /></a>
        </div>
        <MetricTiles />
      </Container>
    </section>
  );
}
