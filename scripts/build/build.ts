// `npm run build`: client scripts (Vite), the server entry (Vite SSR), then every page
// prerendered to dist/ and precompressed. Prints what it wrote, how long it took and where.
// Three processes at once: the language checks' (warnings/), Vite's (bundles.ts) and this one,
// which renders the pages once the bundles are there while its thread pool writes and compresses
// them. What did not change since an earlier build comes from node_modules/.cache (cache/): the
// scripts and the server entry (no Vite at all when both are there), compressed copies, preview
// images, the checks' findings.
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { setPriority } from 'node:os';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir } from '../content/content-dir.ts';
import { bundles, contentRefused } from './bundles.ts';
import { outcome } from './child-outcome.ts';
import type { LanguageWarnings } from './warnings/language-warnings.ts';
import { contentImagesDir } from './vite/content-images.ts';

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

// The language checks warn here and fail `check:content` and `npm test`: a preview build still works.
// BUILD_LANGUAGE_CHECKS=off leaves them out: `npm test` runs them on the content in its unit tests,
// so its builds would only print the same warnings again.
const checksOff = process.env.BUILD_LANGUAGE_CHECKS === 'off';
const checksProcess = checksOff ? undefined : fork(path.join(import.meta.dirname, 'warnings/warnings-process.ts'), [], { cwd: root, stdio: 'inherit' });
// Behind Vite and the rendering on the cores: the pages wait for neither check, and the build
// waits for the checks only at its end.
if (checksProcess?.pid) setPriority(checksProcess.pid, 10);
const checking: Promise<LanguageWarnings & { seconds: number; cpu: number }> = checksProcess
  ? outcome(checksProcess, 'The language checks')
  : Promise.resolve({ problems: [], cached: 0, checks: 0, seconds: 0, cpu: 0 });

// BUILD_PREVIEWS=off and BUILD_PRECOMPRESS=off leave out the link-preview images and the compressed
// copies: the scaled site of the browser tests (tests/e2e/scaled/) reads neither, and in a fresh
// clone, where no cache holds them, they were most of its build (the real site's tests check both).
const previewsOff = process.env.BUILD_PREVIEWS === 'off';
const precompressOff = process.env.BUILD_PRECOMPRESS === 'off';

// The browser scripts and the server entry: from the cache, or from Vite while this process loads the rest.
const { clientFromCache, serverFromCache, done: bundled, stop } = await bundles({ root, outDir, ssrDir, contentDir: contentDir(root), imagesDir: contentImagesDir });
// A build that fails stops the other processes with it.
process.on('exit', () => {
  stop();
  checksProcess?.kill();
});

// React's production build renders the pages, as Vite does for a build; the modules the server
// entry imports load while Vite works (it leaves them out of its bundle).
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
const [{ formatWarnings }, { draftPlaceholders }, { Compressor }, { prerender }] = await Promise.all([
  import('../../src/content/problems.ts'),
  import('../../src/content/read.ts'),
  import('./compress.ts'),
  import('./prerender.ts'),
  ...['react', 'react/jsx-runtime', 'react-dom/static', 'react-router-dom', '@emotion/react', '@emotion/cache', 'zod', 'feed'].map((name) => import(name)),
]);

const vite = await bundled.catch((error: Error & { exitCode?: number | null }) => {
  // The content's problems are printed already, one line each (vite-builds.mjs): nothing to add.
  if (error.exitCode !== contentRefused) console.error(error.message);
  process.exit(1);
});
const viteSeconds = since();

const [renderStarted, renderCpu] = [performance.now(), cpu()];
const compressor = new Compressor(precompressOff ? { encodings: [] } : {});
const { files, styleBlocks, previews } = await prerender({
  outDir,
  ssrEntry: path.join(ssrDir, 'entry-server.js'),
  imagesDir: contentImagesDir,
  onPage: (file, html) => compressor.add(file, html),
  previews: !previewsOff,
});
rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
const renderSeconds = since(renderStarted);
const [compressStarted, compressCpu] = [performance.now(), cpu()];

const compressed = await compressor.finish(outDir);
const compressSeconds = since(compressStarted);
const checksWaitStarted = performance.now();
const warnings = await checking;
const checksWaitSeconds = since(checksWaitStarted);
const cpuSeconds = { vite: vite.cpu, checks: warnings.cpu, render: compressCpu - renderCpu, compress: cpu() - compressCpu, build: cpu() };

if (warnings.problems.length) console.warn(`Content warnings (${warnings.problems.length}), fix before merging:\n${formatWarnings(warnings.problems)}`);
// Drafts are left out of the site, so their placeholders do not stop it; still said, as check:content says them.
const unfinished = draftPlaceholders(contentDir(root));
if (unfinished.length) console.warn(`Drafts still to write (${unfinished.length}), left out of the site until then:\n${formatWarnings(unfinished)}`);

const shown = path.relative(root, outDir);
if (!process.env.QUIET) for (const { url, file, status } of files) console.log(`${status} ${url.padEnd(48)} ${shown}/${file}`);
const totalSeconds = since();
const s = (n: number) => `${n.toFixed(1)} s`;
console.log(
  `CSS inline in each page (${styleBlocks} distinct blocks, hashed in the CSP); ` +
    (precompressOff ? 'no compressed copies (BUILD_PRECOMPRESS=off); ' : `${compressed.files} files precompressed (gzip, brotli; ${compressed.fromCache} of ${compressed.fromCache + compressed.compressed} copies from the cache); `) +
    (previewsOff ? 'no preview images (BUILD_PREVIEWS=off)' : `${previews.fromCache + previews.drawn} preview images (${previews.fromCache} from the cache)`),
);
console.log(
  `Built ${files.length} pages in ${s(totalSeconds)}: Vite ${s(viteSeconds)} (client ${clientFromCache ? 'from the cache' : s(vite.client)}, server ${serverFromCache ? 'from the cache' : s(vite.server)}), ` +
    `rendering ${s(renderSeconds)}, then compression ${s(compressSeconds)} more; ` +
    (checksOff ? 'language checks off (BUILD_LANGUAGE_CHECKS=off)' : `language checks ${s(warnings.seconds)} beside them (${warnings.cached} of ${warnings.checks} from the cache), ${s(checksWaitSeconds)} waited for at the end`),
);

/** What the scale benchmark reads (BUILD_REPORT=<file>): the split above, and each process's peak memory. */
export interface BuildReport {
  pages: number;
  seconds: { total: number; vite: number; client: number; server: number; render: number; compress: number; checks: number; checksWait: number };
  /** CPU time of the Vite process, of the checks' process, and of this one: in all, during the rendering and the compression after it. */
  cpuSeconds: { vite: number; checks: number; render: number; compress: number; build: number };
  /** The browser scripts, and the server entry, were copied from the cache instead of bundled. */
  clientFromCache: boolean;
  serverFromCache: boolean;
  compression: typeof compressed;
  previews: typeof previews;
  checks: { cached: number; count: number };
  /** This process's own peak (the Vite and checks processes are measured from outside, by the benchmark). */
  maxRssBytes: number;
}
if (process.env.BUILD_REPORT) {
  const report: BuildReport = {
    pages: files.length,
    seconds: { total: totalSeconds, vite: viteSeconds, client: clientFromCache ? 0 : vite.client, server: serverFromCache ? 0 : vite.server, render: renderSeconds, compress: compressSeconds, checks: warnings.seconds, checksWait: checksWaitSeconds },
    cpuSeconds,
    clientFromCache,
    serverFromCache,
    compression: compressed,
    previews,
    checks: { cached: warnings.cached, count: warnings.checks },
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
  };
  writeFileSync(process.env.BUILD_REPORT, JSON.stringify(report));
}
