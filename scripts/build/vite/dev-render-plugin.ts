// Dev server: renders every page on request with the same server entry as the prerender, so
// `npm run dev` shows exactly what the build writes, with the dev page reloading on each edit and,
// at its corner, the content warnings about the text it shows (page-warnings.ts; never built).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { imageUrlPrefix } from './content-images.ts';
import { contentDir } from '../../content/content-dir.ts';
import type { ContentPluginApi } from './content-plugin.ts';
import { pageWarnings, withWarnings } from './page-warnings.ts';
import { errorPage } from '../../../src/render/errorPage.ts';
import { faviconSvg } from '../../../src/render/favicon.ts';
import type * as EntryServer from '../../../src/render/entry-server.ts';
import { scriptEntries } from '../../../src/render/scriptEntries.ts';

const entry = '/src/render/entry-server.tsx';

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
        const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/\.\w+$/.test(pathname) && !pathname.startsWith('/@') && !pathname.startsWith('/__');
        if (!isPage) return next();
        try {
          const { status, html } = await renderForDev(server, url);
          const warnings = content ? pageWarnings(html, await content.warnings(), dir) : [];
          res.statusCode = status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(withWarnings(html, warnings));
        } catch (error) {
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
