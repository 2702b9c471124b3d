// One page of the prerender, from its URL to its HTML document: rendered by the server entry,
// with the CSS Emotion produced while rendering it inline in its head (prerender.ts writes it).
import type * as EntryServer from '../../src/render/entry-server.tsx';
import type { IslandName, PageInfo, ScriptName } from '../../src/render/PageContext.tsx';

export interface PageJob {
  url: string;
  /** The status the page must render with: 200, or 404 for the not-found pages. */
  expected: number;
}

export interface RenderedPage {
  html: string;
  /** The text of the page's <style>: pages of one kind share it, and the CSP allows each by its hash. */
  style: string;
  page: PageInfo;
  /** The content images (file names under /images/) the page shows. */
  images: string[];
}

/** A page's CSS as the text of its <style>: Emotion's rules in the order the page inserted them. */
export function inlineStyle(css: readonly (readonly [name: string, rules: string])[]): string {
  const text = css.map(([, rules]) => rules).join('');
  // The text goes inside <style>: it must not be able to close it.
  if (/<\/style/i.test(text)) throw new Error('A CSS rule contains "</style", which would end the inline stylesheet');
  return text;
}

/** Where each browser script is served from (the client build's hashed names), by name. */
export type ScriptUrls = Partial<Record<ScriptName, string>>;

function scriptUrl(scripts: ScriptUrls, name: ScriptName): string {
  const url = scripts[name];
  if (!url) throw new Error(`The client build has no output for the ${name} script`);
  return url;
}

export async function renderPage(server: typeof EntryServer, job: PageJob, scripts: ScriptUrls): Promise<RenderedPage> {
  let result: EntryServer.Rendered;
  try {
    result = await server.render(job.url);
  } catch (error) {
    throw new Error(`Prerendering ${job.url} failed: ${(error as Error).stack ?? String(error)}`);
  }
  const { page, body } = result;
  if (page.status !== job.expected) throw new Error(`Prerendering ${job.url} gave status ${page.status}, expected ${job.expected}`);
  const style = inlineStyle(result.css);
  // The content images the pages show, resized when their MDX compiled.
  const images = [...new Set(Array.from(body.matchAll(/\/images\/([\w-]+\.webp)/g), (m) => m[1]!))];
  const html = server.renderDocument({
    page,
    body,
    siteUrl: server.settings.siteUrl,
    siteName: server.settings.name,
    styles: `<style>${style}</style>`,
    siteScript: scriptUrl(scripts, 'site'),
    islands: Object.fromEntries([...page.islands].map((name: IslandName) => [name, scriptUrl(scripts, name)])),
  });
  return { html, style, page, images };
}
