// `npm run serve` (and `npm start` after a build): serves dist/ as a static host would:
// precompressed files, long caching for hashed assets, and the right language's 404 page.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { notFoundPageFor } from './notFoundPage.ts';

const root = path.resolve(import.meta.dirname, '../dist');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error('dist/ has no build: run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}

const assets = sirv(root, {
  extensions: ['html'],
  gzip: true,
  brotli: true,
  etag: true,
  dotfiles: false,
  setHeaders(res, pathname) {
    // Hashed file names never change content: cache them for a year; revalidate everything else.
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('X-Content-Type-Options', 'nosniff');
  },
});

function notFound(req: IncomingMessage, res: ServerResponse) {
  const file = path.join(root, notFoundPageFor(req.url ?? '/'));
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
}

const port = Number(process.env.PORT ?? 4173);
createServer((req, res) => assets(req, res, () => notFound(req, res))).listen(port, () => {
  console.log(`Serving dist/ at http://localhost:${port}`);
});
