// The paths of the site, read from disk: the route files under src/pages, and the services and
// case studies (with what the case-study list pages are made of). The content plugin (build and
// dev) and check:content both use it, so they agree on which internal links are broken.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { ListedStudy } from '../../../src/content/caseStudyLists.ts';
import { defaultLang, languages } from '../../../src/i18n/languages.ts';
import { sitePaths, type DraftPage } from '../../../src/content/links.ts';
import { localizePath } from '../../../src/i18n/paths.ts';
import { readFileText } from '../../../src/content/fileText.ts';

/** Files under a folder, as "/"-separated paths relative to it, e.g. "case-studies/index.tsx". */
export function pageFiles(pagesDir: string): string[] {
  if (!existsSync(pagesDir)) return [];
  return readdirSync(pagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.relative(pagesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function frontmatter(file: string): Record<string, unknown> {
  try {
    return matter(readFileText(file)).data;
  } catch {
    // A file whose frontmatter does not parse is reported by readContent; count it as a page.
    return {};
  }
}

/** The English entries of a collection that get a page (drafts only when they are shown), with their frontmatter. */
function pagedEntries(contentDir: string, collection: string, includeDrafts: boolean): { slug: string; data: Record<string, unknown> }[] {
  const dir = path.join(contentDir, defaultLang, collection);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => ({ slug: name.slice(0, -'.mdx'.length), data: frontmatter(path.join(dir, name)) }))
    .filter(({ data }) => includeDrafts || data.draft !== true);
}

/** Slugs of the case studies that get a page: drafts only when they are shown (dev server). */
export function caseStudySlugs(contentDir: string, includeDrafts: boolean): string[] {
  return pagedEntries(contentDir, 'case-studies', includeDrafts).map((e) => e.slug);
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The case studies as the list pages see them (technologies, English industry). */
export function listedStudies(contentDir: string, includeDrafts: boolean): ListedStudy[] {
  return pagedEntries(contentDir, 'case-studies', includeDrafts).map(({ slug, data }) => ({
    slug,
    technologies: strings(data.technologies),
    industry: typeof data.industry === 'string' ? data.industry : '',
  }));
}

export interface SitePathsOptions {
  /** The project root, holding src/pages. */
  root: string;
  contentDir: string;
  includeDrafts: boolean;
}

/** Every page path in every language ("/", "/services/kafka", "/it/case-studies/x"...). */
export function knownPaths({ root, contentDir, includeDrafts }: SitePathsOptions): Set<string> {
  return sitePaths(pageFiles(path.join(root, 'src/pages')), {
    serviceSlugs: pagedEntries(contentDir, 'services', includeDrafts).map((e) => e.slug),
    caseStudies: listedStudies(contentDir, includeDrafts),
  });
}

/** Where each collection's drafts would be: their own pages, or (people) their card's anchor on /about. */
const draftPlaces: Record<string, { what: string; at: (slug: string) => string }> = {
  'case-studies': { what: 'a case study', at: (slug) => `/case-studies/${slug}` },
  services: { what: 'a service', at: (slug) => `/services/${slug}` },
  people: { what: 'a person', at: (slug) => `/about#${slug}` },
};

/**
 * The pages of draft case studies and services, and the /about anchors of draft people, in every
 * language, each with the file whose draft: true keeps it off the site.
 */
export function draftPages(contentDir: string): Map<string, DraftPage> {
  const pages = new Map<string, DraftPage>();
  for (const [collection, { what, at }] of Object.entries(draftPlaces)) {
    for (const { slug, data } of pagedEntries(contentDir, collection, true)) {
      if (data.draft !== true) continue;
      for (const lang of languages) pages.set(localizePath(at(slug), lang), { what, file: `${path.basename(contentDir)}/${lang}/${collection}/${slug}.mdx` });
    }
  }
  return pages;
}
