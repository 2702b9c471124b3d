// What the language checks are made of, besides the content they read: their code and the
// project code it imports, the spelling dictionaries, the packages as locked and installed, and
// the runtime. Its hash is part of every key the build caches their findings under.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { dictionaryFiles } from '../../content/language/dictionaries.ts';
import { hashInputs } from '../cache/cache.ts';
import { moduleGraph } from '../cache/module-graph.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const checksModule = path.join(root, 'scripts/content/language/index.ts');

/**
 * The files the checks are made of, besides the content: their code and the project code it
 * imports, the dictionaries cspell reads (each package's version and word list), and every
 * package as locked and as installed (npm rewrites node_modules/.package-lock.json on each install).
 */
export function checksInputs(): string[] {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  return [...moduleGraph(checksModule), ...dictionaryFiles, path.join(root, 'package-lock.json'), ...(existsSync(installed) ? [installed] : [])];
}

/** What the checks are, besides the content: the hash of their files, and the runtime (Intl.Segmenter cuts sentences by its ICU data). */
export function checksFingerprint(files: readonly string[] = checksInputs()): string {
  const { node, icu, unicode, cldr } = process.versions;
  return `${hashInputs(root, files.map((file) => path.relative(root, file)))} node ${node} icu ${icu} unicode ${unicode} cldr ${cldr}`;
}

