import { css } from '@emotion/react';
import Rss from 'lucide-react/icons/rss';
import { findFacet, listPath, pageCount, pageItems, type Facet, type ListPage } from '../content/caseStudyLists.ts';
import { caseStudyFacets, getEntries, getEntry } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import type { Lang } from '../i18n/languages.ts';
import { pluralKey } from '../i18n/translate.ts';
import { SiteLayout } from './SiteLayout.tsx';
import { breadcrumbs } from '../seo/structuredData.ts';
import { feedPath } from '../seo/urls.ts';
import { usePageUrls } from '../render/usePageUrls.ts';
import { color, space, text } from '../theme/tokens.ts';
import { alignedRows, cardGrid } from '../components/Card.tsx';
import { CaseStudyCard, caseStudyCardRows } from '../components/CaseStudyCard.tsx';
import { Container } from '../components/Container.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { ListFilters, type FilterOption } from '../components/ListFilters.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';

const body = css({ paddingBlock: space.section });
const grid = cardGrid('19rem');
const row = alignedRows(caseStudyCardRows);
const count = css({ color: color.muted, fontSize: text.sm, marginBottom: space.md });
const ctaSpacing = css({ marginTop: space.section });
const feed = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs, marginTop: space.lg, fontSize: text.sm, color: color.muted, svg: { width: '1rem', height: '1rem', color: color.accent } });

/** A filter's name as the page's language says it: the technology, or the industry as written in this language. */
function optionFor(facet: Facet, lang: Lang): FilterOption {
  const label = facet.kind === 'industry' ? (getEntry('case-studies', lang, facet.slugs[0]!)?.data.industry ?? facet.name) : facet.name;
  return { facet, label };
}

/**
 * A page of the case-study list: the whole list or one technology's or industry's, twelve at a
 * time. With a handful of case studies it is one plain page; filters and page numbers appear
 * only when there is something to choose between.
 */
export function CaseStudyListPage({ list }: { list: ListPage }) {
  const { t, link, lang } = useI18n();
  const { pageUrl, urlOf } = usePageUrls();
  const facets = caseStudyFacets();
  const facet = list.facet && findFacet(facets, list.facet.kind, list.facet.slug);
  const all = getEntries('case-studies', lang);
  const studies = facet ? all.filter((s) => facet.slugs.includes(s.slug)) : all;
  const pages = pageCount(studies.length);
  if ((list.facet && !facet) || list.page > pages) return <NotFoundPage />;

  const options = facets.map((f) => optionFor(f, lang));
  const current = facet && options.find((o) => o.facet === facet);
  const heading = current
    ? t(facet.kind === 'technology' ? 'caseStudies.list.technologyTitle' : 'caseStudies.list.industryTitle', { [facet.kind]: current.label })
    : t('caseStudies.title');
  const isFirst = !facet && list.page === 1;
  const title = list.page > 1 ? t('caseStudies.list.pageTitle', { title: heading, page: list.page, pages }) : isFirst ? t('caseStudies.metaTitle') : heading;
  const intro = !facet ? t('caseStudies.intro') : t(facet.kind === 'technology' ? 'caseStudies.list.technologyIntro' : 'caseStudies.list.industryIntro', { technology: current!.label });
  const trail = [
    { name: t('nav.home'), url: urlOf('/') },
    { name: t('nav.caseStudies'), url: urlOf('/case-studies') },
    ...(isFirst ? [] : [{ name: title, url: pageUrl }]),
  ];
  return (
    <SiteLayout
      title={title}
      description={isFirst ? t('caseStudies.description') : t('caseStudies.list.description', { title })}
      kicker={facet ? t('caseStudies.eyebrow') : undefined}
      structuredData={[breadcrumbs(trail)]}
    >
      <PageHeader
        back={facet ? { href: link('/case-studies'), label: t('caseStudies.list.all') } : { href: link('/'), label: t('nav.backHome') }}
        eyebrow={t('caseStudies.eyebrow')}
        title={heading}
        intro={intro}
      />
      <Container css={body}>
        {options.length > 0 && <ListFilters options={options} current={current} />}
        {(options.length > 0 || pages > 1) && (
          <p css={count}>
            {t(pluralKey(lang, 'caseStudies.list.count', studies.length), { count: studies.length })}
            {pages > 1 && ` · ${t('caseStudies.list.page', { page: list.page, pages })}`}
          </p>
        )}
        <ul css={grid}>
          {pageItems(studies, list.page).map((study) => <li key={study.slug} css={row}><CaseStudyCard study={study} /></li>)}
        </ul>
        {pages > 1 && <Pagination current={list.page} total={pages} href={(page) => link(listPath({ facet: list.facet, page }))} />}
        <p css={feed}>
          <Rss aria-hidden="true" focusable="false" />
          {t('caseStudies.list.feedText')} <a href={link(feedPath)} type="application/atom+xml">{t('caseStudies.list.feed')}</a>
        </p>
        <CtaPanel id="case-cta" css={ctaSpacing} title={t('caseStudies.ctaTitle')} text={t('caseStudies.ctaText')} />
      </Container>
    </SiteLayout>
  );
}
