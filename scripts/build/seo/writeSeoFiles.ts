// The files around the pages that search engines and browsers ask for: sitemap.xml, robots.txt
// and the icons (each page's preview image is drawn as the page is written: previews.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../../../src/content/settings.ts';
import type { PageInfo } from '../../../src/render/PageContext.tsx';
import { faviconSvg } from '../../../src/render/favicon.ts';
import { robotsTxt, sitemapXml } from '../../../src/seo/sitemap.ts';
import { iconPng } from './icons.ts';

function write(outDir: string, file: string, data: string | Buffer) {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, data);
}

export async function writeSeoFiles(outDir: string, settings: Settings, pages: PageInfo[]): Promise<void> {
  const published = pages.filter((p) => p.status === 200);
  // Each language-neutral path once; the sitemap lists every language version of it.
  const paths = [...new Set(published.map((p) => p.path))];
  write(outDir, 'sitemap.xml', sitemapXml(settings.siteUrl, paths));
  write(outDir, 'robots.txt', robotsTxt(settings.siteUrl));
  write(outDir, 'favicon.svg', faviconSvg);
  write(outDir, 'favicon-32.png', await iconPng(faviconSvg, 32));
  write(outDir, 'apple-touch-icon.png', await iconPng(faviconSvg.replace('rx="8"', 'rx="0"'), 180));
  write(outDir, 'logo.png', await iconPng(faviconSvg, 512));
}
