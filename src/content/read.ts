// Reads content/ from disk, checks every file and returns typed entries plus every problem found.
// Runs in Node only (the Vite content plugin and the check:content script); never in a browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { languages, type Lang } from '../i18n/languages.ts';
import { brokenLinkMessage, isKnownPath, linksInMarkdown, linksInText } from './links.ts';
import { collections, type CollectionName, type Frontmatter } from './schemas.ts';
import { settingsSchema, type Settings } from './settings.ts';
import { technologies } from './technologies.ts';

export interface Problem {
  /** Path relative to the content folder's parent, e.g. content/en/services/kafka.mdx */
  file: string;
  line: number;
  field: string;
  message: string;
}

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

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const collectionNames = Object.keys(collections) as CollectionName[];

interface ParsedFile {
  file: string;
  slug: string;
  lang: Lang;
  collection: CollectionName;
  raw: Record<string, unknown>;
  lineOf: (pathInData: readonly PropertyKey[]) => number;
  /** The MDX below the frontmatter, and the file line it starts on. */
  body: string;
  bodyLine: number;
  /** The frontmatter is not valid YAML: that one problem is reported, not its consequences. */
  broken: boolean;
}

function relative(contentDir: string, file: string): string {
  return path.join(path.basename(contentDir), path.relative(contentDir, file)).split(path.sep).join('/');
}

/** Parses the frontmatter with gray-matter, keeping YAML dates as strings and remembering line numbers. */
function parseFrontmatter(text: string, file: string, problems: Problem[]) {
  let lineCounter = new LineCounter();
  let doc = parseDocument('', { lineCounter });
  const parsed = matter(text, {
    engines: {
      yaml: (source: string) => {
        lineCounter = new LineCounter();
        doc = parseDocument(source, { lineCounter, prettyErrors: false });
        return (doc.toJS() ?? {}) as object;
      },
    },
  });
  // gray-matter hands over the YAML with the newline after the opening "---", so the YAML's
  // line numbers are already the file's.
  const offset = 0;
  for (const error of doc.errors) {
    problems.push({ file, line: lineCounter.linePos(error.pos[0]).line + offset, field: 'frontmatter', message: error.message.split('\n')[0] ?? error.message });
  }
  // The deepest node that exists on the path: the bad list item, else its field, else line 1.
  const lineOf = (pathInData: readonly PropertyKey[]): number => {
    for (let depth = pathInData.length; depth > 0; depth--) {
      const node = doc.getIn(pathInData.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return lineCounter.linePos(node.range[0]).line + offset;
    }
    return 1;
  };
  const bodyLine = text.split('\n').length - parsed.content.split('\n').length + 1;
  return { data: (doc.errors.length ? {} : parsed.data) as Record<string, unknown>, lineOf, body: parsed.content, bodyLine, broken: doc.errors.length > 0 };
}

/** Whether the value at `at` is absent from the parsed data (zod does not report inputs by default). */
function isMissing(data: unknown, at: readonly PropertyKey[]): boolean {
  let value: unknown = data;
  for (const key of at) {
    if (typeof value !== 'object' || value === null) return true;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value === undefined || value === null;
}

function valueAt(data: unknown, at: readonly PropertyKey[]): unknown {
  return at.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);
}

/** Edit distance, to suggest the allowed value a typo was meant to be. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

const typeNames: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', array: 'a list (one "- item" per line)', object: 'a group of fields' };

// zod's own wording ("Invalid option: expected one of ...34 values") is written for developers;
// consultants get the value they wrote and, for a typo, the allowed value it is closest to.
function messageFor(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'invalid_type') return `must be ${typeNames[issue.expected] ?? issue.expected}, not ${JSON.stringify(value)}`;
  if (issue.code === 'invalid_value') {
    const allowed = issue.values.map(String);
    const written = String(value);
    const closest = allowed.map((v) => ({ v, d: distance(v.toLowerCase(), written.toLowerCase()) })).sort((a, b) => a.d - b.d)[0];
    const hint = closest && closest.d <= Math.max(2, written.length / 4) ? `; did you mean "${closest.v}"?` : '';
    // The technology list is too long for one line: point to where it is kept.
    if (allowed.every((v) => (technologies as readonly string[]).includes(v))) return `${JSON.stringify(value)} is not in the list${hint} (the list: src/content/technologies.ts)`;
    return `${JSON.stringify(value)} is not one of: ${allowed.join(', ')}${hint}`;
  }
  if (issue.code === 'invalid_format') return `${issue.message}, not ${JSON.stringify(value)}`;
  if (issue.code === 'too_small' && issue.origin === 'number') return `must be ${issue.inclusive ? `${String(issue.minimum)} or more` : `more than ${String(issue.minimum)}`}, not ${JSON.stringify(value)}`;
  return issue.message;
}

function zodProblems(error: z.ZodError, file: string, lineOf: ParsedFile['lineOf'], data: unknown): Problem[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ file, line: lineOf([...issue.path, key]), field: key, message: 'is not a known field' }));
    }
    const field = issue.path.map(String).join('.') || 'frontmatter';
    // zod reports an absent enum field as a bad option; either way the fix is to add the field.
    const missing = (issue.code === 'invalid_type' || issue.code === 'invalid_value') && isMissing(data, issue.path);
    return [{ file, line: lineOf(issue.path), field, message: missing ? 'is required' : messageFor(issue, valueAt(data, issue.path)) }];
  });
}

function readSettings(contentDir: string, problems: Problem[]): Settings | undefined {
  const file = path.join(contentDir, 'settings.json');
  const rel = relative(contentDir, file);
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
  const lineOfKey = (keys: readonly PropertyKey[]) => {
    const key = keys[keys.length - 1];
    const index = text.split('\n').findIndex((l) => l.includes(`"${String(key)}"`));
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
    const rel = relative(contentDir, file);
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
        const line = lines.findIndex((l) => l.trimStart().startsWith(`"${key}"`)) + 1 || 1;
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
          problems.push({ file: relative(contentDir, path.join(contentDir, lang, 'ui.json')), line, field: key, message: `has no translation in content/${other}/ui.json` });
        }
      }
    }
  }
  return ui;
}

function readCollectionFiles(contentDir: string, lang: Lang, collection: CollectionName, problems: Problem[]): ParsedFile[] {
  const dir = path.join(contentDir, lang, collection);
  if (!existsSync(dir)) return [];
  const files: ParsedFile[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    const rel = relative(contentDir, full);
    if (!name.endsWith('.mdx')) {
      problems.push({ file: rel, line: 1, field: 'file', message: 'is not an .mdx file; content entries are MDX' });
      continue;
    }
    const slug = name.slice(0, -'.mdx'.length);
    if (!slugPattern.test(slug)) {
      problems.push({ file: rel, line: 1, field: 'slug', message: `"${slug}" must be lowercase letters, digits and single hyphens` });
      continue;
    }
    const { data, lineOf, body, bodyLine, broken } = parseFrontmatter(readFileSync(full, 'utf8'), rel, problems);
    files.push({ file: rel, slug, lang, collection, raw: data, lineOf, body, bodyLine, broken });
  }
  return files;
}

const shown = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every string in the frontmatter with its path, e.g. ["results", 0] -> "Fraud losses down 38%". */
function* stringsIn(value: unknown, at: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsIn(item, [...at, i]);
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...at, key]);
}

/** Links starting with "/" in the body and the frontmatter that point to no page of the site. */
function linkProblems(file: ParsedFile, knownPaths: ReadonlySet<string>): Problem[] {
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
   * Every page path of the site ("/", "/it/services"...; see scripts/lib/site-paths.ts).
   * When given, internal links in the content that point elsewhere are problems.
   */
  knownPaths?: ReadonlySet<string>;
}

/** Reads and checks the whole content folder. Entries come sorted by collection, language, order. */
export function readContent(contentDir: string, options: ReadOptions): { content: Content; problems: Problem[] } {
  const problems: Problem[] = [];
  const settings = readSettings(contentDir, problems);
  const ui = readUi(contentDir, problems);
  const entries: Entry[] = [];

  for (const collection of collectionNames) {
    const { schema, neutral } = collections[collection];
    const parsed = Object.fromEntries(
      languages.map((lang) => [lang, readCollectionFiles(contentDir, lang, collection, problems)]),
    ) as Record<Lang, ParsedFile[]>;

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
          }
        }
        if (options.knownPaths) problems.push(...linkProblems(file, options.knownPaths));
        if (file.broken) continue;
        const result = schema.safeParse(file.raw);
        if (!result.success) {
          problems.push(...zodProblems(result.error, file.file, file.lineOf, file.raw));
          continue;
        }
        const data = result.data as Frontmatter<typeof collection>;
        if (data.draft && !options.includeDrafts) continue;
        entries.push({ collection, lang, slug: file.slug, source: path.join(contentDir, lang, collection, `${file.slug}.mdx`), data });
      }
    }
  }
  entries.sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug));
  if (!settings) return { content: { settings: undefined as never, ui, entries }, problems };
  return { content: { settings, ui, entries }, problems };
}

/** One line per problem: `file:line field: message`. */
export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.file}:${p.line} ${p.field}: ${p.message}`).join('\n');
}
