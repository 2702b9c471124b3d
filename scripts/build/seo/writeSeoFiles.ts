// The files around the pages that search engines, link previews and browsers ask for:
// preview images, sitemap.xml, robots.txt and the icons.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../../../src/content/settings.ts';
import type { PageInfo } from '../../../src/render/PageContext.tsx';
import { faviconSvg } from '../../../src/render/favicon.ts';
import { robotsTxt, sitemapXml } from '../../../src/seo/sitemap.ts';
import { ogImagePath } from '../../../src/seo/urls.ts';
import { cacheDir, prune, writeEntry } from '../cache.ts';
import { FileWriter } from '../file-writer.ts';
import { iconPng, previewImage, type PreviewText } from './previewImage.ts';

function write(outDir: string, file: string, data: string | Buffer) {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, data);
}

// Preview images are kept between builds, keyed by their text and by the drawing code
// itself, so a rebuild only draws the pages whose title changed (drawing one takes about 80 ms).
const previews = cacheDir('og');
const drawingCode = createHash('sha256').update(readFileSync(path.join(import.meta.dirname, 'previewImage.ts'))).digest('hex');
/** Two scaled sites' worth: a preview is about 85 KB, and a site of 950 pages has as many. */
const previewBytes = 192 * 1024 * 1024;

/** Preview images the build took from the cache, and drew. */
export interface PreviewStats {
  fromCache: number;
  drawn: number;
}

/** A kept preview, marked recently used so that pruning spares it; undefined when there is none. */
function readKept(file: string): Buffer | undefined {
  try {
    const kept = readFileSync(file);
    utimesSync(file, new Date(), new Date());
    return kept;
  } catch {
    return undefined; // never drawn, or pruned meanwhile by another build
  }
}

async function cachedPreview(text: PreviewText, stats: PreviewStats): Promise<Buffer> {
  const key = createHash('sha256').update(drawingCode).update(JSON.stringify(text)).digest('hex');
  const file = path.join(previews, `${key}.png`);
  // Read on this thread: a small read costs less than the thread pool's hand-off.
  const kept = readKept(file);
  if (kept) {
    stats.fromCache++;
    return kept;
  }
  const png = await previewImage(text);
  await writeEntry(file, png);
  stats.drawn++;
  return png;
}

/** Runs `task` over `items`, `limit` at a time (sharp works on other threads meanwhile). */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(Array.from({ length: limit }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  }));
}

export async function writeSeoFiles(outDir: string, settings: Settings, pages: PageInfo[]): Promise<PreviewStats> {
  const published = pages.filter((p) => p.status === 200);
  const domain = new URL(settings.siteUrl).host;
  const stats: PreviewStats = { fromCache: 0, drawn: 0 };
  const images = new FileWriter();
  await eachLimited(published, 4, async (page) => {
    await images.write(path.join(outDir, ogImagePath(page.lang, page.path)), await cachedPreview({ title: page.title, kicker: page.kicker, siteName: settings.name, domain }, stats));
  });
  await images.done();
  prune(previews, previewBytes);
  // Each language-neutral path once; the sitemap lists every language version of it.
  const paths = [...new Set(published.map((p) => p.path))];
  write(outDir, 'sitemap.xml', sitemapXml(settings.siteUrl, paths));
  write(outDir, 'robots.txt', robotsTxt(settings.siteUrl));
  write(outDir, 'favicon.svg', faviconSvg);
  write(outDir, 'favicon-32.png', await iconPng(faviconSvg, 32));
  write(outDir, 'apple-touch-icon.png', await iconPng(faviconSvg.replace('rx="8"', 'rx="0"'), 180));
  write(outDir, 'logo.png', await iconPng(faviconSvg, 512));
  return stats;
}
