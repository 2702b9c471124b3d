// Reading the built site in dist/ (npm run build first; `npm test` does it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const dist = path.resolve('dist');
if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ has no build: run `npm run build` first');

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Every built HTML page, as its path inside dist/ ("index.html", "it/services.html"). */
export const htmlFiles = [...walk(dist)].filter((f) => f.endsWith('.html')).map((f) => path.relative(dist, f)).sort();

export const read = (file: string) => readFileSync(path.join(dist, file));
export const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

/** The URL path a file answers ("it/services.html" -> "/it/services"). */
export const urlOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);

/** Local files a page loads (stylesheets, scripts, fonts), by kind. */
export function pageAssets(html: string) {
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!).filter((u) => u.startsWith('/'));
  const islands = Object.values(JSON.parse(html.match(/<script type="application\/json" id="island-scripts">([^<]*)<\/script>/)?.[1] ?? '{}') as Record<string, string>);
  return {
    css: attr(/<link rel="stylesheet" href="([^"]+)"/g),
    // The site script (a module, or imported by the inline loader once the page has painted),
    // and the islands it loads when the visitor reaches them.
    js: [...attr(/<script type="module" src="([^"]+)"/g), ...attr(/<script type="module">[^<]*\bimport\("([^"]+)"\)/g), ...islands],
    fonts: attr(/<link rel="preload" href="([^"]+\.woff2)"/g),
  };
}

/** A script and every module it imports statically (what the browser must fetch to run it). */
export function scriptClosure(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = read(url.slice(1)).toString();
  for (const m of code.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    scriptClosure(path.posix.join(path.posix.dirname(url), m[1]!), seen);
  }
  return seen;
}
