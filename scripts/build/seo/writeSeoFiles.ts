// The files around the pages that search engines, link previews and browsers ask for:
// preview images, sitemap.xml, robots.txt and the icons.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../../../src/content/settings.ts';
import type { PageInfo } from '../../../src/render/PageContext.tsx';
import { faviconSvg } from '../../../src/render/favicon.ts';
import { robotsTxt, sitemapXml } from '../../../src/seo/sitemap.ts';
import { ogImagePath } from '../../../src/seo/urls.ts';
import { iconPng, previewImage, type PreviewText } from './previewImage.ts';

function write(outDir: string, file: string, data: string | Buffer) {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, data);
}

// Preview images are kept between builds, keyed by their text and by the drawing code
// itself, so a rebuild only draws the pages whose title changed.
const cacheDir = path.resolve(import.meta.dirname, '../../../node_modules/.cache/og');
const drawingCode = createHash('sha256').update(readFileSync(path.join(import.meta.dirname, 'previewImage.ts'))).digest('hex');

async function cachedPreview(text: PreviewText): Promise<Buffer> {
  const key = createHash('sha256').update(drawingCode).update(JSON.stringify(text)).digest('hex');
  const file = path.join(cacheDir, `${key}.png`);
  if (existsSync(file)) return readFileSync(file);
  const png = await previewImage(text);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, png);
  return png;
}

/** Runs `task` over `items`, `limit` at a time (sharp works on other threads meanwhile). */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(Array.from({ length: limit }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  }));
}

export async function writeSeoFiles(outDir: string, settings: Settings, pages: PageInfo[]): Promise<void> {
  const published = pages.filter((p) => p.status === 200);
  const domain = new URL(settings.siteUrl).host;
  await eachLimited(published, 4, async (page) => {
    write(outDir, ogImagePath(page.lang, page.path), await cachedPreview({ title: page.title, kicker: page.kicker, siteName: settings.name, domain }));
  });
  // Each language-neutral path once; the sitemap lists every language version of it.
  const paths = [...new Set(published.map((p) => p.path))];
  write(outDir, 'sitemap.xml', sitemapXml(settings.siteUrl, paths));
  write(outDir, 'robots.txt', robotsTxt(settings.siteUrl));
  write(outDir, 'favicon.svg', faviconSvg);
  write(outDir, 'favicon-32.png', await iconPng(faviconSvg, 32));
  write(outDir, 'apple-touch-icon.png', await iconPng(faviconSvg.replace('rx="8"', 'rx="0"'), 180));
  write(outDir, 'logo.png', await iconPng(faviconSvg, 512));
}
