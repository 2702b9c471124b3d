// Creates a new entry in every language from the collection's template: refuses a slug that is
// invalid or already taken, and gives it an order one past the highest of its collection (and a new
// service the first person on /about as its lead, for the consultant to change).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { languages } from '../../../src/i18n/languages.ts';
import { readFileText } from '../../../src/content/fileText.ts';
import { slugPattern } from '../../../src/content/read.ts';
import { collections } from '../../../src/content/schemas.ts';
import { renderTemplate, scaffoldable, type Scaffoldable } from './templates.ts';

/** A refusal to show as is, without a stack trace. */
export class ScaffoldError extends Error {}

export function isScaffoldable(name: string): name is Scaffoldable {
  return (scaffoldable as readonly string[]).includes(name);
}

/** The frontmatter of an entry file; a file that does not parse is check:content's business, and has none here. */
function dataOf(file: string): Record<string, unknown> {
  try {
    return matter(readFileText(file)).data;
  } catch {
    return {};
  }
}

/** The entry files of a collection in one language, each with its slug and its `order` (if it is a number). */
function orderedEntries(contentDir: string, lang: string, collection: string): { slug: string; order?: number }[] {
  const dir = path.join(contentDir, lang, collection);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((n) => n.endsWith('.mdx')).map((name) => {
    const { order } = dataOf(path.join(dir, name));
    return { slug: name.slice(0, -'.mdx'.length), ...(typeof order === 'number' ? { order } : {}) };
  });
}

/** One past the highest `order` in the collection, in any language; 0 for an empty one. */
export function nextOrder(contentDir: string, collection: Scaffoldable): number {
  const orders = languages.flatMap((lang) => orderedEntries(contentDir, lang, collection).flatMap((e) => (e.order === undefined ? [] : [e.order])));
  return Math.max(-1, ...orders) + 1;
}

/** The slug of the first person on /about (lowest order), to name as a placeholder; "TODO" when there is none. */
export function firstPerson(contentDir: string): string {
  const people = orderedEntries(contentDir, languages[0], 'people');
  return people.sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.slug.localeCompare(b.slug))[0]?.slug ?? 'TODO';
}

export interface ScaffoldOptions {
  contentDir: string;
  collection: Scaffoldable;
  slug: string;
  /** YYYY-MM-DD; defaults to today (UTC). */
  today?: string;
}

/** Writes content/<lang>/<collection>/<slug>.mdx for every language; returns the files written. */
export function scaffold({ contentDir, collection, slug, today = new Date().toISOString().slice(0, 10) }: ScaffoldOptions): string[] {
  if (!slugPattern.test(slug)) {
    throw new ScaffoldError(`"${slug}" is not a valid slug: use lowercase letters, digits and single hyphens, e.g. bank-payments-migration (it becomes the file name and the URL).`);
  }
  const files = languages.map((lang) => path.join(contentDir, lang, collection, `${slug}.mdx`));
  const taken = files.filter((file) => existsSync(file));
  if (taken.length > 0) {
    throw new ScaffoldError(`"${slug}" is already taken: ${taken.map((f) => path.relative(process.cwd(), f)).join(' and ')} ${taken.length > 1 ? 'exist' : 'exists'}. Choose another slug, or edit the existing entry.`);
  }
  const context = { order: nextOrder(contentDir, collection), today, person: firstPerson(contentDir) };
  languages.forEach((lang, i) => {
    const file = files[i]!;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, renderTemplate(collection, lang, collections[collection].neutral, context), { flag: 'wx' });
  });
  return files;
}
