// `npm run build`: client scripts (Vite), the server entry (Vite SSR), then every page
// prerendered to dist/ and precompressed. Prints what it wrote, how long it took and where.
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
// OUT_DIR and CONTENT_DIR (read by the content plugin) let a benchmark build other content elsewhere.
const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
// One server bundle per output folder, so a second build (bench, tests at scale) never overwrites another's.
const ssrDir = path.join(root, 'node_modules/.cache/ssr', createHash('sha256').update(outDir).digest('hex').slice(0, 12));
/** Seconds since this process started (performance.now() counts from then). */
const since = (t = 0) => (performance.now() - t) / 1000;
/** CPU seconds this process has used, on every thread (compression runs in the thread pool). */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

// Vite in a plain Node process of its own (see vite-builds.mjs), while this one loads the rest.
const viteDone = new Promise<{ client: number; server: number; cpu: number }>((resolve, reject) => {
  const child = fork(path.join(import.meta.dirname, 'vite-builds.mjs'), [outDir, ssrDir], { cwd: root, execArgv: [], stdio: 'inherit' });
  let ended: { client: number; server: number; cpu: number } | undefined;
  child.on('message', (message) => (ended = message as typeof ended));
  child.on('error', reject);
  child.on('exit', (code, signal) => (code === 0 && ended ? resolve(ended) : reject(new Error(`The Vite build failed (${signal ?? `exit code ${code}`})`))));
});
viteDone.catch(() => {}); // awaited below, after the modules that do not need it have loaded
// What the rest of the build needs loads while Vite works.
const [{ formatProblems }, { Compressor }, { languageWarnings }, { prerender }, { contentImagesDir }, { contentDir }] = await Promise.all([
  import('../../src/content/problems.ts'),
  import('./compress.ts'),
  import('./language-warnings.ts'),
  import('./prerender.ts'),
  import('./vite/content-images.ts'),
  import('./vite/content-plugin.ts'),
]);

// The language checks warn here and fail `check:content` and `npm test`: a preview build still
// works. They run while Vite bundles (its JavaScript leaves a core free), from the cache when
// the content and the checks did not change. The pages wait for them, so that what the checks
// hold and what rendering holds are never in memory at once.
const checking = (async () => {
  const [t, c] = [performance.now(), cpu()];
  const result = await languageWarnings(contentDir(root));
  return { ...result, seconds: since(t), cpu: cpu() - c };
})();
checking.catch(() => {}); // awaited below; a Vite failure must not report this as unhandled

const vite = await viteDone;
const viteSeconds = since();
const checksStarted = performance.now();
const warnings = await checking;
const checksWaitSeconds = since(checksStarted);
// As Vite does for a build (and did when it ran in this process): React's production build renders the pages.
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';

const [renderStarted, renderCpu] = [performance.now(), cpu()];
const compressor = new Compressor();
const { files, styleBlocks } = await prerender({ outDir, ssrEntry: path.join(ssrDir, 'entry-server.js'), imagesDir: contentImagesDir, onPage: (file, html) => compressor.add(file, html) });
rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
const renderSeconds = since(renderStarted);
const [compressStarted, compressCpu] = [performance.now(), cpu()];

const compressed = await compressor.finish(outDir);
const compressSeconds = since(compressStarted);
const cpuSeconds = { vite: vite.cpu, checks: warnings.cpu, render: compressCpu - renderCpu, compress: cpu() - compressCpu, build: cpu() };

if (warnings.problems.length) console.warn(`Content warnings (${warnings.problems.length}), fix before merging:\n${formatProblems(warnings.problems)}`);

const shown = path.relative(root, outDir);
if (!process.env.QUIET) for (const { url, file, status } of files) console.log(`${status} ${url.padEnd(48)} ${shown}/${file}`);
const totalSeconds = since();
const s = (n: number) => `${n.toFixed(1)} s`;
console.log(`CSS inline in each page (${styleBlocks} distinct blocks, hashed in the CSP); ${compressed.files} files precompressed (gzip, brotli; ${compressed.fromCache} of ${compressed.fromCache + compressed.compressed} copies from the cache)`);
console.log(
  `Built ${files.length} pages in ${s(totalSeconds)}: Vite ${s(viteSeconds)} (client ${s(vite.client)}, server ${s(vite.server)}), ` +
    `language checks ${s(warnings.seconds)} beside Vite (${warnings.cached} of ${warnings.checks} from the cache) and ${s(checksWaitSeconds)} after, ` +
    `rendering ${s(renderSeconds)}, then compression ${s(compressSeconds)} more`,
);

/** What the scale benchmark reads (BUILD_REPORT=<file>): the split above, and each process's peak memory. */
export interface BuildReport {
  pages: number;
  seconds: { total: number; vite: number; client: number; server: number; render: number; compress: number; checks: number; checksWait: number };
  /** CPU time of the Vite process, and of this one: in all, and during the checks, the rendering and the compression after it. */
  cpuSeconds: { vite: number; checks: number; render: number; compress: number; build: number };
  compression: typeof compressed;
  checks: { cached: number; count: number };
  /** This process's own peak (the Vite processes are measured from outside, by the benchmark). */
  maxRssBytes: number;
}
if (process.env.BUILD_REPORT) {
  const report: BuildReport = {
    pages: files.length,
    seconds: { total: totalSeconds, vite: viteSeconds, client: vite.client, server: vite.server, render: renderSeconds, compress: compressSeconds, checks: warnings.seconds, checksWait: checksWaitSeconds },
    cpuSeconds,
    compression: compressed,
    checks: { cached: warnings.cached, count: warnings.checks },
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
  };
  writeFileSync(process.env.BUILD_REPORT, JSON.stringify(report));
}
