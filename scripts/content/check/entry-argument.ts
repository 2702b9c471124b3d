// What `npm run check:content -- <file or slug>` names: an entry, by either of its files
// (content/en/case-studies/x.mdx, as the problems print them, or any path ending so) or by its
// slug (x, or case-studies/x when two collections have one). The check then reports its files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { collectionNames } from '../../../src/content/entry.ts';
import { relativeFile } from '../../../src/content/problems.ts';
import type { CollectionName } from '../../../src/content/schemas.ts';
import { languages } from '../../../src/i18n/languages.ts';

const isCollection = (name: string): name is CollectionName => (collectionNames as readonly string[]).includes(name);

/** The entry's files in every language, as problems name them; or why the argument names none. */
export function entryFiles(contentDir: string, arg: string): { files: string[] } | { error: string } {
  const byFile = /(?:^|[/\\])([a-z]{2})[/\\]([a-z-]+)[/\\]([^/\\]+)\.mdx$/.exec(arg);
  const byPath = /^([a-z-]+)\/([^/]+)$/.exec(arg);
  const candidates: [CollectionName, string][] =
    byFile && isCollection(byFile[2]!) ? [[byFile[2], byFile[3]!]]
    : byPath && isCollection(byPath[1]!) ? [[byPath[1], byPath[2]!]]
    : collectionNames.map((collection) => [collection, arg]);
  const found = candidates.filter(([collection, slug]) => languages.some((lang) => existsSync(path.join(contentDir, lang, collection, `${slug}.mdx`))));
  const folder = `${path.basename(contentDir)}/`;
  if (found.length === 0) return { error: `no entry "${arg}" in ${folder}: give a file (${folder}en/case-studies/<slug>.mdx) or a slug (<slug>, or case-studies/<slug>)` };
  if (found.length > 1) return { error: `"${arg}" names an entry in ${found.map(([c]) => c).join(' and ')}: write ${found.map(([c, s]) => `${c}/${s}`).join(' or ')}` };
  const [[collection, slug]] = found as [[CollectionName, string]];
  return { files: languages.map((lang) => relativeFile(contentDir, path.join(contentDir, lang, collection, `${slug}.mdx`))) };
}
