// What the browser tests know about the site: its pages, taken from the same content the build used.
import path from 'node:path';
import { listPaths } from '../../src/content/caseStudyLists.ts';
import { readContent } from '../../src/content/read.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import type { Lang } from '../../src/i18n/languages.ts';

export const { content } = readContent(path.resolve('content'), { includeDrafts: false });
const english = (collection: string) => content.entries.filter((e) => e.collection === collection && e.lang === 'en');
export const caseStudySlugs = english('case-studies').map((e) => e.slug);
export const serviceSlugs = english('services').map((e) => e.slug);
/** /case-studies and, once there are enough case studies, its numbered and filter pages. */
export const listPagePaths = listPaths(english('case-studies').map(({ slug, data }) => ({ slug, technologies: (data as { technologies: string[] }).technologies, industry: (data as { industry: string }).industry })));

/** Language-neutral paths of every page (SPEC routes, /about, /privacy, the service pages, the case-study pages and lists). */
export const pagePaths = [
  '/', '/services', '/open-source', '/contributions', '/consultation', '/about', '/privacy',
  ...serviceSlugs.map((s) => `/services/${s}`),
  ...listPagePaths,
  ...caseStudySlugs.map((s) => `/case-studies/${s}`),
];

export const langs: Lang[] = ['en', 'it'];
export const url = (path: string, lang: Lang) => localizePath(path, lang);
export const t = (lang: Lang, key: string) => content.ui[lang][key] ?? key;
