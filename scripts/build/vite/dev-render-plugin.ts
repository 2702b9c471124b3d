// Dev server: renders every page on request with the same server entry as the prerender, so
// `npm run dev` shows exactly what the build writes, with the dev page reloading on each edit and,
// at its corner, the content warnings about the text it shows (page-warnings.ts; never built).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { imageUrlPrefix } from './content-images.ts';
import { contentDir } from '../../content/content-dir.ts';
import { contentProblemName, type ContentPluginApi } from './content-plugin.ts';
import { pageWarnings, withWarnings } from './page-warnings.ts';
import { errorPage } from '../../../src/render/errorPage.ts';
import { contentProblemPage } from '../../../src/render/contentProblemPage.ts';
import { formatProblems, isWarning } from '../../../src/content/problems.ts';
import { splitLang } from '../../../src/i18n/paths.ts';
import { createTranslate } from '../../../src/i18n/translate.ts';
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

/**
 * The page that stands in for one the content cannot give: what stops it (`stops`: every page,
 * or this one alone, with its problem's lines), then the content's other problems known so far,
 * in the language of the page asked for, in the content's own interface strings.
 */
function problemPage(content: ContentPluginApi, pathname: string, stops: 'site' | 'page', stopping: string): string {
  const { lang } = splitLang(pathname);
  const shown = new Set(stopping.split('\n'));
  const { problems, complete } = content.known();
  const others = problems.filter((p) => !isWarning(p) && !shown.has(formatProblems([p])));
  return contentProblemPage({ lang, t: createTranslate(content.ui()[lang]), stops, stopping, others, complete });
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
        if (content && stopping.length > 0 && (isPage || pathname.endsWith('/feed.atom'))) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(url, problemPage(content, pathname, 'site', formatProblems(stopping))));
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
          if (problem !== undefined && content) {
            server.config.logger.error(`${url}: ${problem}`, { timestamp: true });
            // A save between the check above and this render may have stopped every page.
            const everyPage = content.stopping();
            res.statusCode = 500;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            const page = everyPage.length > 0 ? problemPage(content, pathname, 'site', formatProblems(everyPage)) : problemPage(content, pathname, 'page', problem);
            res.end(await server.transformIndexHtml(url, page));
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
