// Reads content/ from disk, checks every file and returns typed entries plus every problem found.
// Runs in Node only (the Vite content plugin and the check:content script); never in a browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languages, type Lang } from '../i18n/languages.ts';
import { consistencyProblems } from './consistency.ts';
import { brokenLinkMessage, isKnownPath, linksInMarkdown, linksInText } from './links.ts';
import { newestFirst } from './newestFirst.ts';
import { relativeFile, type Problem } from './problems.ts';
import { collections, extraChecks, itemFacts, type CollectionName, type Frontmatter } from './schemas.ts';
import { settingsSchema, type Settings } from './settings.ts';
import { keyLine, readCollectionFiles, stringsIn, type SourceFile } from './sourceFiles.ts';
import { zodProblems } from './zodProblems.ts';

export { formatProblems, type Problem } from './problems.ts';
export { slugPattern } from './sourceFiles.ts';

export interface Entry<C extends CollectionName = CollectionName> {
  collection: C;
  lang: Lang;
  slug: string;
  /** Absolute path of the MDX file, for the bundler to compile its body. */
  source: string;
  data: Frontmatter<C>;
}

export interface Content {
  settings: Settings;
  ui: Record<Lang, Record<string, string>>;
  entries: Entry[];
}

export const collectionNames = Object.keys(collections) as CollectionName[];

function readSettings(contentDir: string, problems: Problem[]): Settings | undefined {
  const file = path.join(contentDir, 'settings.json');
  const rel = relativeFile(contentDir, file);
  if (!existsSync(file)) {
    problems.push({ file: rel, line: 1, field: 'settings', message: 'file is missing' });
    return undefined;
  }
  const text = readFileSync(file, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    problems.push({ file: rel, line: 1, field: 'settings', message: `is not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
  const result = settingsSchema.safeParse(json);
  if (result.success) return result.data;
  const lines = text.split('\n');
  const lineOfKey = (keys: readonly PropertyKey[]) => {
    // Each key is looked for below its parent's, so "offer.startsAfterReview.from" is not the first
    // "from" of the file; a list item ("githubLogins", 0) is reported at the line of its list's key.
    let index = -1;
    for (const key of keys.filter((k) => typeof k === 'string')) {
      const found = lines.findIndex((l, i) => i >= Math.max(index, 0) && l.includes(`"${key}"`));
      if (found < 0) break;
      index = found;
    }
    return index >= 0 ? index + 1 : 1;
  };
  problems.push(...zodProblems(result.error, rel, lineOfKey, json));
  return undefined;
}

function readUi(contentDir: string, problems: Problem[]): Content['ui'] {
  const ui = {} as Content['ui'];
  const keysByLang = {} as Record<Lang, Map<string, number>>;
  for (const lang of languages) {
    const file = path.join(contentDir, lang, 'ui.json');
    const rel = relativeFile(contentDir, file);
    ui[lang] = {};
    keysByLang[lang] = new Map();
    if (!existsSync(file)) {
      problems.push({ file: rel, line: 1, field: 'ui', message: 'file is missing' });
      continue;
    }
    const text = readFileSync(file, 'utf8');
    try {
      const json = JSON.parse(text) as unknown;
      if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('expected an object of "key": "text" pairs');
      const lines = text.split('\n');
      for (const [key, value] of Object.entries(json)) {
        const line = keyLine(lines, key);
        keysByLang[lang].set(key, line);
        if (typeof value !== 'string' || value.trim() === '') {
          problems.push({ file: rel, line, field: key, message: 'must be a non-empty string' });
        } else {
          ui[lang][key] = value;
        }
      }
    } catch (error) {
      problems.push({ file: rel, line: 1, field: 'ui', message: `is not valid JSON: ${(error as Error).message}` });
    }
  }
  for (const lang of languages) {
    for (const other of languages) {
      if (lang === other) continue;
      for (const [key, line] of keysByLang[lang]) {
        if (!keysByLang[other].has(key) && keysByLang[other].size > 0) {
          problems.push({ file: relativeFile(contentDir, path.join(contentDir, lang, 'ui.json')), line, field: key, message: `has no translation in content/${other}/ui.json` });
        }
      }
    }
  }
  return ui;
}

/** JSON with the keys of every object sorted: `{ unit: days, value: 6 }` and `{ value: 6, unit: days }` are one fact. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

const shown = (value: unknown) => (value === undefined ? 'none' : canonical(value));

function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** Facts inside list items (a result's figures): as many items in both files, and the same facts item by item. */
function itemFactProblems(collection: CollectionName, file: SourceFile, twin: SourceFile): Problem[] {
  const problems: Problem[] = [];
  for (const [field, keys] of Object.entries(itemFacts(collection))) {
    const mine = file.raw[field];
    const theirs = twin.raw[field];
    if (!Array.isArray(mine) || !Array.isArray(theirs)) continue;
    if (mine.length !== theirs.length) {
      problems.push({ file: twin.file, line: twin.lineOf([field]), field, message: `${theirs.length} here and ${mine.length} in ${file.file}:${file.lineOf([field])}: each result needs its twin in the other language, with the same figures` });
      continue;
    }
    mine.forEach((item: unknown, i) => {
      const other: unknown = theirs[i];
      for (const key of keys) {
        const a = (item as Record<string, unknown> | null)?.[key];
        const b = (other as Record<string, unknown> | null)?.[key];
        if (!sameValue(a, b)) problems.push({ file: twin.file, line: twin.lineOf([field, i, key]), field: `${field}.${i}.${key}`, message: `must be the same in every language: ${file.file} has ${shown(a)}, this file has ${shown(b)}` });
      }
    });
  }
  return problems;
}

/** A field that names an image (a person's photo) must point at a file in content/images/. */
function imageProblems(file: SourceFile, contentDir: string): Problem[] {
  const photo = file.raw.photo;
  if (file.collection !== 'people' || typeof photo !== 'string') return [];
  const source = path.resolve(contentDir, file.lang, file.collection, photo);
  if (source.startsWith(path.join(contentDir, 'images') + path.sep) && existsSync(source)) return [];
  return [{ file: file.file, line: file.lineOf(['photo']), field: 'photo', message: `${photo}: no such file in content/images/ (the path is relative to this file)` }];
}

/** Links starting with "/" in the body and the frontmatter that point to no page of the site. */
function linkProblems(file: SourceFile, knownPaths: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  for (const [at, text] of stringsIn(file.raw)) {
    for (const target of linksInText(text)) {
      if (!isKnownPath(target, knownPaths)) problems.push({ file: file.file, line: file.lineOf(at), field: at.map(String).join('.'), message: brokenLinkMessage(target) });
    }
  }
  for (const { line, target } of linksInMarkdown(file.body, file.bodyLine)) {
    if (!isKnownPath(target, knownPaths)) problems.push({ file: file.file, line, field: 'body', message: brokenLinkMessage(target) });
  }
  return problems;
}

export interface ReadOptions {
  includeDrafts: boolean;
  /**
   * Every page path of the site ("/", "/it/services"...; see scripts/content/check/site-paths.ts).
   * When given, internal links in the content that point elsewhere are problems.
   */
  knownPaths?: ReadonlySet<string>;
}

/**
 * The order of a collection's list: case studies newest first (a new one lands on top with no
 * number to keep), every other collection by its `order`; ties by slug.
 */
function listOrder(a: Entry, b: Entry): number {
  if ('order' in a.data && 'order' in b.data) return a.data.order - b.data.order || a.slug.localeCompare(b.slug);
  if ('published' in a.data && 'published' in b.data) return newestFirst({ slug: a.slug, data: a.data }, { slug: b.slug, data: b.data });
  return a.slug.localeCompare(b.slug);
}

/** Reads and checks the whole content folder. Entries come sorted by collection, language, list order. */
export function readContent(contentDir: string, options: ReadOptions): { content: Content; problems: Problem[] } {
  const problems: Problem[] = [];
  const settings = readSettings(contentDir, problems);
  const ui = readUi(contentDir, problems);
  const entries: Entry[] = [];
  const sources = new Map<Entry, SourceFile>();
  let peopleFiles: SourceFile[] = [];

  for (const collection of collectionNames) {
    const { schema, neutral } = collections[collection];
    const parsed = Object.fromEntries(
      languages.map((lang) => [lang, readCollectionFiles(contentDir, lang, collection, problems)]),
    ) as Record<Lang, SourceFile[]>;
    if (collection === 'people') peopleFiles = parsed[languages[0]];

    for (const lang of languages) {
      for (const file of parsed[lang]) {
        for (const other of languages) {
          if (other === lang) continue;
          const twin = parsed[other].find((f) => f.slug === file.slug);
          if (!twin) {
            problems.push({ file: file.file, line: 1, field: 'slug', message: `"${file.slug}" exists in ${lang} only: add content/${other}/${collection}/${file.slug}.mdx` });
          } else if (lang === languages[0] && !file.broken && !twin.broken) {
            for (const field of neutral) {
              if (!sameValue(file.raw[field], twin.raw[field])) {
                problems.push({ file: twin.file, line: twin.lineOf([field]), field, message: `must be the same in every language: ${file.file} has ${shown(file.raw[field])}, this file has ${shown(twin.raw[field])}` });
              }
            }
            problems.push(...itemFactProblems(collection, file, twin));
          }
        }
        if (options.knownPaths) problems.push(...linkProblems(file, options.knownPaths));
        if (file.broken) continue;
        problems.push(...imageProblems(file, contentDir));
        const result = schema.safeParse(file.raw);
        if (!result.success) {
          problems.push(...zodProblems(result.error, file.file, file.lineOf, file.raw));
          continue;
        }
        const data = result.data as Frontmatter<typeof collection>;
        for (const { path: at, message } of extraChecks(collection, data, lang)) problems.push({ file: file.file, line: file.lineOf(at), field: at.join('.'), message });
        if (data.draft && !options.includeDrafts) continue;
        const entry: Entry = { collection, lang, slug: file.slug, source: path.join(contentDir, lang, collection, `${file.slug}.mdx`), data };
        entries.push(entry);
        sources.set(entry, file);
      }
    }
  }
  entries.sort(listOrder);
  problems.push(...consistencyProblems(entries, (entry) => sources.get(entry), settings, peopleFiles));
  if (!settings) return { content: { settings: undefined as never, ui, entries }, problems };
  return { content: { settings, ui, entries }, problems };
}

