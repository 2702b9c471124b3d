import { css } from '@emotion/react';
import { ArrowRight } from 'lucide-react';
import type { LoadedEntry } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, space, text } from '../theme/tokens.ts';
import { Badge } from './Badge.tsx';
import { Card, cardTitle } from './Card.tsx';
import { FeatureList } from './FeatureList.tsx';
import { TechList } from './TechList.tsx';

const facts = css({ display: 'grid', gap: space.md, margin: 0, dt: { fontSize: text.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', color: color.muted }, dd: { margin: '0.25rem 0 0' } });
const more = css({ display: 'inline-flex', alignItems: 'center', gap: space.xs, fontWeight: 600, marginTop: 'auto', minHeight: '2.75rem' });
const arrow = css({ width: '1rem', height: '1rem' });

export function CaseStudyCard({ study }: { study: LoadedEntry<'case-studies'> }) {
  const { t, link } = useI18n();
  const { data, slug } = study;
  const titleId = `case-${slug}`;
  return (
    <Card>
      <div><Badge tone="neutral">{data.industry}</Badge></div>
      <h2 css={cardTitle} id={titleId}>{data.title}</h2>
      <dl css={facts}>
        <div><dt>{t('caseStudies.challenge')}</dt><dd>{data.challenge}</dd></div>
        <div><dt>{t('caseStudies.solution')}</dt><dd>{data.solution}</dd></div>
        <div><dt>{t('caseStudies.results')}</dt><dd><FeatureList items={data.results} /></dd></div>
      </dl>
      <TechList technologies={data.technologies} />
      <a css={more} href={link(`/case-studies/${slug}`)} aria-describedby={titleId}>
        {t('caseStudies.readStory')}
        <ArrowRight css={arrow} aria-hidden="true" focusable="false" />
      </a>
    </Card>
  );
}
