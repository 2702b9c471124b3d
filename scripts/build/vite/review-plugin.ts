// Dev server only: the translation review, live at /_review and /_review/<collection>/<slug>.
// The content plugin reloads the page on every content save. `apply: 'serve'` keeps it out of
// the build, so no file of it reaches dist/ or the sitemap.
import type { Plugin } from 'vite';
import { errorPage } from '../../../src/render/errorPage.ts';
import { reviewPage, reviewPath } from '../../content/review/devPage.ts';
import { contentDir } from '../../content/content-dir.ts';

export function reviewPlugin(): Plugin {
  let dir = '';
  return {
    name: 'correnti:review',
    apply: 'serve',
    configResolved(config) {
      dir = contentDir(config.root);
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const { pathname } = new URL(req.originalUrl ?? '/', 'http://localhost');
        if (pathname !== reviewPath && !pathname.startsWith(`${reviewPath}/`)) return next();
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        try {
          const html = await reviewPage(dir, decodeURIComponent(pathname.slice(reviewPath.length + 1)));
          if (html === undefined) return next(); // not an entry: the site's own 404 page
          res.end(await server.transformIndexHtml(pathname, html));
        } catch (error) {
          server.config.logger.error(`Review failed: ${String((error as Error).stack ?? error)}`);
          res.statusCode = 500;
          res.end(errorPage(String((error as Error).stack ?? error)));
        }
      });
    },
  };
}
