// Dev server: renders every page on request with the same server entry as the prerender, so
// `npm run dev` shows exactly what the build writes, with the dev page reloading on each edit and,
// at its corner, the content warnings about the text it shows (page-warnings.ts; never built).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { imageUrlPrefix } from './content-images.ts';
import { contentDir } from '../../content/content-dir.ts';
import { contentProblemName, contentProblems, type ContentPluginApi } from './content-plugin.ts';
import { pageWarnings, withWarnings } from './page-warnings.ts';
import { errorPage } from '../../../src/render/errorPage.ts';
import { escapeHtml } from '../../../src/seo/escape.ts';
import { faviconSvg } from '../../../src/render/favicon.ts';
import type * as EntryServer from '../../../src/render/entry-server.ts';
import { scriptEntries } from '../../../src/render/scriptEntries.ts';

const entry = '/src/render/entry-server.tsx';

/**
 * The content problem a render failed on, as the consultant reads it (`file:line field: message`
 * lines): a body that does not compile (its page throws it), or the content as a whole (the content
 * plugin refused it). Undefined for any other error, which keeps its stack trace.
 */
export function contentProblemOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === contentProblemName) return error.message;
  if ((error as { plugin?: string }).plugin === 'correnti:content') return error.message.replace(/^\[plugin [^\]]+\]\s*/, '');
  return undefined;
}

/** The dev server's page for a content problem: the lines, and what to do. */
export function contentProblemPage(lines: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Content problem</title></head>
<body>
<main>
<h1>This page's content has a problem</h1>
<pre>${escapeHtml(lines)}</pre>
<p>Each line reads file:line field: problem. Fix it and save: the page reloads. (<a href="/">Home</a>)</p>
</main>
</body>
</html>
`;
}

async function renderForDev(server: ViteDevServer, url: string): Promise<{ status: number; html: string }> {
  const mod = (await server.ssrLoadModule(entry)) as typeof EntryServer;
  const { page, body, css } = await mod.render(url);
  const html = mod.renderDocument({
    page,
    body,
    siteUrl: mod.settings.siteUrl,
    siteName: mod.settings.name,
    styles: `<style>${css.map(([, rules]) => rules).join('')}</style>`,
    siteScript: `/${scriptEntries.site}`,
    islands: Object.fromEntries([...page.islands].map((name) => [name, `/${scriptEntries[name]}`])),
  });
  return { status: page.status, html: await server.transformIndexHtml(url, html) };
}

export function devRenderPlugin({ imagesDir }: { imagesDir: string }): Plugin {
  return {
    name: 'correnti:dev-render',
    apply: 'serve',
    configureServer(server) {
      // The content plugin runs the language checks; each page shows the warnings about its text.
      const content = server.config.plugins.find((p) => p.name === 'correnti:content')?.api as ContentPluginApi | undefined;
      const dir = contentDir(server.config.root);
      server.middlewares.use(async (req, res, next) => {
        const url = req.originalUrl ?? '/';
        const { pathname } = new URL(url, 'http://localhost');
        if (pathname.startsWith(imageUrlPrefix) && /^\/images\/[\w-]+\.webp$/.test(pathname)) {
          res.setHeader('Content-Type', 'image/webp');
          res.end(readFileSync(path.join(imagesDir, pathname.slice(imageUrlPrefix.length))));
          return;
        }
        const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/\.\w+$/.test(pathname) && !pathname.startsWith('/@') && !pathname.startsWith('/__');
        // A problem that stops every page (a frontmatter one) is shown instead of the page, as the
        // terminal printed it at the save: the server entry is not loaded, so Vite adds no stack trace.
        const stopping = content?.stopping() ?? [];
        if (stopping.length > 0 && (isPage || pathname.endsWith('/feed.atom'))) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(url, contentProblemPage(contentProblems(stopping))));
          return;
        }
        if (pathname.endsWith('/feed.atom')) {
          const mod = (await server.ssrLoadModule(entry)) as typeof EntryServer;
          const feed = mod.feeds().find((f) => f.url === pathname);
          if (feed) {
            res.setHeader('Content-Type', 'application/atom+xml; charset=utf-8');
            res.end(feed.xml);
            return;
          }
        }
        if (pathname === '/favicon.svg') {
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(faviconSvg);
          return;
        }
        if (!isPage) return next();
        try {
          const { status, html } = await renderForDev(server, url);
          const warnings = content ? pageWarnings(html, await content.warnings(), dir, pathname) : [];
          res.statusCode = status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(withWarnings(html, warnings));
        } catch (error) {
          const problem = contentProblemOf(error);
          if (problem !== undefined) {
            server.config.logger.error(`${url}: ${problem}`, { timestamp: true });
            res.statusCode = 500;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(url, contentProblemPage(problem)));
            return;
          }
          if (error instanceof Error) server.ssrFixStacktrace(error);
          server.config.logger.error(`Rendering ${url} failed: ${String((error as Error).stack ?? error)}`);
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(errorPage(String((error as Error).stack ?? error)));
        }
      });
    },
    // Pages are rendered on the server, so any edit under src/ needs a fresh page, not a module swap.
    hotUpdate({ file }) {
      if (this.environment.name === 'client' && file.includes('/src/')) {
        this.environment.hot.send({ type: 'full-reload' });
        return [];
      }
    },
  };
}
