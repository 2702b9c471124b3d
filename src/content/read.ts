// Reads content/ from disk, checks every file and returns typed entries plus every problem found.
// Runs in Node only (the Vite content plugin and the check:content script); never in a browser.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { languages, type Lang } from '../i18n/languages.ts';
import { consistencyProblems } from './consistency.ts';
import { collectionNames, type Content, type Entry } from './entry.ts';
import { readFileText } from './fileText.ts';
import { brokenLinkMessage, draftLinkMessage, draftPageOf, isKnownPath, linksInMarkdown, linksInText, type DraftPage } from './links.ts';
import { mdxProblems } from './mdxSyntax.ts';
import { newestFirst } from './newestFirst.ts';
import { entryPlaceholders, uiPlaceholderProblems } from './placeholders.ts';
import { relativeFile, type Problem } from './problems.ts';
import { collections, extraChecks, itemFacts, itemTwins, type CollectionName, type Frontmatter } from './schemas.ts';
import { settingsSchema, type Settings } from './settings.ts';
import { keyLine, readCollectionFiles, stringsIn, uiEntries, type SourceFile } from './sourceFiles.ts';
import { zodProblems } from './zodProblems.ts';

export { formatProblems, type Problem } from './problems.ts';
export { slugPattern } from './sourceFiles.ts';

function readSettings(contentDir: string, problems: Problem[]): Settings | undefined {
  const file = path.join(contentDir, 'settings.json');
  const rel = relativeFile(contentDir, file);
  if (!existsSync(file)) {
    problems.push({ file: rel, line: 1, field: 'settings', message: 'file is missing' });
    return undefined;
  }
  const text = readFileText(file);
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

/** The interface strings; their placeholders go to `unfinished` too. */
function readUi(contentDir: string, problems: Problem[], unfinished: Set<Problem>): Content['ui'] {
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
    const text = readFileText(file);
    try {
      const json = JSON.parse(text) as unknown;
      if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('expected an object of "key": "text" pairs');
      const lines = text.split('\n');
      for (const problem of uiPlaceholderProblems({ file: rel, text, entries: uiEntries(text) ?? [] })) {
        problems.push(problem);
        unfinished.add(problem);
      }
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

/** Facts inside list items (a result's figures, a service's versions): as many items in both files, and the same facts item by item. */
function itemFactProblems(collection: CollectionName, file: SourceFile, twin: SourceFile): Problem[] {
  const problems: Problem[] = [];
  for (const [field, keys] of Object.entries(itemFacts(collection))) {
    // An optional list (a service's versions) left out of one file is a list of none there.
    const mine = file.raw[field] ?? [];
    const theirs = twin.raw[field] ?? [];
    if (!Array.isArray(mine) || !Array.isArray(theirs)) continue;
    if (mine.length !== theirs.length) {
      problems.push({ file: twin.file, line: twin.lineOf([field]), field, message: `${theirs.length} here and ${mine.length} in ${file.file}:${file.lineOf([field])}: ${itemTwins(collection)[field] ?? 'each item needs its twin in the other language'}` });
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

/**
 * Links starting with "/" in the body and the frontmatter that point to no page of the site. A
 * link to a draft's page is named as such; from a draft it is no problem (both go live together).
 * Those that reach a page of the preview (`previewPaths`: a draft's page in the dev server) are
 * added to `unfinished` too.
 */
function linkProblems(file: SourceFile, options: ReadOptions & { knownPaths: ReadonlySet<string> }, unfinished: Set<Problem>): Problem[] {
  const { knownPaths, draftPages, previewPaths } = options;
  const linking = [
    ...[...stringsIn(file.raw)].flatMap(([at, text]) => linksInText(text).map((target) => ({ line: file.lineOf(at), field: at.map(String).join('.'), target }))),
    ...linksInMarkdown(file.body, file.bodyLine).map(({ line, target }) => ({ line, field: 'body', target })),
  ];
  return linking.flatMap(({ line, field, target }): Problem[] => {
    // A known page may still lead to a draft: the anchor of a person still in draft on /about.
    const draft = draftPageOf(target, draftPages);
    if (!draft && isKnownPath(target, knownPaths)) return [];
    if (draft && file.raw.draft === true) return [];
    const problem = { file: file.file, line, field, message: draft ? draftLinkMessage(target, draft) : brokenLinkMessage(target) };
    if (previewPaths && isKnownPath(target, previewPaths)) unfinished.add(problem);
    return [problem];
  });
}

const valueAt = (data: unknown, at: readonly PropertyKey[]): unknown => at.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), data);

/** The column (from 1) of `index` in a text value as the file writes it on `line`; undefined when it is not written there as is (escapes, folded lines). */
function columnOf(text: string, line: number, value: unknown, index: number): number | undefined {
  const written = text.split(/\r?\n/)[line - 1];
  const start = typeof value === 'string' && written ? written.indexOf(value) : -1;
  return start < 0 ? undefined : start + index + 1;
}

export interface ReadOptions {
  includeDrafts: boolean;
  /**
   * Every page path of the site ("/", "/it/services"...; see scripts/content/check/site-paths.ts).
   * When given, internal links in the content that point elsewhere are problems.
   */
  knownPaths?: ReadonlySet<string>;
  /** The pages that exist once a draft is published (scripts/content/check/site-paths.ts): a link there says so. */
  draftPages?: ReadonlyMap<string, DraftPage>;
  /**
   * Files as problems name them (one entry in each language, while it is written): only these get
   * the checks of a file on its own (links, placeholders, the body, images, headlines). Every
   * file is still read and its fields checked, for what they say of these: the twin's facts, the
   * pages a link may reach, a lead or an order shared with another entry.
   */
  checkOnly?: ReadonlySet<string>;
  /**
   * The pages a preview shows besides `knownPaths` (the dev server's: drafts' pages too). A link
   * that reaches one is still a problem, since the published site will not have the page, but it
   * leaves the preview whole: it is among the result's `unfinished`.
   */
  previewPaths?: ReadonlySet<string>;
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

/**
 * Entries of one list with the same `order`: the list shows them by file name, which nobody chose.
 * A warning on both files, each naming the other, so the check of either entry (the new one, as a
 * rule: `check:content -- <slug>`, the dev server's report of the saved file, a pull request's
 * annotations on the lines it changed) shows it; and in every language, since `order` is a fact
 * of both files and the writer may be editing either (it was said on the English files alone).
 */
function orderTies(sorted: readonly Entry[], find: (entry: Entry) => SourceFile | undefined): Problem[] {
  const ordered = sorted.filter((e) => 'order' in e.data);
  const orderOf = (e: Entry) => ('order' in e.data ? e.data.order : undefined);
  return ordered.flatMap((entry, i): Problem[] => {
    const first = ordered.slice(0, i).find((other) => other.collection === entry.collection && other.lang === entry.lang && orderOf(other) === orderOf(entry));
    const [file, other] = [find(entry), first && find(first)];
    if (!first || !file || !other) return [];
    const warning = (on: SourceFile, naming: SourceFile): Problem => ({
      file: on.file, line: on.lineOf(['order']), field: 'order', severity: 'warning',
      message: `${orderOf(entry)} is also the order of ${naming.file}, so the two are listed by file name (${first.slug} first): give each its own number, the same in both languages`,
    });
    return [warning(file, other), warning(other, file)];
  });
}

/**
 * Collection, then language, then list order. Compared without the first two, one collection's
 * `order` met another's dates, the sort had no consistent order, and /about came out 0, 1, 3, 2.
 */
const entryOrder = (a: Entry, b: Entry): number =>
  collectionNames.indexOf(a.collection) - collectionNames.indexOf(b.collection) || languages.indexOf(a.lang) - languages.indexOf(b.lang) || listOrder(a, b);

/** Each file's problems together, from its top line down; files in the order first met. */
function byFileThenLine(problems: Problem[]): void {
  const files = [...new Set(problems.map((p) => p.file))];
  problems.sort((a, b) => files.indexOf(a.file) - files.indexOf(b.file) || a.line - b.line);
}

/**
 * A difference between twins where either file's value is itself wrong ("Flink", not a technology
 * of the list) says so, and where: the fix there may end the difference too.
 */
function pointingBack(difference: Problem, own: readonly Problem[]): Problem {
  const twins = /^must be the same in every language: (\S+) has /.exec(difference.message)?.[1];
  if (!twins) return difference;
  const causes = own.filter((p) => (p.file === twins || p.file === difference.file) && (p.field === difference.field || p.field.startsWith(`${difference.field}.`)));
  const places = [...new Map(causes.map((p) => [p.file, `${p.file}:${p.line}`])).values()].sort();
  return places.length === 0 ? difference : { ...difference, message: `${difference.message}; first fix the problems above in ${places.join(' and ')}` };
}

export interface ReadResult {
  content: Content;
  /** Every problem, each entry's own before those it causes in its twin. */
  problems: Problem[];
  /**
   * The entries whose MDX body does not compile (also in `problems`), by their source file: the
   * dev server shows their problem on their pages alone, and every other page as usual.
   */
  bodyProblems: ReadonlyMap<string, Problem[]>;
  /**
   * The problems (also in `problems`) that keep an entry off the published site but leave a
   * preview of it whole: a placeholder still to write, a link to a page only a draft makes. The
   * build stops on them; the dev server shows them beside the page (its panel, its terminal).
   */
  unfinished: ReadonlySet<Problem>;
}

/**
 * What the drafts still hold of their templates (a "TODO" left): the build leaves drafts out and
 * so does not refuse them, but prints these as warnings, as check:content and the dev server
 * list them. Only the files are read, not checked: the build's own read reports their problems.
 */
export function draftPlaceholders(contentDir: string): Problem[] {
  return collectionNames.flatMap((collection) => languages.flatMap((lang) => readCollectionFiles(contentDir, lang, collection, [])
    .filter((file) => file.raw.draft === true)
    .flatMap(entryPlaceholders)));
}

/** Reads and checks the whole content folder. Entries come sorted by collection, language, list order. */
export function readContent(contentDir: string, options: ReadOptions): ReadResult {
  const problems: Problem[] = [];
  // What a file says of its twin (a missing twin, a fact that differs) comes after every file's
  // own problems: a consultant fixes from the top, and the cause is often in one file alone.
  const between: Problem[] = [];
  const bodyProblems = new Map<string, Problem[]>();
  const unfinished = new Set<Problem>();
  const settings = readSettings(contentDir, problems);
  const ui = readUi(contentDir, problems, unfinished);
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
            between.push({ file: file.file, line: 1, field: 'slug', message: `"${file.slug}" exists in ${lang} only: add content/${other}/${collection}/${file.slug}.mdx` });
          } else if (lang === languages[0] && !file.broken && !twin.broken) {
            for (const field of neutral) {
              if (!sameValue(file.raw[field], twin.raw[field])) {
                between.push({ file: twin.file, line: twin.lineOf([field]), field, message: `must be the same in every language: ${file.file} has ${shown(file.raw[field])}, this file has ${shown(twin.raw[field])}` });
              }
            }
            between.push(...itemFactProblems(collection, file, twin));
          }
        }
        const own = !options.checkOnly || options.checkOnly.has(file.file);
        if (own && options.knownPaths) problems.push(...linkProblems(file, { ...options, knownPaths: options.knownPaths }, unfinished));
        // A draft's placeholders wait for its writer: warnings where drafts are read, left to
        // draftPlaceholders where they are not (the build).
        if (own && (options.includeDrafts || file.raw.draft !== true)) {
          const left = entryPlaceholders(file);
          problems.push(...left);
          for (const problem of left) unfinished.add(problem);
        }
        if (file.broken) continue;
        const source = path.join(contentDir, lang, collection, `${file.slug}.mdx`);
        if (own) {
          problems.push(...imageProblems(file, contentDir));
          const body = mdxProblems(file.body, file.bodyLine, file.file);
          if (body.length > 0) {
            problems.push(...body);
            bodyProblems.set(source, body);
          }
        }
        const result = schema.safeParse(file.raw);
        if (!result.success) {
          problems.push(...zodProblems(result.error, file.file, file.lineOf, file.raw));
          continue;
        }
        const data = result.data as Frontmatter<typeof collection>;
        for (const { path: at, message, index } of own ? extraChecks(collection, data, lang) : []) {
          const line = file.lineOf(at);
          const column = index === undefined ? undefined : columnOf(file.text, line, valueAt(data, at), index);
          problems.push({ file: file.file, line, ...(column ? { column } : {}), field: at.join('.'), message });
        }
        if (data.draft && !options.includeDrafts) continue;
        const entry: Entry = { collection, lang, slug: file.slug, source, data };
        entries.push(entry);
        sources.set(entry, file);
      }
    }
  }
  entries.sort(entryOrder);
  byFileThenLine(problems);
  problems.push(...orderTies(entries, (entry) => sources.get(entry)));
  problems.push(...between.map((problem) => pointingBack(problem, problems)), ...consistencyProblems(entries, (entry) => sources.get(entry), settings, peopleFiles));
  if (!settings) return { content: { settings: undefined as never, ui, entries }, problems, bodyProblems, unfinished };
  return { content: { settings, ui, entries }, problems, bodyProblems, unfinished };
}

