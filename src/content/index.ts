// The one door from pages to content: typed, validated entries in display order.
import { entries, settings, ui, type LoadedEntry } from 'virtual:content';
import { defaultLang, type Lang } from '../i18n/languages.ts';
import { facetPath, facets, type Facet, type FacetKind, type ListedStudy } from './caseStudyLists.ts';
import type { CollectionName } from './schemas.ts';

export type { LoadedEntry };
export { settings, ui };

export function getEntries<C extends CollectionName>(collection: C, lang: Lang): LoadedEntry<C>[] {
  return entries.filter((e): e is LoadedEntry<C> => e.collection === collection && e.lang === lang);
}

export function getEntry<C extends CollectionName>(collection: C, lang: Lang, slug: string): LoadedEntry<C> | undefined {
  return getEntries(collection, lang).find((e) => e.slug === slug);
}

/** The case studies as the list pages see them: English facts, so every language has the same pages. */
export function listedCaseStudies(): ListedStudy[] {
  return getEntries('case-studies', defaultLang).map(({ slug, data }) => ({ slug, technologies: data.technologies, industry: data.industry }));
}

const cache = { for: undefined as unknown, facets: [] as Facet[] };
/** The technologies and industries that have a filter page, worked out once per content. */
export function caseStudyFacets(): Facet[] {
  if (cache.for !== entries) Object.assign(cache, { for: entries, facets: facets(listedCaseStudies()) });
  return cache.facets;
}

/** The filter page of a technology, or of the industry of a case study (by slug), if it has one. */
export function filterPath(kind: FacetKind, value: string): string | undefined {
  const name = kind === 'industry' ? getEntry('case-studies', defaultLang, value)?.data.industry : value;
  return name === undefined ? undefined : facetPath(caseStudyFacets(), kind, name);
}
