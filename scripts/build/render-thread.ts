// A render thread of the prerender (prerender.ts starts it through render-thread.mjs): it imports
// the server entry once, then renders each page it is sent and posts the page back.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type * as EntryServer from '../../src/render/entry-server.tsx';
import { renderPage, type PageJob, type ScriptUrls } from './render-page.ts';

export interface ThreadData {
  ssrEntry: string;
  scripts: ScriptUrls;
}

/** What the thread posts for each job: the page, or why it could not be rendered. */
export type ThreadReply = { index: number; page: Awaited<ReturnType<typeof renderPage>> } | { index: number; error: string };

const { ssrEntry, scripts } = workerData as ThreadData;
const server = (await import(pathToFileURL(ssrEntry).href)) as typeof EntryServer;
const port = parentPort!;
port.on('message', async ({ index, job }: { index: number; job: PageJob }) => {
  const reply: ThreadReply = await renderPage(server, job, scripts).then(
    (page) => ({ index, page }),
    (error: unknown) => ({ index, error: (error as Error).message }),
  );
  port.postMessage(reply);
});
port.postMessage('ready');
