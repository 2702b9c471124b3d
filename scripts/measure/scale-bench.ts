// `npm run bench:scale`: how the site copes with many case studies. Builds the real content,
// then a copy with 300 generated case studies in both languages, and compares build time, page
// count, the heaviest first response (HTML with its inline CSS, gzip), the case-study list and
// its numbered and filter pages, and whether plain links reach every case study. Exits non-zero
// when a page is over the 14 KB budget or a case study cannot be reached.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { firstResponseBudget, formatBenchTable, measureBuild, type BuildMeasure } from './bench-measure.ts';
import { writeScaledContent } from './generate-case-studies.ts';

const root = path.resolve(import.meta.dirname, '../..');
const count = Number(process.env.BENCH_COUNT ?? 300);
// Inside the project, not in /tmp: the MDX files import react/jsx-runtime, which Node resolves
// from the file's own folder upwards, so content outside the project cannot find node_modules.
const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const temp = mkdtempSync(path.join(cache, 'scale-bench-'));

function build(contentDir: string, outDir: string): BuildMeasure {
  const started = performance.now();
  const result = spawnSync('npx', ['tsx', 'scripts/build/build.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, QUIET: '1', CONTENT_DIR: contentDir, OUT_DIR: outDir },
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`Build of ${contentDir} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return measureBuild(outDir, seconds);
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

let failed = false;
try {
  const generatedDir = path.join(temp, 'content');
  const added = writeScaledContent(path.join(root, 'content'), generatedDir, count);
  console.log(`Building the real content, then the real content plus ${count} case studies per language (in ${path.relative(root, temp)})...`);
  const real = build(path.join(root, 'content'), path.join(temp, 'out-real'));
  const big = build(generatedDir, path.join(temp, 'out-generated'));
  console.log('');
  console.log(formatBenchTable(['real content', `+${count} case studies`], real, big));
  console.log('');
  console.log(
    `Added case-study text: ${added.files} MDX files, ${kb(added.raw)} raw, ${kb(added.gzip)} gzip ` +
      `(${(added.raw / added.files / 1024).toFixed(1)} KB raw, ${(added.gzip / added.files / 1024).toFixed(1)} KB gzip per file).`,
  );
  for (const [label, m] of [['real content', real], [`+${count} case studies`, big]] as const) {
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
