import { css } from '@emotion/react';
import { alignedRows, cardGrid } from '../components/Card.tsx';
import { Container } from '../components/Container.tsx';
import { ContributionCard, contributionCardRows } from '../components/ContributionCard.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { getEntries } from '../content/index.ts';
import { githubLoginsOn } from '../content/people.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { space } from '../theme/tokens.ts';

const body = css({ paddingBlock: space.section });
const grid = cardGrid('18rem');
const row = alignedRows(contributionCardRows);
const closing = css({ marginTop: space.section });

export default function ContributionsPage() {
  const { t, link, lang } = useI18n();
  const contributions = getEntries('contributions', lang);
  const people = getEntries('people', lang);
  // The page promises links to the commits only once some engineer's login is set.
  const linked = contributions.some((c) => githubLoginsOn(c.data.repository, people).length > 0);
  const intro = linked ? `${t('contributions.intro')} ${t('contributions.evidence')}` : t('contributions.intro');
  return (
    <SiteLayout title={t('contributions.metaTitle')} description={t('contributions.description')}>
      <PageHeader back={{ href: link('/open-source'), label: t('contributions.back') }} eyebrow={t('openSource.eyebrow')} title={t('contributions.title')} intro={intro} />
      <Container css={body}>
        <ul css={grid}>
          {contributions.map((c) => <li key={c.slug} css={row}><ContributionCard contribution={c} /></li>)}
        </ul>
        <CtaPanel id="contributions-cta" css={closing} title={t('contributions.ctaTitle')} text={t('contributions.ctaText')} more={{ href: link('/case-studies'), label: t('contact.ctaCaseStudies') }} />
      </Container>
    </SiteLayout>
  );
}
