// The files around the pages that search engines, link previews and browsers ask for:
// preview images, sitemap.xml, robots.txt, the web manifest and the icons.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../../src/content/settings.ts';
import type { PageInfo } from '../../src/render/PageContext.tsx';
import { faviconSvg } from '../../src/render/favicon.ts';
import { webManifest } from '../../src/seo/manifest.ts';
import { robotsTxt, sitemapXml } from '../../src/seo/sitemap.ts';
import { ogImagePath } from '../../src/seo/urls.ts';
import { iconPng, previewImage } from './previewImage.ts';

function write(outDir: string, file: string, data: string | Buffer) {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, data);
}

export async function writeSeoFiles(outDir: string, settings: Settings, pages: PageInfo[], manifestDescription: string): Promise<void> {
  const published = pages.filter((p) => p.status === 200);
  const domain = new URL(settings.siteUrl).host;
  for (const page of published) {
    write(outDir, ogImagePath(page.lang, page.path), await previewImage({ title: page.title, kicker: page.kicker, siteName: settings.name, domain }));
  }
  // Each language-neutral path once; the sitemap lists every language version of it.
  const paths = [...new Set(published.map((p) => p.path))];
  write(outDir, 'sitemap.xml', sitemapXml(settings.siteUrl, paths));
  write(outDir, 'robots.txt', robotsTxt(settings.siteUrl));
  write(outDir, 'site.webmanifest', webManifest(settings, manifestDescription));
  write(outDir, 'favicon.svg', faviconSvg);
  write(outDir, 'favicon-32.png', iconPng(faviconSvg, 32));
  write(outDir, 'apple-touch-icon.png', iconPng(faviconSvg.replace('rx="8"', 'rx="0"'), 180));
  write(outDir, 'icon-192.png', iconPng(faviconSvg, 192));
  write(outDir, 'icon-512.png', iconPng(faviconSvg, 512));
  write(outDir, 'logo.png', iconPng(faviconSvg, 512));
}
