import { css } from '@emotion/react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Container } from '../../components/Container.tsx';
import { FeatureList } from '../../components/FeatureList.tsx';
import { mdxComponents } from '../../components/mdxComponents.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Prose } from '../../components/Prose.tsx';
import { TechList } from '../../components/TechList.tsx';
import { getEntry, settings } from '../../content/index.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { SiteLayout } from '../../layouts/SiteLayout.tsx';
import { caseStudyArticle } from '../../seo/structuredData.ts';
import { usePageUrls } from '../../seo/usePageUrls.ts';
import { color, media, radius, space, text } from '../../theme/tokens.ts';

const layoutStyle = css({ paddingBlock: space.section, display: 'grid', gap: space.xxl, gridTemplateColumns: 'minmax(0, 1fr)', [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem', alignItems: 'start' } });
const summary = css({
  display: 'grid', gap: space.lg, padding: space.lg, borderRadius: radius.lg, background: color.surface,
  border: `1px solid ${color.border}`, [media.md]: { position: 'sticky', top: space.lg, gridColumn: 2, gridRow: 1 },
  h2: { fontSize: text.lg },
  dl: { display: 'grid', gap: space.md, margin: 0 },
  dt: { fontSize: text.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', color: color.muted },
  dd: { margin: '0.25rem 0 0', fontSize: text.sm },
  // Narrower padding so "Request a consultation" / "Richiedi una consulenza" fits the 20rem column on one line.
  '& > a': { paddingInline: space.md, textAlign: 'center' },
});
const meta = css({ color: color.muted, fontSize: text.sm });

export default function CaseStudyPage() {
  const { t, link, lang } = useI18n();
  const { slug = '' } = useParams();
  const { pageUrl, imageUrl } = usePageUrls();
  const study = getEntry('case-studies', lang, slug);
  if (!study) return <NotFound />;
  const { data, Body } = study;
  const published = new Date(`${data.published}T00:00:00Z`).toLocaleDateString(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (
    <SiteLayout
      title={data.title}
      description={data.challenge}
      kicker={t('caseStudies.kicker', { industry: data.industry })}
      type="article"
      structuredData={[caseStudyArticle(settings, lang, pageUrl, imageUrl, data)]}
    >
      <PageHeader back={{ href: link('/case-studies'), label: t('caseStudies.back') }} eyebrow={data.industry} title={data.title} intro={data.solution}>
        <p css={meta}>{t('caseStudies.published')} <time dateTime={data.published}>{published}</time></p>
      </PageHeader>
      <Container css={layoutStyle}>
        <aside css={summary} aria-labelledby="summary-title">
          <h2 id="summary-title">{t('caseStudies.summary')}</h2>
          <dl>
            <div><dt>{t('caseStudies.industry')}</dt><dd>{data.industry}</dd></div>
            <div><dt>{t('caseStudies.challenge')}</dt><dd>{data.challenge}</dd></div>
            <div><dt>{t('caseStudies.results')}</dt><dd><FeatureList items={data.results} /></dd></div>
            <div><dt>{t('technologies.label')}</dt><dd><TechList technologies={data.technologies} /></dd></div>
          </dl>
          <ButtonLink href={link('/consultation')} variant="primary">{t('caseStudies.cta')}</ButtonLink>
        </aside>
        <article>
          <Prose><Body components={mdxComponents(t)} /></Prose>
        </article>
      </Container>
    </SiteLayout>
  );
}
