// The two bundles the prerender needs: the browser scripts with their manifest (in the output
// folder) and the server entry (in its own folder). Each comes from the cache when nothing it is
// made of changed (cache/client-cache.ts, cache/server-cache.ts); Vite builds the others in a
// plain Node process of its own (vite-builds.mjs), and what it builds is kept for the next build.
import { fork } from 'node:child_process';
import path from 'node:path';
import { clientEntry, clientKey, keepClient, outsideKey, restoreClient } from './cache/client-cache.ts';
import { keepServer, restoreServer, serverEntry, serverKey } from './cache/server-cache.ts';
import { outcome } from './child-outcome.ts';

/** vite-builds.mjs's exit code when the content plugin refused the content, having printed its problems. */
export const contentRefused = 3;

export interface BundleOptions {
  root: string;
  outDir: string;
  ssrDir: string;
  contentDir: string;
  /** Where compiling the MDX writes the resized images (a kept server entry needs them there). */
  imagesDir: string;
}

export interface Bundles {
  clientFromCache: boolean;
  serverFromCache: boolean;
  /** Both in place (and kept): when each Vite build ended, in seconds since its process started, and its CPU time. */
  done: Promise<{ client: number; server: number; cpu: number }>;
  /** Stops Vite, if it is still running (the build failed elsewhere). */
  stop: () => void;
}

export async function bundles({ root, outDir, ssrDir, contentDir, imagesDir }: BundleOptions): Promise<Bundles> {
  const clientCached = clientEntry(clientKey());
  const serverCached = serverEntry(serverKey(contentDir));
  const clientFromCache = await restoreClient(clientCached, outDir);
  const serverFromCache = await restoreServer(serverCached, ssrDir, imagesDir);
  const builds = [...(clientFromCache ? [] : ['client']), ...(serverFromCache ? [] : ['server'])];
  if (builds.length === 0) return { clientFromCache, serverFromCache, done: Promise.resolve({ client: 0, server: 0, cpu: 0 }), stop: () => {} };

  let keeping: Promise<void> = Promise.resolve();
  const vite = fork(path.join(import.meta.dirname, 'vite-builds.mjs'), [outDir, ssrDir, builds.join(',')], { cwd: root, execArgv: [], stdio: 'inherit' });
  const built = outcome<{ client: number; server: number; cpu: number }>(vite, 'The Vite build', (message) => {
    const { modules } = message as { modules?: string[] };
    if (clientFromCache || !modules) return;
    // Kept only when made of src/ alone: the cache's key covers nothing else.
    const outside = outsideKey(modules);
    if (outside.length === 0) keeping = keepClient(clientCached, outDir);
    else console.warn(`The browser scripts read files outside src/, so the build cannot keep them between runs (scripts/build/cache/client-cache.ts):\n${outside.map((f) => `  ${path.relative(root, f)}`).join('\n')}`);
  });
  const done = built.then(async (times) => {
    await keeping;
    if (!serverFromCache) await keepServer(serverCached, ssrDir);
    return times;
  });
  done.catch(() => {}); // awaited by the build; a failure elsewhere first must not report this as unhandled
  return { clientFromCache, serverFromCache, done, stop: () => vite.kill() };
}
