// The build's two Vite runs, started by build.ts in a process of their own: the browser scripts
// with their manifest (vite.config.ts names them), then the server entry the prerender imports.
// Plain JavaScript, so plain Node runs it: the bundler keeps hundreds of megabytes it has freed
// until its process exits, and the TypeScript loader would add some 170 MB more while Vite loads.
// With --server-only, build.ts has put the browser scripts in place from its cache (client-cache.ts).
// Tells its parent when each build ended (seconds since this process started), the modules the
// browser scripts were made of (client-cache.ts keeps them only if all are in its key) and its CPU time.
import { build } from 'vite';

const [outDir, ssrDir, mode] = process.argv.slice(2);
if (!outDir || !ssrDir) throw new Error('usage: vite-builds.mjs <outDir> <ssrDir> [--server-only]');

let modules = [];
if (mode !== '--server-only') {
  const output = await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  modules = [...new Set([output].flat().flatMap((o) => o.output.flatMap((chunk) => chunk.moduleIds ?? [])))];
}
const client = performance.now() / 1000;
process.send?.({ client, modules });
await build({ logLevel: 'warn', build: { outDir: ssrDir, emptyOutDir: true, ssr: 'src/render/entry-server.tsx' } });
const { user, system } = process.cpuUsage();
process.send?.({ client, server: performance.now() / 1000 - client, cpu: (user + system) / 1e6 });
