import { languages, locales } from '../i18n/languages.ts';
import { alternates } from '../i18n/paths.ts';
import { escapeHtml } from '../seo/escape.ts';
import { themeColors } from '../seo/themeColors.ts';
import { graph } from '../seo/structuredData.ts';
import { ogImageSize, pageUrls } from '../seo/urls.ts';
import { scriptJson } from './scriptJson.ts';
import { languageHintScript } from './languageHintScript.ts';
import { siteScriptLoader } from './siteScriptLoader.ts';
import { speculationRules } from './speculationRules.ts';
import type { PageInfo } from './PageContext.ts';

export interface DocumentParts {
  page: PageInfo;
  siteUrl: string;
  siteName: string;
  body: string;
  /** <link> or <style> markup for the page's CSS. */
  styles: string;
  /** URL of the script every page runs, once it has painted (see siteScriptLoader.ts). */
  siteScript: string;
  /** URLs of the page's islands, which the site script loads on demand. */
  islands: Record<string, string>;
  /** Extra head markup (the dev server's client, say). */
  extraHead?: string;
}

const attr = (value: string) => `"${escapeHtml(value)}"`;

/** The HTML page around a rendered body: language, head metadata, alternates, previews, scripts. */
export function renderDocument({ page, siteUrl, siteName, body, styles, siteScript, islands, extraHead = '' }: DocumentParts): string {
  const title = page.title ? `${page.title} | ${siteName}` : siteName;
  const versions = alternates(page.path);
  const { pageUrl, imageUrl: image } = pageUrls(siteUrl, page.lang, page.path);
  // A 404 is not a page to index or share: no canonical, alternates or previews.
  const seo =
    page.status === 200
      ? [
          `<link rel="canonical" href=${attr(pageUrl)}>`,
          ...versions.map((a) => `<link rel="alternate" hreflang="${a.lang}" href=${attr(siteUrl + a.path)}>`),
          `<link rel="alternate" hreflang="x-default" href=${attr(siteUrl + versions[0]!.path)}>`,
          ...(page.feed ? [`<link rel="alternate" type="application/atom+xml" title=${attr(page.feed.title)} href=${attr(siteUrl + page.feed.path)}>`] : []),
          `<meta property="og:type" content="${page.type}">`,
          `<meta property="og:site_name" content=${attr(siteName)}>`,
          `<meta property="og:title" content=${attr(page.title)}>`,
          `<meta property="og:description" content=${attr(page.description)}>`,
          `<meta property="og:url" content=${attr(pageUrl)}>`,
          `<meta property="og:image" content=${attr(image)}>`,
          `<meta property="og:image:type" content="image/png">`,
          `<meta property="og:image:width" content="${ogImageSize.width}">`,
          `<meta property="og:image:height" content="${ogImageSize.height}">`,
          `<meta property="og:image:alt" content=${attr(`${page.title} | ${siteName}`)}>`,
          `<meta property="og:locale" content="${locales[page.lang]}">`,
          ...languages.filter((l) => l !== page.lang).map((l) => `<meta property="og:locale:alternate" content="${locales[l]}">`),
          '<meta name="twitter:card" content="summary_large_image">',
          `<meta name="twitter:title" content=${attr(page.title)}>`,
          `<meta name="twitter:description" content=${attr(page.description)}>`,
          `<meta name="twitter:image" content=${attr(image)}>`,
          `<meta name="twitter:image:alt" content=${attr(`${page.title} | ${siteName}`)}>`,
        ]
      : ['<meta name="robots" content="noindex">'];
  return [
    '<!DOCTYPE html>',
    `<html lang="${page.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content=${attr(page.description)}>`,
    ...seo,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${themeColors[0]}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${themeColors[1]}">`,
    // Before the styles and the body: whether to show the language hint is known at the first paint.
    `<script>${languageHintScript}</script>`,
    styles,
    `<script type="module">${siteScriptLoader(siteScript)}</script>`,
    // Data blocks are never executed, so the CSP needs no hash for them.
    Object.keys(islands).length ? `<script type="application/json" id="island-scripts">${scriptJson(islands)}</script>` : '',
    page.status === 200 && page.structuredData.length ? `<script type="application/ld+json">${scriptJson(graph(page.structuredData))}</script>` : '',
    `<script type="speculationrules">${speculationRules}</script>`,
    extraHead,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
