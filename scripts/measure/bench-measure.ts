// What the scale benchmark measures in a built site: pages, the gzip weight of each page's first
// response (HTML with its inline CSS), the case-study list pages, and whether plain links from
// the home pages reach every case study.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

/** Side-by-side table of two builds. */
export function formatBenchTable(labels: [string, string], a: BuildMeasure, b: BuildMeasure): string {
  const rows: [string, string, string][] = [
    ['build time', `${a.seconds.toFixed(1)} s`, `${b.seconds.toFixed(1)} s`],
    ['pages (HTML files, both languages)', String(a.pages), String(b.pages)],
    ['largest page, HTML + inline CSS (gzip)', bytes(a.largest.bytes), bytes(b.largest.bytes)],
    ['/case-studies, HTML + inline CSS (gzip)', bytes(a.caseStudies), bytes(b.caseStudies)],
    ['  its inline CSS alone (gzip)', bytes(a.caseStudiesCss), bytes(b.caseStudiesCss)],
    ['/case-studies and its pages (numbered, filters)', String(a.listPages), String(b.listPages)],
    ['  largest of them (gzip)', bytes(a.largestList.bytes), bytes(b.largestList.bytes)],
    ['home page, index.html (gzip)', bytes(a.home), bytes(b.home)],
    ['JavaScript the home page loads (gzip)', bytes(a.homeScripts), bytes(b.homeScripts)],
    ['case studies reached by links from / and /it', `${a.reached} of ${a.caseStudyPages}`, `${b.reached} of ${b.caseStudyPages}`],
  ];
  const all: [string, string, string][] = [['', ...labels], ...rows];
  const widths = [0, 1, 2].map((i) => Math.max(...all.map((row) => row[i]!.length)));
  const table = all.map(([name, x, y]) => `${name.padEnd(widths[0]!)}   ${x.padStart(widths[1]!)}   ${y.padStart(widths[2]!)}`);
  const where = (label: string, m: BuildMeasure) => `${label}: largest page ${m.largest.url} (${bytes(m.largest.bytes)}), largest list page ${m.largestList.url} (${bytes(m.largestList.bytes)})`;
  return [...table, '', where(labels[0], a), where(labels[1], b)].join('\n');
}
