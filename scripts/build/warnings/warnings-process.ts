// The build's language warnings in a process of their own (build.ts starts it first): the checks
// parse and spell-check while Vite bundles and the pages render, and what they hold (dictionaries,
// syntax trees) is never in the same process as the pages. Unchanged content takes the warnings
// of the last run without loading the checks (warnings-run.ts). Sends its findings, how many came
// from the cache, how long it took and its CPU time, then ends.
import path from 'node:path';
import { contentDir } from '../../content/content-dir.ts';
import { cachedRun } from './warnings-run.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = contentDir(root);
const started = performance.now();
const result = await cachedRun(dir, async () => (await import('./language-warnings.ts')).languageWarnings(dir));
const { user, system } = process.cpuUsage();
process.send?.({ ...result, seconds: (performance.now() - started) / 1000, cpu: (user + system) / 1e6 });
