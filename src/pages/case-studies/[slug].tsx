import { css } from '@emotion/react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { HowWeMeasured } from '../../components/HowWeMeasured.tsx';
import { KeyFigures } from '../../components/KeyFigures.tsx';
import { mdxComponents } from '../../components/mdxComponents.tsx';
import { NotFoundPage } from '../../layouts/NotFoundPage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SummaryLayout } from '../../components/SummaryLayout.tsx';
import { TechList } from '../../components/TechList.tsx';
import { filterPath, getEntry, settings } from '../../content/index.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { dateLocales, type Lang } from '../../i18n/languages.ts';
import { SiteLayout } from '../../layouts/SiteLayout.tsx';
import { breadcrumbs, caseStudyArticle } from '../../seo/structuredData.ts';
import { usePageUrls } from '../../render/usePageUrls.ts';
import { color, text } from '../../theme/tokens.ts';
import { longDateFormat } from '../../i18n/intl.ts';

const meta = css({ color: color.muted, fontSize: text.sm });

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
            <HowWeMeasured results={data.results} />
            <p css={meta}>
              {t('caseStudies.published')} <time dateTime={data.published}>{longDate(data.published, lang)}</time>
              {updated && <>{' · '}{t('caseStudies.updated')} <time dateTime={updated}>{longDate(updated, lang)}</time></>}
            </p>
          </>
        }
      />
      <SummaryLayout
        title={t('caseStudies.summary')}
        summary={
          <>
            <dl>
              <div><dt>{t('caseStudies.industry')}</dt><dd>{industryPath ? <a href={link(industryPath)} className="print-plain">{data.industry}</a> : data.industry}</dd></div>
              <div><dt>{t('caseStudies.challenge')}</dt><dd>{data.challenge}</dd></div>
              <div><dt>{t('caseStudies.solution')}</dt><dd>{data.solution}</dd></div>
              <div><dt>{t('technologies.label')}</dt><dd><TechList technologies={data.technologies} linked /></dd></div>
            </dl>
            <ButtonLink href={link('/consultation')} variant="primary">{t('caseStudies.cta')}</ButtonLink>
          </>
        }
      >
        <Body components={mdxComponents(t)} />
      </SummaryLayout>
    </SiteLayout>
  );
}
