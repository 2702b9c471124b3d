// The build's language warnings in a process of their own (build.ts starts it first): the checks
// parse and spell-check while Vite bundles and the pages render, and what they hold (dictionaries,
// syntax trees) is never in the same process as the pages. Sends its findings, how many came from
// the cache (language-warnings.ts), how long it took and its CPU time, then ends.
import path from 'node:path';
import { languageWarnings } from './language-warnings.ts';
import { contentDir } from '../content/content-dir.ts';

const root = path.resolve(import.meta.dirname, '../..');
const started = performance.now();
const result = await languageWarnings(contentDir(root));
const { user, system } = process.cpuUsage();
process.send?.({ ...result, seconds: (performance.now() - started) / 1000, cpu: (user + system) / 1e6 });
