// What the scale benchmark measures in a built site: pages, the gzip weight of each page's first
// response (HTML with its inline CSS), the case-study list pages, and whether plain links from
// the home pages reach every case study.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuildReport } from '../build/build.ts';

/** The first-response budget: HTML with its inline CSS, gzip. */
export const firstResponseBudget = 14 * 1024;

export interface PageSize {
  url: string;
  /** gzip bytes */
  bytes: number;
}

export interface BuildMeasure {
  seconds: number;
  pages: number;
  largest: PageSize;
  /** Pages over the first-response budget, largest first. */
  overBudget: PageSize[];
  home: number;
  caseStudies: number;
  /** gzip bytes of the CSS inline in /case-studies (part of its HTML). */
  caseStudiesCss: number;
  /** /case-studies, its numbered pages and its filter pages, in every language. */
  listPages: number;
  largestList: PageSize;
  homeScripts: number;
  /** Case-study pages reached by following links from / and /it, of all those built. */
  reached: number;
  caseStudyPages: number;
  unreached: string[];
}

/** The size of the file as served compressed: its .gz twin from the build, else gzip -9 now. */
export function gzipBytes(file: string): number {
  const twin = `${file}.gz`;
  return existsSync(twin) ? statSync(twin).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** "index.html" -> "/", "it/services/kafka.html" -> "/it/services/kafka". */
const urlOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);
const fileOf = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);

export const isListPage = (url: string) => /^(\/it)?\/case-studies(\/page\/\d+|\/(technology|industry)\/[\w-]+(\/page\/\d+)?)?$/.test(url);
const isCaseStudy = (url: string) => /^(\/it)?\/case-studies\/[\w-]+$/.test(url) && !isListPage(url);

/** Every internal page reachable from / and /it by <a href> links, read from the built files. */
export function crawl(outDir: string): Set<string> {
  const seen = new Set<string>();
  const queue = ['/', '/it'];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url) || !existsSync(path.join(outDir, fileOf(url)))) continue;
    seen.add(url);
    const html = readFileSync(path.join(outDir, fileOf(url)), 'utf8');
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) if (!seen.has(href!)) queue.push(href!);
  }
  return seen;
}

export function measureBuild(outDir: string, seconds: number): BuildMeasure {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html') && !name.endsWith('404.html'));
  const sizes = files.map((file) => ({ url: urlOf(file.split(path.sep).join('/')), bytes: gzipBytes(path.join(outDir, file)) })).sort((a, b) => b.bytes - a.bytes);
  const lists = sizes.filter((s) => isListPage(s.url));
  const homeHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // Scripts by <script src>, or imported by the inline loader once the page has painted.
  const scripts = [...homeHtml.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"|\bimport\("\/([^"]+)"\)/g)].map((m) => path.join(outDir, (m[1] ?? m[2])!));
  const listHtml = readFileSync(path.join(outDir, 'case-studies.html'), 'utf8');
  const reachedUrls = crawl(outDir);
  const caseStudies = sizes.map((s) => s.url).filter(isCaseStudy);
  return {
    seconds,
    pages: files.length,
    largest: sizes[0]!,
    overBudget: sizes.filter((s) => s.bytes > firstResponseBudget),
    home: gzipBytes(path.join(outDir, 'index.html')),
    caseStudies: gzipBytes(path.join(outDir, 'case-studies.html')),
    caseStudiesCss: gzipSync(listHtml.match(/<style>([^<]*)<\/style>/)?.[1] ?? '', { level: 9 }).length,
    listPages: lists.length,
    largestList: lists[0]!,
    homeScripts: scripts.reduce((sum, file) => sum + gzipBytes(file), 0),
    reached: caseStudies.filter((url) => reachedUrls.has(url)).length,
    caseStudyPages: caseStudies.length,
    unreached: caseStudies.filter((url) => !reachedUrls.has(url)),
  };
}

const bytes = (n: number) => `${n.toLocaleString('en-US')} B`;
const mb = (n: number | undefined) => (n === undefined ? 'n/a' : `${Math.round(n / 1024 / 1024)} MB`);
const sec = (n: number) => `${n.toFixed(1)} s`;

/** One build, as the benchmark saw it from outside and as the build reported its parts. */
export interface BenchColumn {
  label: string;
  measure: BuildMeasure;
  report: BuildReport;
  /** All the build's processes together (PSS), and the largest one (RSS), at their peak. */
  peakBytes?: { together: number; largest: number };
}

/** Builds side by side: where the time went, the memory, and what the pages weigh. */
export function formatBenchTable(columns: readonly BenchColumn[]): string {
  const row = (name: string, cell: (c: BenchColumn) => string): string[] => [name, ...columns.map(cell)];
  const rows: string[][] = [
    row('build time, whole process', (c) => sec(c.measure.seconds)),
    row('  start and Vite (client, server: own process)', (c) => `${sec(c.report.seconds.vite)} (${c.report.clientFromCache ? 'cache' : sec(c.report.seconds.client)}, ${c.report.serverFromCache ? 'cache' : sec(c.report.seconds.server)})`),
    row('  rendering, writing pages (compressing meanwhile)', (c) => sec(c.report.seconds.render)),
    row('  compression left after rendering', (c) => sec(c.report.seconds.compress)),
    row('  language checks (own process) / waited for at the end', (c) => `${sec(c.report.seconds.checks)} / ${sec(c.report.seconds.checksWait)}`),
    row('CPU s: Vite process, checks process, build process', (c) => `${sec(c.report.cpuSeconds.vite)}, ${sec(c.report.cpuSeconds.checks)}, ${sec(c.report.cpuSeconds.build)}`),
    row('  of the build process: rendering, compression after', (c) => `${sec(c.report.cpuSeconds.render)}, ${sec(c.report.cpuSeconds.compress)}`),
    row('copies (.gz, .br) from the cache / compressed', (c) => `${c.report.compression.fromCache} / ${c.report.compression.compressed}`),
    row('preview images from the cache / drawn', (c) => `${c.report.previews.fromCache} / ${c.report.previews.drawn}`),
    row('language checks from the cache', (c) => `${c.report.checks.cached} of ${c.report.checks.count}`),
    row('peak memory, all processes together (PSS)', (c) => mb(c.peakBytes?.together)),
    row('peak memory, largest process (RSS)', (c) => mb(c.peakBytes?.largest)),
    row('  the build process alone, without Vite and the checks (RSS)', (c) => mb(c.report.maxRssBytes)),
    row('pages (HTML files, both languages)', (c) => String(c.measure.pages)),
    row('largest page, HTML + inline CSS (gzip)', (c) => bytes(c.measure.largest.bytes)),
    row('/case-studies, HTML + inline CSS (gzip)', (c) => bytes(c.measure.caseStudies)),
    row('  its inline CSS alone (gzip)', (c) => bytes(c.measure.caseStudiesCss)),
    row('/case-studies and its pages (numbered, filters)', (c) => String(c.measure.listPages)),
    row('  largest of them (gzip)', (c) => bytes(c.measure.largestList.bytes)),
    row('home page, index.html (gzip)', (c) => bytes(c.measure.home)),
    row('JavaScript the home page loads (gzip)', (c) => bytes(c.measure.homeScripts)),
    row('case studies reached by links from / and /it', (c) => `${c.measure.reached} of ${c.measure.caseStudyPages}`),
  ];
  const all = [['', ...columns.map((c) => c.label)], ...rows];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const table = all.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('   '));
  const where = (c: BenchColumn) => `${c.label}: largest page ${c.measure.largest.url} (${bytes(c.measure.largest.bytes)}), largest list page ${c.measure.largestList.url} (${bytes(c.measure.largestList.bytes)})`;
  return [...table, '', ...columns.map(where)].join('\n');
}
