// What a host must answer for the built site (README, "What the build gives a host"), as checks
// that list what a server answers wrong: the headers of _headers, both 404 pages, one address per
// page, build files and traversal refused, the precompressed copies. The same checks run against
// `npm start`'s server and against nginx with the generated _nginx.conf (hosts.test.ts).
import { request } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { headersFor, parseHeadersFile } from '../../scripts/build/headers.ts';
import { dist, pageAssets, read } from './built.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (not decompressed). */
  body: Buffer;
}

/** One GET with the path exactly as written (no normalising of "..", no decompressing). */
export function get(origin: string, rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const rules = parseHeadersFile(read('_headers').toString());
const home = read('index.html').toString();
const { js, css } = pageAssets(home);
/** A hashed asset the pages load: a script (and a stylesheet, when a page links one). */
const assets = [...js.slice(0, 1), ...css.slice(0, 1)];

/** Every header _headers gives this path, with its value exactly. */
function headerProblems(answer: Answer, urlPath: string): string[] {
  return Object.entries(headersFor(rules, urlPath)).flatMap(([name, value]) => {
    const sent = answer.headers[name.toLowerCase()];
    return sent === value ? [] : [`${urlPath}: ${name} is ${sent === undefined ? 'missing' : JSON.stringify(sent)}, not ${JSON.stringify(value)}`];
  });
}

export interface HostCheck {
  name: string;
  problems: (origin: string) => Promise<string[]>;
}

export const hostChecks: HostCheck[] = [
  {
    name: 'sends the headers of _headers on pages, assets, redirects and 404s',
    problems: async (origin) => {
      const found: string[] = [];
      for (const urlPath of ['/', '/it/services', ...assets, '/no-such-page', '/it/pagina-inesistente']) found.push(...headerProblems(await get(origin, urlPath), urlPath));
      const redirect = await get(origin, '/services/');
      if (redirect.headers['content-security-policy'] !== headersFor(rules, '/services/')['Content-Security-Policy']) found.push('/services/ (a redirect): no Content-Security-Policy');
      return found;
    },
  },
  {
    name: 'answers an unknown path with its language’s 404 page and status 404, and the 404 pages have no address',
    problems: async (origin) => {
      const found: string[] = [];
      const cases: [string, string][] = [['/no-such-page', '404.html'], ['/services/nope', '404.html'], ['/it/pagina-inesistente', 'it/404.html'], ['/it/services/nope', 'it/404.html'], ['/404', '404.html'], ['/404.html', '404.html'], ['/it/404', 'it/404.html'], ['/it/404.html', 'it/404.html']];
      for (const [urlPath, page] of cases) {
        const answer = await get(origin, urlPath);
        if (answer.status !== 404) found.push(`${urlPath}: status ${answer.status}, not 404`);
        if (!answer.body.equals(read(page))) found.push(`${urlPath}: not the page of ${page}`);
      }
      return found;
    },
  },
  {
    name: 'gives each page one address: a trailing slash or a file name redirects there permanently',
    problems: async (origin) => {
      const found: string[] = [];
      const moves: [string, string][] = [
        ['/it/', '/it'], ['/services/', '/services'], ['/it/case-studies/?x=1', '/it/case-studies?x=1'], ['/case-studies//', '/case-studies'],
        ['/index.html', '/'], ['/services.html', '/services'], ['/it/services.html', '/it/services'], ['/it.html', '/it'], ['/index', '/'],
      ];
      for (const [from, to] of moves) {
        const answer = await get(origin, from);
        const location = answer.headers.location;
        const landed = typeof location === 'string' ? new URL(location, origin) : undefined;
        if (![301, 308].includes(answer.status)) found.push(`${from}: status ${answer.status}, not a permanent redirect`);
        else if (!landed || `${landed.pathname}${landed.search}` !== to) found.push(`${from}: redirects to ${String(location)}, not ${to}`);
      }
      for (const page of ['/', '/services', '/it', '/it/case-studies']) {
        const answer = await get(origin, page);
        if (answer.status !== 200) found.push(`${page}: status ${answer.status}, not 200`);
      }
      return found;
    },
  },
  {
    name: 'refuses the build’s host files, dotfiles and listings',
    problems: async (origin) => {
      const found: string[] = [];
      for (const urlPath of ['/_headers', '/_nginx.conf', '/.git/config', '/assets', '/it/_headers']) {
        const answer = await get(origin, urlPath);
        if (answer.status !== 404) found.push(`${urlPath}: status ${answer.status}, not 404`);
        const file = path.join(dist, urlPath);
        if (existsSync(file) && statSync(file).isFile() && answer.body.includes(read(urlPath.slice(1)).subarray(0, 40))) found.push(`${urlPath}: served the file`);
      }
      return found;
    },
  },
  {
    name: 'refuses traversal, plain and encoded',
    problems: async (origin) => {
      const found: string[] = [];
      // package.json sits beside dist/: one step up would reach it.
      for (const urlPath of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/assets/..%2f..%2fpackage.json', '/it/%2e%2e/%2e%2e/package.json', '//etc/passwd', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd']) {
        const answer = await get(origin, urlPath);
        if (![400, 404].includes(answer.status)) found.push(`${urlPath}: status ${answer.status}, not 400 or 404`);
        if (answer.body.includes('"correnti-website"') || answer.body.includes('root:x:')) found.push(`${urlPath}: served a file outside dist/`);
      }
      return found;
    },
  },
  {
    name: 'serves the precompressed gzip copy to a browser that takes gzip',
    problems: async (origin) => {
      const found: string[] = [];
      for (const [urlPath, file] of [['/', 'index.html'], ['/it/services', 'it/services.html'], ...assets.map((a) => [a, a.slice(1)])] as [string, string][]) {
        const answer = await get(origin, urlPath, { 'accept-encoding': 'gzip' });
        if (answer.headers['content-encoding'] !== 'gzip') found.push(`${urlPath}: Content-Encoding ${String(answer.headers['content-encoding'])}, not gzip`);
        else if (!answer.body.equals(read(`${file}.gz`))) found.push(`${urlPath}: not the bytes of ${file}.gz`);
        if (!String(answer.headers.vary ?? '').toLowerCase().includes('accept-encoding')) found.push(`${urlPath}: no Vary: Accept-Encoding`);
      }
      return found;
    },
  },
];
