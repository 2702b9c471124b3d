// `npm run bench:scale`: how the site copes with many case studies. Builds the real content,
// then a copy with 300 generated case studies in both languages, each twice: first with empty
// build caches (every page compressed, every check run), then again from the caches the first
// build left, as a rebuild does. Prints where the time went (Vite, rendering, compression, the
// language checks), the peak memory, the heaviest first response (HTML with its inline CSS,
// gzip), the case-study list and its numbered and filter pages, and whether plain links reach
// every case study. Exits non-zero when a page is over the 14 KB budget or a case study cannot
// be reached.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import type { BuildReport } from '../build/build.ts';
import { firstResponseBudget, formatBenchTable, measureBuild, type BenchColumn } from './bench-measure.ts';
import { writeScaledContent } from './generate-case-studies.ts';
import { runMeasured } from './process-memory.ts';

const root = path.resolve(import.meta.dirname, '../..');
const count = Number(process.env.BENCH_COUNT ?? 300);
// Inside the project, not in /tmp: the MDX files import react/jsx-runtime, which Node resolves
// from the file's own folder upwards, so content outside the project cannot find node_modules.
const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const temp = mkdtempSync(path.join(cache, 'scale-bench-'));

/** One build of `contentDir` into a new folder, with the compression and check caches in `cacheDir`. */
async function build(label: string, name: string, contentDir: string, cacheDir: string): Promise<BenchColumn> {
  const outDir = path.join(temp, `out-${name}`);
  const reportFile = path.join(temp, `report-${name}.json`);
  const run = await runMeasured('npm', ['run', '--silent', 'build'], {
    cwd: root,
    env: { ...process.env, QUIET: '1', CONTENT_DIR: contentDir, OUT_DIR: outDir, BUILD_CACHE_DIR: cacheDir, BUILD_REPORT: reportFile },
  });
  if (run.status !== 0) throw new Error(`Build of ${contentDir} failed:\n${run.output}`);
  const column: BenchColumn = { label, measure: measureBuild(outDir, run.seconds), report: JSON.parse(readFileSync(reportFile, 'utf8')) as BuildReport, ...(run.peakBytes ? { peakBytes: run.peakBytes } : {}) };
  rmSync(outDir, { recursive: true, force: true });
  return column;
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

let failed = false;
try {
  const generatedDir = path.join(temp, 'content');
  const added = writeScaledContent(path.join(root, 'content'), generatedDir, count);
  console.log(`Building the real content, then the real content plus ${count} case studies per language, each first with empty caches, then again (in ${path.relative(root, temp)})...`);
  const load = loadavg()[0]!;
  const columns: BenchColumn[] = [];
  for (const [label, name, dir] of [['real', 'real', path.join(root, 'content')], [`+${count}`, 'scaled', generatedDir]] as const) {
    const cacheDir = path.join(temp, `cache-${name}`);
    columns.push(await build(`${label}, first`, `${name}-first`, dir, cacheDir));
    columns.push(await build(`${label}, again`, `${name}-again`, dir, cacheDir));
  }
  console.log('');
  console.log(formatBenchTable(columns));
  console.log('');
  console.log(`Load average (1 min) before the builds ${load.toFixed(2)}, after ${loadavg()[0]!.toFixed(2)}, on ${availableParallelism()} cores.`);
  console.log(
    `Added case-study text: ${added.files} MDX files, ${kb(added.raw)} raw, ${kb(added.gzip)} gzip ` +
      `(${(added.raw / added.files / 1024).toFixed(1)} KB raw, ${(added.gzip / added.files / 1024).toFixed(1)} KB gzip per file).`,
  );
  for (const { label, measure: m } of columns.filter((_, i) => i % 2 === 0)) {
    if (m.overBudget.length) {
      failed = true;
      console.error(`\n${label}: ${m.overBudget.length} page(s) over the ${firstResponseBudget.toLocaleString('en-US')} B first-response budget:\n${m.overBudget.map((p) => `  ${p.url} ${p.bytes.toLocaleString('en-US')} B`).join('\n')}`);
    }
    if (m.unreached.length) {
      failed = true;
      console.error(`\n${label}: ${m.unreached.length} case stud(ies) no link reaches:\n${m.unreached.map((u) => `  ${u}`).join('\n')}`);
    }
  }
  if (!failed) console.log(`\nEvery page is within the ${firstResponseBudget.toLocaleString('en-US')} B budget, and links from / and /it reach every case study.`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
if (failed) process.exit(1);
