import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Price } from '../../components/Price.tsx';
import { entryOfferSlug, lengthText } from '../../content/engagement.ts';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { alignedRows, cardGrid } from '../../components/Card.tsx';
import { CaseStudyCard, caseStudyCardRows } from '../../components/CaseStudyCard.tsx';
import { consultationPath } from '../../components/consultationLink.ts';
import { Container } from '../../components/Container.tsx';
import { ContributionCard, contributionCardRows } from '../../components/ContributionCard.tsx';
import { CtaPanel } from '../../components/CtaPanel.tsx';
import { mdxComponents } from '../../components/mdxComponents.tsx';
import { MoreLink } from '../../components/MoreLink.tsx';
import { NotFoundPage } from '../../layouts/NotFoundPage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Section } from '../../components/Section.tsx';
import { ServiceSections } from '../../components/ServiceSections.tsx';
import { SummaryLayout } from '../../components/SummaryLayout.tsx';
import { TechList } from '../../components/TechList.tsx';
import { filterPath, getEntries, getEntry, settings } from '../../content/index.ts';
import { mainTechnology, relatedCaseStudies, relatedContributions, relatedShown } from '../../content/related.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { SiteLayout } from '../../layouts/SiteLayout.tsx';
import { breadcrumbs, service } from '../../seo/structuredData.ts';
import { useEngagementOffers } from '../../render/useEngagementOffers.ts';
import { usePageUrls } from '../../render/usePageUrls.ts';
import { space } from '../../theme/tokens.ts';

// 'auto-fit': one or two related entries share the row between them instead of leaving it empty.
const caseGrid = cardGrid('19rem', 'auto-fit');
const contributionGrid = cardGrid('18rem', 'auto-fit');
// The next step keeps its distance from a coloured band before it (the case studies, when no
// open-source section follows them): that band's padding is inside its colour, not between the two.
const closing = css({ paddingBottom: space.section, '[data-tone="surface"] + &': { paddingTop: space.section } });
const caseRow = alignedRows(caseStudyCardRows);
const contributionRow = alignedRows(contributionCardRows);

/** One service: what we do, the work that shows it (case studies, open source), and the way to ask. */
export default function ServicePage() {
  const { t, link, lang } = useI18n();
  const { slug = '' } = useParams();
  const { pageUrl, urlOf } = usePageUrls();
  const offers = useEngagementOffers();
  const entry = getEntry('services', lang, slug);
  if (!entry) return <NotFoundPage />;
  const { data, Body } = entry;
  const technology = mainTechnology(data);
  const review = getEntry('consultation-types', lang, entryOfferSlug);
  const studies = relatedCaseStudies(data, getEntries('case-studies', lang));
  const contributions = relatedContributions(data, getEntries('contributions', lang));
  // Every case study with this technology: its filter page, or the whole list when all of them use it.
  const filter = filterPath('technology', technology);
  const allStudies = filter ?? '/case-studies';
  const allStudiesLabel = filter ? t('service.allCaseStudies', { technology }) : t('service.everyCaseStudy');
  return (
    <SiteLayout
      title={t('service.metaTitle', { service: data.title })}
      description={data.description}
      kicker={t('service.kicker')}
      structuredData={[
        service(settings, lang, pageUrl, data, offers(data.engagement.models)),
        breadcrumbs([
          { name: t('nav.home'), url: urlOf('/') },
          { name: t('nav.services'), url: urlOf('/services') },
          { name: data.title, url: pageUrl },
        ]),
      ]}
    >
      <PageHeader back={{ href: link('/services'), label: t('service.back') }} eyebrow={t('services.eyebrow')} title={data.title} intro={data.description} />
      <SummaryLayout
        title={t('caseStudies.summary')}
        summary={
          <>
            {/* The key facts of an engagement beside the text, and the action, in view as the reader scrolls. */}
            <dl>
              {review && <div><dt>{t('service.firstStep')}</dt><dd>{t('service.firstStepValue', { review: review.data.title, duration: review.data.duration })} <Price price={review.data.price} /></dd></div>}
              <div><dt>{t('service.length')}</dt><dd>{lengthText(t, lang, data.engagement.length)}</dd></div>
              <div><dt>{t('technologies.label')}</dt><dd><TechList technologies={data.technologies} linked /></dd></div>
            </dl>
            <ButtonLink href={link(consultationPath({ stack: technology }))} variant="primary">{t('cta.bookReview')}<ArrowRight aria-hidden="true" focusable="false" /></ButtonLink>
          </>
        }
      >
        <Body components={mdxComponents(t)} />
        <ServiceSections service={entry} />
      </SummaryLayout>
      {studies.length > 0 && (
        <Section id="case-studies" eyebrow={t('caseStudies.eyebrow')} heading={t('service.caseStudiesTitle', { technology })} intro={t('service.caseStudiesIntro', { technology })} tone="surface">
          <ul css={caseGrid}>
            {studies.slice(0, relatedShown).map((study) => <li key={study.slug} css={caseRow}><CaseStudyCard study={study} level={3} /></li>)}
          </ul>
          {studies.length > relatedShown && <MoreLink href={link(allStudies)}>{allStudiesLabel}</MoreLink>}
        </Section>
      )}
      {contributions.length > 0 && (
        <Section id="open-source" eyebrow={t('openSource.eyebrow')} heading={t('service.contributionsTitle', { technology })} intro={t('service.contributionsIntro')}>
          <ul css={contributionGrid}>
            {contributions.slice(0, relatedShown).map((c) => <li key={c.slug} css={contributionRow}><ContributionCard contribution={c} level={3} /></li>)}
          </ul>
          <MoreLink href={link('/contributions')}>{t('openSource.contributionsLink')}</MoreLink>
        </Section>
      )}
      <Container css={closing}>
        <CtaPanel id="service-cta" title={t('service.ctaTitle', { service: data.title })} text={data.ask ?? t('service.ctaText')} prefill={{ stack: technology }} more={{ href: link(allStudies), label: allStudiesLabel }} />
      </Container>
    </SiteLayout>
  );
}
