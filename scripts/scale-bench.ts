// `npm run bench:scale`: how the site copes with many case studies. Builds the real content,
// then a copy with 300 generated case studies in both languages, and compares build time,
// page count and the gzip weight of the home page, the case-study list, the CSS and the JS.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatBenchTable, measureBuild, type BuildMeasure } from './lib/bench-measure.ts';
import { generateCaseStudy } from './lib/generate-case-studies.ts';
import { nextOrder } from './lib/scaffold.ts';

const root = path.resolve(import.meta.dirname, '..');
const count = Number(process.env.BENCH_COUNT ?? 300);
// Inside the project, not in /tmp: the MDX files import react/jsx-runtime, which Node resolves
// from the file's own folder upwards, so content outside the project cannot find node_modules.
const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const temp = mkdtempSync(path.join(cache, 'scale-bench-'));

function build(contentDir: string, outDir: string): BuildMeasure {
  const started = performance.now();
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
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

/** Copies content/ and adds `count` case studies in every language; returns their text sizes. */
function generate(contentDir: string): { raw: number; gzip: number; files: number } {
  cpSync(path.join(root, 'content'), contentDir, { recursive: true });
  const first = nextOrder(contentDir, 'case-studies');
  let raw = 0;
  let gzip = 0;
  for (let i = 0; i < count; i++) {
    const study = generateCaseStudy(i, first + i);
    for (const lang of ['en', 'it'] as const) {
      const text = study[lang];
      writeFileSync(path.join(contentDir, lang, 'case-studies', `${study.slug}.mdx`), text);
      raw += Buffer.byteLength(text);
      gzip += gzipSync(text, { level: 9 }).length;
    }
  }
  return { raw, gzip, files: count * 2 };
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

try {
  const generatedDir = path.join(temp, 'content');
  const added = generate(generatedDir);
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
} finally {
  rmSync(temp, { recursive: true, force: true });
}
