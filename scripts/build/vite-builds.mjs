// The build's two Vite runs, started by build.ts in a process of their own: the browser scripts
// with their manifest (vite.config.ts names them), then the server entry the prerender imports.
// Plain JavaScript, so plain Node runs it: the bundler keeps hundreds of megabytes it has freed
// until its process exits, and the TypeScript loader would add some 170 MB more while Vite loads.
// Tells its parent when each build ended (seconds since this process started) and its CPU time.
import { build } from 'vite';

const [outDir, ssrDir] = process.argv.slice(2);
if (!outDir || !ssrDir) throw new Error('usage: vite-builds.mjs <outDir> <ssrDir>');

await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const client = performance.now() / 1000;
await build({ logLevel: 'warn', build: { outDir: ssrDir, emptyOutDir: true, ssr: 'src/render/entry-server.tsx' } });
const { user, system } = process.cpuUsage();
process.send?.({ client, server: performance.now() / 1000 - client, cpu: (user + system) / 1e6 });
