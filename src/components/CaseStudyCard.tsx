import { css } from '@emotion/react';
import { ArrowRight } from 'lucide-react';
import { filterPath, type LoadedEntry } from '../content/index.ts';
import { keepFigures } from '../i18n/figures.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, radius, space, text } from '../theme/tokens.ts';
import { Badge } from './Badge.tsx';
import { Card, cardTitle } from './Card.tsx';
import { FeatureList } from './FeatureList.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { TechList } from './TechList.tsx';

// A card as wide as a row (one related case study on a service's page) sets its facts side by side.
const wide = css({ containerType: 'inline-size' });
const facts = css({
  display: 'grid', gap: space.md, margin: 0, dt: { fontSize: text.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', color: color.muted }, dd: { margin: '0.25rem 0 0' },
  '@container (min-width: 44rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space.xl },
});
const more = css({ display: 'inline-flex', alignItems: 'center', gap: space.xs, fontWeight: 600, marginTop: 'auto', minHeight: '2.75rem' });
const arrow = css({ width: '1rem', height: '1rem' });
const badgeLink = css({ display: 'inline-flex', borderRadius: radius.pill, textDecoration: 'none', '&:hover span': { textDecoration: 'underline', borderColor: color.accent } });

export function CaseStudyCard({ study, level = 2 }: { study: LoadedEntry<'case-studies'>; level?: HeadingLevel }) {
  const { t, link } = useI18n();
  const { data, slug } = study;
  const titleId = `case-${slug}`;
  const industryPath = filterPath('industry', slug);
  const badge = <Badge tone="neutral">{data.industry}</Badge>;
  return (
    <Card css={wide}>
      <div>{industryPath ? <a css={badgeLink} className="print-plain" href={link(industryPath)} aria-label={t('caseStudies.list.industryTitle', { industry: data.industry })}>{badge}</a> : badge}</div>
      <Heading level={level} css={cardTitle} id={titleId}>{data.title}</Heading>
      <dl css={facts}>
        <div><dt>{t('caseStudies.results')}</dt><dd><FeatureList items={data.results.map((r) => keepFigures(r.headline))} /></dd></div>
        <div><dt>{t('caseStudies.challenge')}</dt><dd>{data.challenge}</dd></div>
        <div><dt>{t('caseStudies.solution')}</dt><dd>{data.solution}</dd></div>
      </dl>
      <TechList technologies={data.technologies} linked />
      <a css={more} href={link(`/case-studies/${slug}`)} aria-describedby={titleId}>
        {t('caseStudies.readStory')}
        <ArrowRight css={arrow} aria-hidden="true" focusable="false" />
      </a>
    </Card>
  );
}
