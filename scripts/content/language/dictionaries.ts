// The cspell dictionaries the spelling check reads, found through each package's own
// cspell-ext.json. A module of its own: the build's cache key needs their files without loading
// the checks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A cspell dictionary package's trie, found through its own cspell-ext.json, and the files that make it. */
function dictionary(pkg: string) {
  const ext = require.resolve(`${pkg}/cspell-ext.json`);
  const definition = (JSON.parse(readFileSync(ext, 'utf8')) as { dictionaryDefinitions: { name: string; path: string }[] }).dictionaryDefinitions[0]!;
  const trie = path.resolve(path.dirname(ext), definition.path);
  // Typographic apostrophes ("l’evento") read as straight ones.
  return { definition: { name: definition.name, path: trie, repMap: [["’|`", "'"]] as [string, string][] }, files: [path.join(path.dirname(ext), 'package.json'), ext, trie] };
}

const packages = { en: dictionary('@cspell/dict-en-gb-mit'), it: dictionary('@cspell/dict-it-it') };
/** British English and Italian, as cspell's dictionary definitions. */
export const dictionaries = { en: packages.en.definition, it: packages.it.definition };
/** Each dictionary package's package.json (its version), cspell-ext.json and word list: the build's cached warnings are keyed by them. */
export const dictionaryFiles: readonly string[] = Object.values(packages).flatMap((p) => p.files);
