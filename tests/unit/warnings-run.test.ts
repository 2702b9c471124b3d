// The build's whole-run cache of its language warnings (scripts/build/warnings/warnings-run.ts): the kept
// warnings of a folder come back only while every file in it, its name and the checks are as they were.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LanguageWarnings } from '../../scripts/build/warnings/language-warnings.ts';
import { cachedRun, runKey } from '../../scripts/build/warnings/warnings-run.ts';
import { tempDirs } from './helpers/temp-dir.ts';

const newTemp = tempDirs('warnings-run-');
let temp: string | undefined;

function folder() {
  temp = newTemp();
  const dir = path.join(temp, 'content');
  mkdirSync(path.join(dir, 'en/case-studies'), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  write('en/case-studies/a.mdx', 'Kafka');
  write('words.txt', 'retailer');
  return { dir, write, cache: path.join(temp, 'cache') };
}

/** A run that finds one problem per call, numbered, so a kept result shows which run made it. */
function counting() {
  let runs = 0;
  const run = async (): Promise<LanguageWarnings> => {
    runs++;
    return { problems: [{ file: 'content/en/case-studies/a.mdx', line: runs, field: 'body', message: `run ${runs}` }], cached: 0, checks: 7 };
  };
  return { run, runs: () => runs };
}

describe('the language warnings of an unchanged folder', () => {
  it('are the kept ones, all counted as from the cache, without running the checks', async () => {
    const { dir, cache } = folder();
    const { run, runs } = counting();
    const first = await cachedRun(dir, run, cache, 'checks v1');
    const again = await cachedRun(dir, run, cache, 'checks v1');
    expect(runs()).toBe(1);
    expect(again).toEqual({ ...first, cached: 7 });
  });

  it('are checked again when any file changes, is added, renamed or removed, or the checks change', async () => {
    const { dir, cache, write } = folder();
    const { run, runs } = counting();
    await cachedRun(dir, run, cache, 'checks v1');
    const changes = [
      () => write('en/case-studies/a.mdx', 'Kafka Streams'),
      () => write('words.txt', 'retailer\nbroker'),
      () => write('en/case-studies/b.mdx', 'Flink'),
      () => renameSync(path.join(dir, 'en/case-studies/b.mdx'), path.join(dir, 'en/case-studies/c.mdx')),
      () => rmSync(path.join(dir, 'en/case-studies/c.mdx')),
    ];
    for (const change of changes) {
      change();
      await cachedRun(dir, run, cache, 'checks v1');
    }
    // The first run, then one per change but the last, which brings back the files of the
    // second change: their warnings are kept still.
    expect(runs()).toBe(1 + changes.length - 1);
    await cachedRun(dir, run, cache, 'checks v2');
    expect(runs()).toBe(changes.length + 1);
  });

  it('are keyed by the folder’s name, which problems print, not only by its files', () => {
    const { dir } = folder();
    const other = path.join(temp!, 'elsewhere', 'content');
    mkdirSync(path.dirname(other));
    const key = runKey(dir, 'checks');
    renameSync(dir, other);
    expect(runKey(other, 'checks')).toBe(key);
    const renamed = path.join(temp!, 'contenuti');
    renameSync(other, renamed);
    expect(runKey(renamed, 'checks')).not.toBe(key);
  });
});
