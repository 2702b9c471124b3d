// What `npm run check:content` says while it works: at once, what it checks; then, only if it
// takes long, that it is still at it. On a loaded machine a one-entry check took six minutes
// without a word, and its writer could not tell a slow machine from a hang. A run that ends
// quickly says nothing more. A module of its own, light, so the line comes before the checks load.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { languages } from '../../../src/i18n/languages.ts';

/** "Checking 23 entries in 2 languages (46 files) and the UI dictionary…", counted from the folder alone. */
export function checkingAll(contentDir: string): string {
  const entries = new Set<string>();
  let files = 0;
  for (const lang of languages) {
    const dir = path.join(contentDir, lang);
    if (!existsSync(dir)) continue;
    for (const collection of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const name of readdirSync(path.join(dir, collection.name)).filter((n) => n.endsWith('.mdx'))) {
        entries.add(`${collection.name}/${name}`);
        files++;
      }
    }
  }
  return `Checking ${entries.size} entries in ${languages.length} languages (${files} files) and the UI dictionary…`;
}

/** "Checking retail-inventory-streaming (2 files)…", for the entries named on the command line. */
export function checkingEntries(files: readonly string[]): string {
  const slugs = [...new Set(files.map((file) => path.basename(file, '.mdx')))];
  const named = slugs.length <= 1 ? slugs.join('') : `${slugs.slice(0, -1).join(', ')} and ${slugs.at(-1)}`;
  return `Checking ${named} (${files.length} files)…`;
}

/**
 * Says every `every` ms, from the first `every` on, that the check is still running and for how
 * long; `stop` ends it. The timer keeps no process alive. A tick waits while the check holds the
 * thread (a long synchronous step): on a busy machine the lines may come late, but they come.
 */
export function stillChecking(write: (line: string) => void, every = 15_000): { stop: () => void } {
  const started = Date.now();
  const timer = setInterval(() => write(`Still checking (${Math.round((Date.now() - started) / 1000)} s so far)…`), every);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
