import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { consultationPath } from '../../components/consultationLink.ts';
import { Container } from '../../components/Container.tsx';
import { CtaPanel } from '../../components/CtaPanel.tsx';
import { HowWeMeasured } from '../../components/HowWeMeasured.tsx';
import { KeyFigures } from '../../components/KeyFigures.tsx';
import { mdxComponents } from '../../components/mdxComponents.tsx';
import { NextCaseStudy } from '../../components/NextCaseStudy.tsx';
import { NotFoundPage } from '../../layouts/NotFoundPage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PullQuote } from '../../components/PullQuote.tsx';
import { StoryLayout } from '../../components/StoryLayout.tsx';
import { TechList } from '../../components/TechList.tsx';
import { filterPath, getEntries, getEntry, settings } from '../../content/index.ts';
import { newestFirst } from '../../content/newestFirst.ts';
import { mainTechnology, serviceFor } from '../../content/related.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { dateLocales, type Lang } from '../../i18n/languages.ts';
import { SiteLayout } from '../../layouts/SiteLayout.tsx';
import { breadcrumbs, caseStudyArticle } from '../../seo/structuredData.ts';
import { usePageUrls } from '../../render/usePageUrls.ts';
import { color, media, space, text } from '../../theme/tokens.ts';
import { longDateFormat } from '../../i18n/intl.ts';

const headerAction = css({ justifySelf: 'start' });
const meta = css({ color: color.muted, fontSize: text.sm });
const ending = css({
  display: 'grid', gap: space.lg, paddingBottom: space.section,
  [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'stretch' },
});

const longDate = (date: string, lang: Lang) => longDateFormat(dateLocales[lang]).format(new Date(`${date}T00:00:00Z`));

export default function CaseStudyPage() {
  const { t, link, lang } = useI18n();
  const { slug = '' } = useParams();
  const { pageUrl, imageUrl, urlOf } = usePageUrls();
  const study = getEntry('case-studies', lang, slug);
  if (!study) return <NotFoundPage />;
  const { data, Body } = study;
  const industryPath = filterPath('industry', slug);
  // A revision date only when the story changed after it was published.
  const updated = data.updated !== data.published ? data.updated : undefined;
  const service = serviceFor(data, getEntries('services', lang));
  // The review is run by the engineer who leads the service this story shows: the invitation names them.
  const lead = service ? getEntry('people', lang, service.data.lead) : undefined;
  // The next story in the list's order (newest first), the first again after the last.
  const all = [...getEntries('case-studies', lang)].sort(newestFirst);
  const prefill = service ? { stack: mainTechnology(service.data) } : {};
  const next = all.length > 1 ? all[(all.findIndex((s) => s.slug === slug) + 1) % all.length] : undefined;
  return (
    <SiteLayout
      title={data.title}
      description={data.challenge}
      kicker={t('caseStudies.kicker', { industry: data.industry })}
      type="article"
      structuredData={[
        caseStudyArticle(settings, lang, pageUrl, imageUrl, data),
        breadcrumbs([
          { name: t('nav.home'), url: urlOf('/') },
          { name: t('nav.caseStudies'), url: urlOf('/case-studies') },
          { name: data.title, url: pageUrl },
        ]),
      ]}
    >
      <PageHeader
        back={{ href: link('/case-studies'), label: t('caseStudies.back') }}
        eyebrow={data.industry}
        title={data.title}
        sentence
        wide={
          <>
            <KeyFigures results={data.results} />
            {data.quote && <PullQuote quote={data.quote} />}
            <ButtonLink css={headerAction} href={link(consultationPath(prefill))} variant="primary">{t('cta.bookReview')}<ArrowRight aria-hidden="true" focusable="false" /></ButtonLink>
            <p css={meta}>
              {t('caseStudies.published')} <time dateTime={data.published}>{longDate(data.published, lang)}</time>
              {updated && <>{' · '}{t('caseStudies.updated')} <time dateTime={updated}>{longDate(updated, lang)}</time></>}
            </p>
          </>
        }
      />
      <StoryLayout
        title={t('caseStudies.summary')}
        facts={[
          { term: t('caseStudies.industry'), value: industryPath ? <a href={link(industryPath)} className="print-plain">{data.industry}</a> : data.industry },
          ...(service ? [{ term: t('caseStudies.service'), value: <a href={link(`/services/${service.slug}`)}>{service.data.title}</a> }] : []),
          { term: t('technologies.label'), value: <TechList technologies={data.technologies} linked /> },
          // The case studies name no client; a reference call under NDA is how a buyer checks one,
          // promised unless the client will not take calls (reference: false).
          ...(data.reference === false ? [] : [{ term: t('caseStudies.referenceTerm'), value: t('caseStudies.reference') }]),
        ]}
        brief={[
          { term: t('caseStudies.challenge'), value: data.challenge },
          { term: t('caseStudies.solution'), value: data.solution },
        ]}
        action={<ButtonLink href={link(consultationPath(prefill))} variant="primary">{t('cta.bookReview')}<ArrowRight aria-hidden="true" focusable="false" /></ButtonLink>}
      >
        <Body components={mdxComponents(t, { wideImages: true })} />
        <HowWeMeasured results={data.results} />
      </StoryLayout>
      <Container css={ending}>
        <CtaPanel
          id="case-cta"
          title={service ? t('caseStudies.ctaService', { service: service.data.title }) : t('caseStudies.ctaTitle')}
          text={data.ask ?? (lead && service ? t('caseStudies.reviewBy', { name: lead.data.name, service: service.data.title }) : t('caseStudies.ctaText'))}
          prefill={prefill}
          {...(service ? { more: { href: link(`/services/${service.slug}`), label: t('caseStudies.serviceLink', { service: service.data.title }) } } : {})}
        />
        {next && <NextCaseStudy study={next} />}
      </Container>
    </SiteLayout>
  );
}
