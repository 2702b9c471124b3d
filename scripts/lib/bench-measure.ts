// What the scale benchmark measures in a built site: pages, and the gzip weight of what a
// visitor downloads for the home page and the case-study list.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BuildMeasure {
  seconds: number;
  pages: number;
  /** gzip bytes */
  home: number;
  caseStudies: number;
  /** gzip bytes of the CSS inline in /case-studies (part of its HTML). */
  caseStudiesCss: number;
  homeScripts: number;
}

/** The size of the file as served compressed: its .gz twin from the build, else gzip -9 now. */
export function gzipBytes(file: string): number {
  const twin = `${file}.gz`;
  return existsSync(twin) ? statSync(twin).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
}

export function measureBuild(outDir: string, seconds: number): BuildMeasure {
  const homeHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // Scripts by <script src>, or imported by the inline loader once the page has painted.
  const scripts = [...homeHtml.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"|\bimport\("\/([^"]+)"\)/g)].map((m) => path.join(outDir, (m[1] ?? m[2])!));
  const listHtml = readFileSync(path.join(outDir, 'case-studies.html'), 'utf8');
  return {
    seconds,
    pages: htmlFiles(outDir).length,
    home: gzipBytes(path.join(outDir, 'index.html')),
    caseStudies: gzipBytes(path.join(outDir, 'case-studies.html')),
    caseStudiesCss: gzipSync(listHtml.match(/<style>([^<]*)<\/style>/)?.[1] ?? '', { level: 9 }).length,
    homeScripts: scripts.reduce((sum, file) => sum + gzipBytes(file), 0),
  };
}

const bytes = (n: number) => `${n.toLocaleString('en-US')} B`;

/** Side-by-side table of two builds, the second's growth in parentheses. */
export function formatBenchTable(labels: [string, string], a: BuildMeasure, b: BuildMeasure): string {
  const rows: [string, string, string][] = [
    ['build time', `${a.seconds.toFixed(1)} s`, `${b.seconds.toFixed(1)} s`],
    ['pages (HTML files)', String(a.pages), String(b.pages)],
    ['home page, index.html (gzip)', bytes(a.home), bytes(b.home)],
    ['/case-studies, case-studies.html (gzip)', bytes(a.caseStudies), bytes(b.caseStudies)],
    ['its inline CSS alone (gzip)', bytes(a.caseStudiesCss), bytes(b.caseStudiesCss)],
    ['JavaScript the home page loads (gzip)', bytes(a.homeScripts), bytes(b.homeScripts)],
  ];
  const all: [string, string, string][] = [['', ...labels], ...rows];
  const widths = [0, 1, 2].map((i) => Math.max(...all.map((row) => row[i]!.length)));
  return all.map(([name, x, y]) => `${name.padEnd(widths[0]!)}   ${x.padStart(widths[1]!)}   ${y.padStart(widths[2]!)}`).join('\n');
}
