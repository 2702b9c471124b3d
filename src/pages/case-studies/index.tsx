import { css } from '@emotion/react';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { cardGrid } from '../../components/Card.tsx';
import { CaseStudyCard } from '../../components/CaseStudyCard.tsx';
import { Container } from '../../components/Container.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { getEntries } from '../../content/index.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { SiteLayout } from '../../layouts/SiteLayout.tsx';
import { color, radius, space, text } from '../../theme/tokens.ts';

const body = css({ paddingBlock: space.section });
const grid = cardGrid('19rem');
const cta = css({
  marginTop: space.section, padding: `clamp(${space.lg}, 4vw, ${space.xxl})`, borderRadius: radius.lg,
  background: color.accentSoft, display: 'grid', gap: space.md, justifyItems: 'start',
  h2: { fontSize: text.xl }, p: { color: color.muted, maxWidth: '40rem' },
});

export default function CaseStudiesPage() {
  const { t, link, lang } = useI18n();
  return (
    <SiteLayout title={t('caseStudies.metaTitle')} description={t('caseStudies.description')}>
      <PageHeader back={{ href: link('/'), label: t('nav.backHome') }} eyebrow={t('caseStudies.eyebrow')} title={t('caseStudies.title')} intro={t('caseStudies.intro')} />
      <Container css={body}>
        <ul css={grid}>
          {getEntries('case-studies', lang).map((study) => <li key={study.slug}><CaseStudyCard study={study} /></li>)}
        </ul>
        <aside css={cta} aria-labelledby="case-cta">
          <h2 id="case-cta">{t('caseStudies.ctaTitle')}</h2>
          <p>{t('caseStudies.ctaText')}</p>
          <ButtonLink href={link('/consultation')} variant="primary">{t('caseStudies.cta')}</ButtonLink>
        </aside>
      </Container>
    </SiteLayout>
  );
}
