// `npm run audit`: builds the site, serves it compressed as a host would, runs Lighthouse
// (mobile, default settings) on every page in both languages and prints one table. The raw
// reports go to reports/lighthouse/. A report, not a test: scores move with machine load.
// In the same run it audits a floor page (one heading, one paragraph, served the same way) and
// prints each page's LCP as a multiple of the floor's: the part of LCP the site itself adds.
import { execSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumBrowserPath } from './browser.ts';
import { compressDir } from '../build/compress.ts';
import { floorPage } from './floor-page.ts';
import { createSiteHandler } from '../build/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
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
/** Each page's LCP at most this multiple of the floor's. */
const lcpTarget = 1.25;
// `npm run audit -- --runs 3`: each page (and each floor measurement) three times, reporting the
// run with the median LCP, so one unlucky trace does not decide a page's figure.
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

// The floor: the same server, headers and precompression, with a page of one heading and one paragraph.
const floorDir = path.join(root, 'node_modules/.cache/audit-floor');
rmSync(floorDir, { recursive: true, force: true });
mkdirSync(floorDir, { recursive: true });
writeFileSync(path.join(floorDir, 'index.html'), floorPage);
// The browser still asks the floor's server for /favicon.ico: it answers 404, as the site does.
copyFileSync(path.join(dist, '404.html'), path.join(floorDir, '404.html'));
copyFileSync(path.join(dist, '_headers'), path.join(floorDir, '_headers'));
await compressDir(floorDir);

async function serve(dir: string): Promise<{ base: string; close: () => void }> {
  const server = createServer(createSiteHandler(dir)).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
const site = await serve(dist);
const floor = await serve(floorDir);
const chrome = await chromeLauncher.launch({ chromePath: chromiumBrowserPath(), chromeFlags: ['--headless=new', ...chromiumArgs] });
mkdirSync(out, { recursive: true });

async function audit(url: string) {
  // A trace can come back unusable (NO_NAVSTART, say) on a busy machine: try that page again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    process.stderr.write(`(${url}: ${result.lhr.runtimeError.code}, again) `);
  }
}
const lcpOf = (result: Awaited<ReturnType<typeof audit>>) => result.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;

// The floor is audited before the first page, then after every few, so a machine that slows down
// mid-run moves the floor with the pages; its median is the reference.
const floorLcps: number[] = [];
const measureFloor = async () => {
  for (let run = 0; run < runs; run++) floorLcps.push(lcpOf(await audit(`${floor.base}/`)));
};

/** Audits a page `runs` times and keeps the run whose LCP is the median. */
async function medianRun(url: string) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await audit(url));
  return results.sort((a, b) => lcpOf(a) - lcpOf(b))[Math.floor((results.length - 1) / 2)]!;
}
await measureFloor();

const rows: { url: string; cells: string[]; lcp: number }[] = [];
for (const [index, url] of urls.entries()) {
  const result = await medianRun(`${site.base}${url}`);
  const { categories, audits } = result.lhr;
  writeFileSync(path.join(out, `${url === '/' ? 'index' : url.slice(1).replace(/\//g, '_')}.json`), result.report as string);
  const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
  const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? NaN)} ms`;
  rows.push({ url, lcp: lcpOf(result), cells: [
    url,
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    ms('largest-contentful-paint'),
    ms('total-blocking-time'),
    (audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
    `${((audits['total-byte-weight']?.numericValue ?? NaN) / 1024).toFixed(1)} KB`,
  ] });
  process.stderr.write('.');
  if (index % 8 === 7 || index === urls.length - 1) await measureFloor();
}
process.stderr.write('\n');
await chrome.kill();
site.close();
floor.close();

const floorLcp = median(floorLcps);
const header = ['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'x floor', 'TBT', 'CLS', 'transferred'];
const table = rows.map(({ cells, lcp }) => [...cells.slice(0, 6), `${(lcp / floorLcp).toFixed(2)}`, ...cells.slice(6)]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
console.log([line(header), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...table.map(line)].join('\n'));
const worst = Math.max(...rows.map((r) => r.lcp / floorLcp));
console.log(`Floor page (one heading, one paragraph, same server): LCP ${Math.round(floorLcp)} ms, median of ${floorLcps.length} runs (${floorLcps.map(Math.round).join(', ')} ms).`);
console.log(`Largest multiple of the floor: ${worst.toFixed(2)} (target: at most ${lcpTarget}).`);
console.log(`Lighthouse, mobile, default settings${runs > 1 ? `, median of ${runs} runs per page` : ''}; raw reports in ${path.relative(root, out)}/`);
