// `npm run audit`: builds the site, serves it compressed as a host would, runs Lighthouse
// (mobile, default settings) on every page in both languages and prints one table. The raw
// reports go to reports/lighthouse/. A report, not a test: scores move with machine load.
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './browser.ts';
import { createSiteHandler } from './server.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const out = path.join(root, 'reports/lighthouse');
if (!process.env.SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

/** Every page the build wrote, as URL paths (the 404 pages are not pages to audit). */
function pages(dir = dist, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith('.html') || entry.name === '404.html') return [];
    return [entry.name === 'index.html' ? '/' : `${prefix}/${entry.name.slice(0, -5)}`];
  });
}
const urls = pages().sort((a, b) => a.localeCompare(b));

const server = createServer(createSiteHandler(dist)).listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://localhost:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs] });
mkdirSync(out, { recursive: true });

const rows: string[][] = [];
for (const url of urls) {
  // A trace can come back unusable (NO_NAVSTART, say) on a busy machine: try that page again.
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(`${base}${url}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) break;
    process.stderr.write(`(${url}: ${result.lhr.runtimeError.code}, again) `);
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  writeFileSync(path.join(out, `${url === '/' ? 'index' : url.slice(1).replace(/\//g, '_')}.json`), result.report as string);
  const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
  const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? NaN)} ms`;
  rows.push([
    url,
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    ms('largest-contentful-paint'),
    ms('total-blocking-time'),
    (audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
    `${((audits['total-byte-weight']?.numericValue ?? NaN) / 1024).toFixed(1)} KB`,
  ]);
  process.stderr.write('.');
}
process.stderr.write('\n');
await chrome.kill();
server.close();

const header = ['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'transferred'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
console.log([line(header), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n'));
console.log(`Lighthouse, mobile, default settings; raw reports in ${path.relative(root, out)}/`);
