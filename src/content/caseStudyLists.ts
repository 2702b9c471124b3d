// The case-study list pages: /case-studies, its numbered pages, and the filter pages by
// technology and by industry, with theirs. Pure: the build (entry-server), the link checks
// (scripts/content/check/site-paths.ts) and the pages compute the same set from the same case studies.

/** What the lists need to know of a case study, from its English file (paths are language-neutral). */
export interface ListedStudy {
  slug: string;
  technologies: readonly string[];
  /** The English industry: its slug names the filter page in every language. */
  industry: string;
}

export type FacetKind = 'technology' | 'industry';
export const facetKinds: readonly FacetKind[] = ['technology', 'industry'];

export interface Facet {
  kind: FacetKind;
  slug: string;
  /** The technology, or the English industry. */
  name: string;
  /** The case studies it holds, in list order. */
  slugs: string[];
}

/** One list page: a filter (or none, for the whole list) and a page number, 1 first. */
export interface ListPage {
  facet?: { kind: FacetKind; slug: string };
  page: number;
}

/** Cards per list page: four rows of three on a desktop, and well within 14 KB gzip. */
export const perPage = 12;
/** A filter page exists for a technology or industry shared by at least this many case studies... */
export const minFacetSize = 2;
// ...and by fewer than all of them: a filter that keeps every case study would only repeat the
// list under a second address.

export const listRoot = '/case-studies';

/** "Apache Kafka" -> "apache-kafka", "Public sector" -> "public-sector", "Sanità" -> "sanita". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function pageCount(items: number): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** The items shown on one page (1-based). */
export function pageItems<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** The language-neutral path of a list page. Page 1 has one address: the one without "/page/1". */
export function listPath({ facet, page }: ListPage): string {
  const base = facet ? `${listRoot}/${facet.kind}/${facet.slug}` : listRoot;
  return page > 1 ? `${base}/page/${page}` : base;
}

/**
 * The list page a path under /case-studies/ names ("page/2", "technology/apache-flink",
 * "industry/retail/page/3"), or undefined. Only the one address of each page parses: no
 * "page/1", no "page/02". Whether the page exists is for `listPageExists` to say.
 */
export function parseListPath(rest: string): ListPage | undefined {
  const parts = rest.split('/');
  const pageOf = (word?: string, number?: string) => (word === 'page' && /^[1-9]\d*$/.test(number ?? '') && number !== '1' ? Number(number) : undefined);
  const facetOf = (kind?: string, slug?: string) =>
    (facetKinds as readonly string[]).includes(kind ?? '') && slug && slug === slugify(slug) ? { kind: kind as FacetKind, slug } : undefined;
  if (parts.length === 2 && parts[0] === 'page') {
    const page = pageOf(parts[0], parts[1]);
    return page ? { page } : undefined;
  }
  const facet = facetOf(parts[0], parts[1]);
  if (!facet) return undefined;
  if (parts.length === 2) return { facet, page: 1 };
  const page = parts.length === 4 ? pageOf(parts[2], parts[3]) : undefined;
  return page ? { facet, page } : undefined;
}

const facetNames = (study: ListedStudy, kind: FacetKind): readonly string[] => (kind === 'technology' ? study.technologies : [study.industry]);

/**
 * The technologies and industries that get a filter page, each with its case studies (in the
 * order given). Technologies sorted by how many case studies use them, then by name.
 */
export function facets(studies: readonly ListedStudy[]): Facet[] {
  return facetKinds.flatMap((kind) => {
    const bySlug = new Map<string, Facet>();
    for (const study of studies) {
      for (const name of facetNames(study, kind)) {
        const slug = slugify(name);
        if (!slug) continue;
        const facet = bySlug.get(slug) ?? { kind, slug, name, slugs: [] };
        if (!facet.slugs.includes(study.slug)) facet.slugs.push(study.slug);
        bySlug.set(slug, facet);
      }
    }
    return [...bySlug.values()]
      .filter((f) => f.slugs.length >= minFacetSize && f.slugs.length < studies.length)
      .sort((a, b) => b.slugs.length - a.slugs.length || a.name.localeCompare(b.name));
  });
}

export function findFacet(all: readonly Facet[], kind: FacetKind, slug: string): Facet | undefined {
  return all.find((f) => f.kind === kind && f.slug === slug);
}

/** The filter page of a technology or industry, when it has one. */
export function facetPath(all: readonly Facet[], kind: FacetKind, name: string): string | undefined {
  const facet = findFacet(all, kind, slugify(name));
  return facet && listPath({ facet, page: 1 });
}

/** Every list page of the site, /case-studies first. */
export function listPages(studies: readonly ListedStudy[]): ListPage[] {
  const whole = Array.from({ length: pageCount(studies.length) }, (_, i): ListPage => ({ page: i + 1 }));
  const filtered = facets(studies).flatMap((facet) =>
    Array.from({ length: pageCount(facet.slugs.length) }, (_, i): ListPage => ({ facet: { kind: facet.kind, slug: facet.slug }, page: i + 1 })),
  );
  return [...whole, ...filtered];
}

/** The paths of every list page (language-neutral), /case-studies first. */
export function listPaths(studies: readonly ListedStudy[]): string[] {
  return listPages(studies).map(listPath);
}

/**
 * The page numbers a pagination bar shows: the first, the last, the current one and its
 * neighbours, with `null` for each gap ("1 … 4 5 6 … 26"). A gap of one page shows the page.
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  const shown = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  // Fill a gap of exactly one page rather than hide a single number behind "…".
  for (const n of [2, total - 1]) if (shown.has(n - 1) && shown.has(n + 1)) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]));
}
