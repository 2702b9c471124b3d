// Creates a new entry in every language from the collection's template: refuses a slug that is
// invalid or already taken, and gives it an order one past the highest of its collection.
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

/** One past the highest `order` in the collection, in any language; 0 for an empty one. */
export function nextOrder(contentDir: string, collection: Scaffoldable): number {
  let highest = -1;
  for (const lang of languages) {
    const dir = path.join(contentDir, lang, collection);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.mdx'))) {
      try {
        const { order } = matter(readFileText(path.join(dir, name))).data as { order?: unknown };
        if (typeof order === 'number' && order > highest) highest = order;
      } catch {
        // A file that does not parse is check:content's business; it just has no order to count.
      }
    }
  }
  return highest + 1;
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
  const context = { order: nextOrder(contentDir, collection), today };
  languages.forEach((lang, i) => {
    const file = files[i]!;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, renderTemplate(collection, lang, collections[collection].neutral, context), { flag: 'wx' });
  });
  return files;
}
