// The local static server (npm start): serves dist/ the way a good static host does, with the
// build's own `_headers`, precompressed files, the localized 404 page, and nothing else.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from './headers.ts';
import { notFoundPageFor } from './notFoundPage.ts';

/** A request path we refuse before looking at the disk: traversal, odd encodings, build-private files. */
export function isSuspiciousPath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || /[\\\0]/.test(decoded)) return true;
  // No "." or ".." segments, no dotfiles, no "_headers"-style host configuration files.
  return decoded.split('/').some((segment) => segment === '.' || segment === '..' || /^[._]/.test(segment));
}

/** A page's one address has no trailing slash: "/it/" and "/services/" are "/it" and "/services". */
export function withoutTrailingSlash(rawPath: string): string {
  return rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
}

/** The 404 pages are files, not pages: "/404", "/it/404.html" answer 404 like any unknown path. */
export const isNotFoundPage = (rawPath: string) => /^(?:\/[a-z]{2})?\/404(?:\.html)?$/.test(rawPath);

/**
 * A page's one address, from a path that names it otherwise: with a trailing slash ("/services/"),
 * by its file ("/services.html", "/index.html", "/index"). The 404 pages have none.
 */
export function pageAddress(rawPath: string): string {
  const path = withoutTrailingSlash(rawPath);
  if (isNotFoundPage(path)) return path;
  if (/^\/index(?:\.html)?$/.test(path)) return '/';
  return path.replace(/^(\/.+)\.html$/, '$1');
}

function setAll(res: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

export function createSiteHandler(root: string) {
  const rules = parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'));
  const files = sirv(root, {
    extensions: ['html'],
    gzip: true,
    brotli: true,
    etag: true,
    dotfiles: false,
    setHeaders: (res, pathname) => setAll(res, headersFor(rules, pathname)),
  });

  function notFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const page = notFoundPageFor(pathname);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    const compressed = encoding && path.join(root, `${page}.${encoding === 'br' ? 'br' : 'gz'}`);
    const served = compressed && existsSync(compressed) ? compressed : undefined;
    const body = readFileSync(served ?? path.join(root, page));
    res.statusCode = 404;
    setAll(res, headersFor(rules, pathname));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    if (served && encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    const rawPath = (req.url ?? '/').split('?')[0]!;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      setAll(res, headersFor(rules, '/'));
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    if (isSuspiciousPath(rawPath)) return notFound(req, res, rawPath.startsWith('/') ? rawPath : '/');
    const canonical = pageAddress(rawPath);
    if (canonical !== rawPath) {
      const query = (req.url ?? '').slice(rawPath.length);
      res.statusCode = 301;
      setAll(res, headersFor(rules, rawPath));
      res.setHeader('Location', canonical + query);
      res.end();
      return;
    }
    if (isNotFoundPage(rawPath)) return notFound(req, res, rawPath);
    files(req, res, () => notFound(req, res, rawPath));
  };
}
