import { alternates } from '../i18n/paths.ts';
import { scriptJson } from './scriptJson.ts';
import { speculationRules } from './speculationRules.ts';
import type { PageInfo } from './PageContext.ts';

export interface DocumentParts {
  page: PageInfo;
  siteUrl: string;
  siteName: string;
  body: string;
  /** <link> or <style> markup for the page's CSS. */
  styles: string;
  /** URL of the script every page runs. */
  siteScript: string;
  /** URLs of the page's islands, which the site script loads on demand. */
  islands: Record<string, string>;
  /** Extra head markup (the dev server's client, say). */
  extraHead?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The HTML page around a rendered body: language, head metadata, alternates, styles, scripts. */
export function renderDocument({ page, siteUrl, siteName, body, styles, siteScript, islands, extraHead = '' }: DocumentParts): string {
  const title = page.title ? `${page.title} | ${siteName}` : siteName;
  const isPage = page.status === 200;
  const links = isPage
    ? [
        `<link rel="canonical" href="${escapeHtml(siteUrl + alternates(page.path).find((a) => a.lang === page.lang)!.path)}">`,
        ...alternates(page.path).map((a) => `<link rel="alternate" hreflang="${a.lang}" href="${escapeHtml(siteUrl + a.path)}">`),
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(siteUrl + alternates(page.path)[0]!.path)}">`,
      ]
    : ['<meta name="robots" content="noindex">'];
  return [
    '<!DOCTYPE html>',
    `<html lang="${page.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    ...links,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    styles,
    `<script type="module" src="${escapeHtml(siteScript)}"></script>`,
    // Where each island's code lives; a data block, never executed (so no CSP hash needed).
    Object.keys(islands).length ? `<script type="application/json" id="island-scripts">${scriptJson(islands)}</script>` : '',
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
