// What the browser tests know about the site: its pages, taken from the same content the build used.
import path from 'node:path';
import { readContent } from '../../src/content/read.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import type { Lang } from '../../src/i18n/languages.ts';

export const { content } = readContent(path.resolve('content'), { includeDrafts: false });
export const caseStudySlugs = content.entries.filter((e) => e.collection === 'case-studies' && e.lang === 'en').map((e) => e.slug);

/** Language-neutral paths of every page (SPEC routes plus the case-study pages). */
export const pagePaths = ['/', '/services', '/open-source', '/contributions', '/consultation', '/case-studies', ...caseStudySlugs.map((s) => `/case-studies/${s}`)];

export const langs: Lang[] = ['en', 'it'];
export const url = (path: string, lang: Lang) => localizePath(path, lang);
export const t = (lang: Lang, key: string) => content.ui[lang][key] ?? key;
