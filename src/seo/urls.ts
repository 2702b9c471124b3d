import type { Lang } from '../i18n/languages.ts';
import { localizePath } from '../i18n/paths.ts';

/** Where the build writes a page's link-preview image: /og/en/index.png, /og/it/case-studies/x.png. */
export function ogImagePath(lang: Lang, path: string): string {
  return `/og/${lang}${path === '/' ? '/index' : path}.png`;
}

export const ogImageSize = { width: 1200, height: 630 } as const;

/** Absolute URLs of a page and of its preview image: one source for the head and the JSON-LD. */
export function pageUrls(siteUrl: string, lang: Lang, path: string): { pageUrl: string; imageUrl: string } {
  return { pageUrl: siteUrl + localizePath(path, lang), imageUrl: siteUrl + ogImagePath(lang, path) };
}

/** Where each language's Atom feed of the case studies lives (/it/case-studies/feed.atom in Italian). */
export const feedPath = '/case-studies/feed.atom';
