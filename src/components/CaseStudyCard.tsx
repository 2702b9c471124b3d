import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { filterPath, type LoadedEntry } from '../content/index.ts';
import { leadResult, summaryResults } from '../content/results.ts';
import { keepFigures } from '../i18n/figures.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, label, radius, space, text } from '../theme/tokens.ts';
import { Card, cardTitle } from './Card.tsx';
import { FigurePair } from './FigurePair.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { TechList } from './TechList.tsx';

/** Rows of a case-study card, lined up across a row of cards (alignedRows). */
export const caseStudyCardRows = 6;

const industry = css({ ...label, color: color.accentText, textDecoration: 'none', display: 'inline-flex', minHeight: '1.5rem', alignItems: 'center' });
const figure = css({ '--figure-arrow': color.accent });
const metric = css({ color: color.muted, fontSize: text.sm });
const results = css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.xs, borderTop: `1px solid ${color.border}`, paddingTop: space.sm, li: { display: 'flex', gap: space.sm, '&::before': { content: '""', flex: 'none', width: '0.5rem', height: '0.5rem', marginTop: '0.55em', borderRadius: '1px', background: color.accent } } });
const more = css({ display: 'inline-flex', alignItems: 'center', gap: space.xs, fontWeight: 650, minHeight: '2.75rem', alignSelf: 'end' });
const arrow = css({ width: '1rem', height: '1rem' });
const badgeLink = css({ borderRadius: radius.sm, '&:hover': { textDecoration: 'underline' } });

/**
 * A case study in a list: its headline figure first, then its title, its other results (those that
 * stand without their basis) and its technologies.
 */
export function CaseStudyCard({ study, level = 2 }: { study: LoadedEntry<'case-studies'>; level?: HeadingLevel }) {
  const { t, link } = useI18n();
  const { data, slug } = study;
  const titleId = `case-${slug}`;
  const industryPath = filterPath('industry', slug);
  const lead = leadResult(data.results);
  return (
    <Card>
      <div>{industryPath ? <a css={[industry, badgeLink]} className="print-plain" href={link(industryPath)} aria-label={t('caseStudies.list.industryTitle', { industry: data.industry })}>{data.industry}</a> : <span css={industry}>{data.industry}</span>}</div>
      <div>
        {lead && (
          <>
            <p><FigurePair result={lead} css={figure} /></p>
            <p css={metric}>{lead.metric}</p>
          </>
        )}
      </div>
      <Heading level={level} css={cardTitle} id={titleId}>{data.title}</Heading>
      <ul css={results}>
        {summaryResults(data.results).filter((r) => r !== lead).map((r) => <li key={r.headline}>{keepFigures(r.headline)}</li>)}
      </ul>
      <div><TechList technologies={data.technologies} linked /></div>
      <a css={more} href={link(`/case-studies/${slug}`)} aria-describedby={titleId}>
        {t('caseStudies.readStory')}
        <ArrowRight css={arrow} aria-hidden="true" focusable="false" />
      </a>
    </Card>
  );
}
