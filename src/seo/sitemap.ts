import { languages } from '../i18n/languages.ts';
import { alternates, localizePath } from '../i18n/paths.ts';
import { escapeHtml } from './escape.ts';

/** sitemap.xml: every page in every language, each listing all its versions and x-default. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) =>
    languages.map((lang) => {
      const links = [...alternates(path).map((a) => [a.lang, a.path] as const), ['x-default', localizePath(path, languages[0])] as const].map(
        ([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(siteUrl + href)}"/>`,
      );
      return [`  <url>`, `    <loc>${escapeHtml(siteUrl + localizePath(path, lang))}</loc>`, ...links, `  </url>`].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
