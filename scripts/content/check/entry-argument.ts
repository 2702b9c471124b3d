// What `npm run check:content -- <file or slug>` names: an entry, by either of its files
// (content/en/case-studies/x.mdx, as the problems print them, or any path ending so) or by its
// slug (x, or case-studies/x when two collections have one). The check then reports its files.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { collectionNames } from '../../../src/content/entry.ts';
import { editDistance } from '../../../src/content/editDistance.ts';
import { relativeFile } from '../../../src/content/problems.ts';
import type { CollectionName } from '../../../src/content/schemas.ts';
import { languages } from '../../../src/i18n/languages.ts';

const isCollection = (name: string): name is CollectionName => (collectionNames as readonly string[]).includes(name);

/** The slugs nearest a mistyped one, as an argument names them (`case-studies/<slug>` when two collections share it), best first. */
function nearestSlugs(contentDir: string, slug: string): string[] {
  const entries = collectionNames.flatMap((collection) => {
    const dir = path.join(contentDir, languages[0], collection);
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.mdx')).map((name) => ({ collection, slug: name.slice(0, -'.mdx'.length) })) : [];
  });
  const near = Math.max(2, Math.floor(slug.length / 4));
  // A slug cut short ("flink-delivery" for "flink-delivery-estimates") or a part of one is near too.
  const part = (entry: string) => slug.length >= 3 && entry.includes(slug);
  return entries
    .map((entry) => ({ ...entry, distance: editDistance(slug, entry.slug), part: part(entry.slug) }))
    .filter((entry) => entry.distance <= near || entry.part)
    .sort((a, b) => Number(b.part) - Number(a.part) || a.distance - b.distance || a.slug.localeCompare(b.slug))
    .slice(0, 3)
    .map((entry) => (entries.filter((e) => e.slug === entry.slug).length > 1 ? `${entry.collection}/${entry.slug}` : entry.slug));
}

const orList = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

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
  if (found.length === 0) {
    const how = `a file (${folder}en/case-studies/<slug>.mdx) or a slug (<slug>, or case-studies/<slug>)`;
    const near = nearestSlugs(contentDir, candidates[0]?.[1] ?? arg).map((s) => `"${s}"`);
    return { error: near.length ? `no entry "${arg}" in ${folder}; did you mean ${orList(near)}? Give ${how}` : `no entry "${arg}" in ${folder}: give ${how}` };
  }
  if (found.length > 1) return { error: `"${arg}" names an entry in ${found.map(([c]) => c).join(' and ')}: write ${found.map(([c, s]) => `${c}/${s}`).join(' or ')}` };
  const [[collection, slug]] = found as [[CollectionName, string]];
  return { files: languages.map((lang) => relativeFile(contentDir, path.join(contentDir, lang, collection, `${slug}.mdx`))) };
}
