// The build's two Vite runs, started by build.ts in a process of their own: the browser scripts
// with their manifest (vite.config.ts names them), then the server entry the prerender imports.
// Plain JavaScript, so plain Node runs it: the bundler keeps hundreds of megabytes it has freed
// until its process exits, and the TypeScript loader would add some 170 MB more while Vite loads.
// The third argument names the builds to run ("client,server"): build.ts has the others' output
// from its cache (client-cache.ts, server-cache.ts). Tells its parent when each build ended
// (seconds since this process started), the modules the browser scripts were made of
// (client-cache.ts keeps them only if all are in its key) and its CPU time.
import { build } from 'vite';

const [outDir, ssrDir, builds = 'client,server'] = process.argv.slice(2);
if (!outDir || !ssrDir) throw new Error('usage: vite-builds.mjs <outDir> <ssrDir> [client,server]');
const run = new Set(builds.split(','));

/**
 * The content plugin's refusal in a failed build: its message is the content's problems, one line
 * each, which is all a consultant needs; the bundler's stack trace would only bury them.
 */
const contentRefusal = (error) => [error, ...(error?.errors ?? [])].find((e) => e?.plugin === 'correnti:content');
/** How this process says the content was refused and its problems are printed (build.ts adds nothing). */
const contentRefused = 3;

let modules = [];
try {
  if (run.has('client')) {
    const output = await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    modules = [...new Set([output].flat().flatMap((o) => o.output.flatMap((chunk) => chunk.moduleIds ?? [])))];
  }
  const client = performance.now() / 1000;
  process.send?.({ client, modules });
  if (run.has('server')) await build({ logLevel: 'warn', build: { outDir: ssrDir, emptyOutDir: true, ssr: 'src/render/entry-server.tsx' } });
  const { user, system } = process.cpuUsage();
  process.send?.({ client, server: performance.now() / 1000 - client, cpu: (user + system) / 1e6 });
} catch (error) {
  const refused = contentRefusal(error);
  if (!refused) throw error;
  console.error(String(refused.message).replace(/^\[plugin [^\]]+\]\s*/, ''));
  process.exit(contentRefused);
}
