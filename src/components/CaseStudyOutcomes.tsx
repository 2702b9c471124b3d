import { css } from '@emotion/react';
import { getEntries } from '../content/index.ts';
import { homeCaseStudies } from '../content/featured.ts';
import { keepFigures } from '../i18n/figures.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, space, text } from '../theme/tokens.ts';
import { cardGrid } from './Card.tsx';
import { MoreLink } from './MoreLink.tsx';
import { Section } from './Section.tsx';

const grid = cardGrid('16rem');
const item = css({ display: 'grid', alignContent: 'start', gap: space.xs, paddingTop: space.md, borderTop: `2px solid ${color.accent}` });
const industry = css({ fontSize: text.xs, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: color.muted });
const headline = css({ fontSize: text.lg, fontWeight: 700, lineHeight: 1.3, a: { color: color.text, textDecorationColor: color.accent, '&:hover': { color: color.accentText, textDecorationThickness: '2px' } } });

/** The home page's proof: one outcome from each of three case studies, each a link to its story. */
export function CaseStudyOutcomes() {
  const { t, link, lang } = useI18n();
  const studies = homeCaseStudies(getEntries('case-studies', lang));
  if (studies.length === 0) return null;
  return (
    <Section id="results" eyebrow={t('caseStudies.eyebrow')} heading={t('caseStudies.home.title')} intro={t('caseStudies.home.intro')} tone="surface">
      <ul css={grid}>
        {studies.map(({ slug, data }) => (
          <li key={slug} css={item}>
            <p css={industry}>{data.industry}</p>
            <h3 css={headline}><a href={link(`/case-studies/${slug}`)}>{keepFigures(data.results[0]!.headline)}</a></h3>
          </li>
        ))}
      </ul>
      <MoreLink href={link('/case-studies')}>{t('caseStudies.list.all')}</MoreLink>
    </Section>
  );
}
