// Writes every page of the site, in every language, as its own HTML file carrying, inline, only
// the CSS rules Emotion produced while rendering it: the first response is enough to paint.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { languages } from '../../src/i18n/languages.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import type * as EntryServer from '../../src/render/entry-server.tsx';
import { scriptEntries } from '../../src/render/scriptEntries.ts';
import { languageHintScript } from '../../src/render/languageHintScript.ts';
import { siteScriptLoader } from '../../src/render/siteScriptLoader.ts';
import { speculationRules } from '../../src/render/speculationRules.ts';
import { FileWriter } from './file-writer.ts';
import { headerRules, toHeadersFile, toNginxConf } from './headers.ts';
import { renderPage, type ScriptUrls } from './render-page.ts';
import { Previews, type PreviewStats } from './seo/previews.ts';
import { copyFonts } from './fonts.ts';
import { writeSeoFiles } from './seo/writeSeoFiles.ts';

interface ManifestChunk {
  file: string;
}

/** "/" -> index.html, "/it" -> it.html, "/it/services" -> it/services.html (hosts serve /x from x.html). */
export function htmlFileFor(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}.html`;
}

/** A path no page can have: rendering it gives that language's 404 page. */
const missingPath = '/__404__';

export interface PrerenderResult {
  files: { url: string; file: string; status: number }[];
  /** Distinct inline style blocks (one per kind of page), each allowed by its hash in the CSP. */
  styleBlocks: number;
  previews: PreviewStats;
}

export interface PrerenderOptions {
  outDir: string;
  ssrEntry: string;
  imagesDir: string;
  /** Told of each page as it is written (to start compressing it while the next one renders); the next page waits for the promise it returns. */
  onPage?: (file: string, html: string) => void | Promise<void>;
  /** Draw each page's link-preview image (true unless a build for tests says otherwise: build.ts). */
  previews?: boolean;
}

// Pages are written as they are rendered: the build holds a few pages at a time, plus what the
// files after them need (each kind of page's CSS, the SEO facts, the images the pages show).
export async function prerender({ outDir, ssrEntry, imagesDir, onPage, previews: drawPreviews = true }: PrerenderOptions): Promise<PrerenderResult> {
  const server = (await import(pathToFileURL(ssrEntry).href)) as typeof EntryServer;
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const scripts: ScriptUrls = Object.fromEntries(Object.entries(scriptEntries).flatMap(([name, source]) => (manifest[source] ? [[name, `/${manifest[source].file}`]] : [])));
  const siteScript = scripts.site;
  if (!siteScript) throw new Error(`The client build has no output for ${scriptEntries.site}`);

  const jobs = languages.flatMap((lang) => [
    ...server.pagePaths().map((p) => ({ url: localizePath(p, lang), file: htmlFileFor(localizePath(p, lang)), expected: 200 })),
    { url: localizePath(missingPath, lang), file: lang === 'en' ? '404.html' : `${lang}/404.html`, expected: 404 },
  ]);

  const written: { url: string; file: string; page: EntryServer.Rendered['page'] }[] = [];
  // Pages of one kind use the same components, so the same CSS: the policy grows with the kinds
  // of page, not with the number of case studies (and lists their hashes sorted).
  const styleBlocks = new Set<string>();
  const images = new Set<string>();
  const pagesOut = new FileWriter();
  const previews = new Previews(outDir, server.settings);
  for (const job of jobs) {
    const { html, style, page, images: shown } = await renderPage(server, job, scripts);
    const target = path.join(outDir, job.file);
    await pagesOut.write(target, html);
    await onPage?.(target, html);
    if (drawPreviews) await previews.add(page);
    written.push({ url: job.url, file: job.file, page });
    styleBlocks.add(style);
    for (const image of shown) images.add(image);
  }
  await pagesOut.done();
  const previewStats = await previews.done();

  const rules = headerRules({ inlineScripts: [languageHintScript, speculationRules, siteScriptLoader(siteScript)], inlineStyles: [...styleBlocks] });
  writeFileSync(path.join(outDir, '_headers'), toHeadersFile(rules));
  writeFileSync(path.join(outDir, '_nginx.conf'), toNginxConf(rules, languages));

  // The Atom feeds of the case studies, one per language, beside the list they follow.
  for (const { url, xml } of server.feeds()) {
    const target = path.join(outDir, url);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, xml);
  }
  mkdirSync(path.join(outDir, 'images'), { recursive: true });
  for (const image of images) copyFileSync(path.join(imagesDir, image), path.join(outDir, 'images', image));

  copyFonts(outDir);
  await writeSeoFiles(outDir, server.settings, written.map((w) => w.page));
  return { files: written.map((w) => ({ url: w.url, file: w.file, status: w.page.status })), styleBlocks: styleBlocks.size, previews: previewStats };
}
