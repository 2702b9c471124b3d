// `npm run build`: client scripts (Vite), the server entry (Vite SSR), then every page
// prerendered to dist/ and precompressed. Prints what it wrote and how long it took.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { scriptEntries } from '../../src/render/scriptEntries.ts';
import { compressDir } from './compress.ts';
import { languageWarnings } from './language-warnings.ts';
import { formatProblems } from '../../src/content/problems.ts';
import { contentImagesDir } from './vite/content-images.ts';
import { prerender } from './prerender.ts';
import { contentDir } from './vite/content-plugin.ts';

const root = path.resolve(import.meta.dirname, '../..');
// OUT_DIR and CONTENT_DIR (read by the content plugin) let a benchmark build other content elsewhere.
const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
// One server bundle per output folder, so a second build (bench, tests at scale) never overwrites another's.
const ssrDir = path.join(root, 'node_modules/.cache/ssr', createHash('sha256').update(outDir).digest('hex').slice(0, 12));
const started = performance.now();

await build({
  root,
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, manifest: true, rollupOptions: { input: scriptEntries } },
});
await build({
  root,
  logLevel: 'warn',
  build: { outDir: ssrDir, emptyOutDir: true, ssr: 'src/render/entry-server.tsx' },
});
const { files, styleBlocks } = await prerender({ outDir, ssrEntry: path.join(ssrDir, 'entry-server.js'), imagesDir: contentImagesDir });
rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
const compressed = (await compressDir(outDir)).files;

// The language checks warn here and fail `check:content` and `npm test`: a preview build still
// works. Unchanged content is not checked again (language-warnings.ts).
const { problems: warnings } = await languageWarnings(contentDir(root));
if (warnings.length) console.warn(`Content warnings (${warnings.length}), fix before merging:\n${formatProblems(warnings)}`);

const shown = path.relative(root, outDir);
if (!process.env.QUIET) for (const { url, file, status } of files) console.log(`${status} ${url.padEnd(48)} ${shown}/${file}`);
console.log(`CSS inline in each page (${styleBlocks} distinct blocks, hashed in the CSP); ${compressed} files precompressed (gzip, brotli)`);
console.log(`Built ${files.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
