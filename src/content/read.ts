// Reads content/ from disk, checks every file and returns typed entries plus every problem found.
// Runs in Node only (the Vite content plugin and the check:content script); never in a browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { languages, type Lang } from '../i18n/languages.ts';
import { collections, type CollectionName, type Frontmatter } from './schemas.ts';
import { settingsSchema, type Settings } from './settings.ts';

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
  return { data: (doc.errors.length ? {} : parsed.data) as Record<string, unknown>, lineOf };
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

function zodProblems(error: z.ZodError, file: string, lineOf: ParsedFile['lineOf'], data: unknown): Problem[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ file, line: lineOf([...issue.path, key]), field: key, message: 'is not a known field' }));
    }
    const field = issue.path.map(String).join('.') || 'frontmatter';
    const missing = issue.code === 'invalid_type' && isMissing(data, issue.path);
    return [{ file, line: lineOf(issue.path), field, message: missing ? 'is required' : issue.message }];
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
    const { data, lineOf } = parseFrontmatter(readFileSync(full, 'utf8'), rel, problems);
    files.push({ file: rel, slug, lang, collection, raw: data, lineOf });
  }
  return files;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface ReadOptions {
  includeDrafts: boolean;
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
          } else if (lang === languages[0]) {
            for (const field of neutral) {
              if (!sameValue(file.raw[field], twin.raw[field])) {
                problems.push({ file: twin.file, line: twin.lineOf([field]), field, message: `must be the same in every language: ${file.file} has ${JSON.stringify(file.raw[field])}, this file has ${JSON.stringify(twin.raw[field])}` });
              }
            }
          }
        }
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
