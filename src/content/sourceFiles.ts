// Reads the content files as written: frontmatter (with the line of every field) and MDX body.
// Shared by the loader (read.ts) and the checks that compare the two languages' texts.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { Lang } from '../i18n/languages.ts';
import { readFileText } from './fileText.ts';
import { relativeFile, type Problem } from './problems.ts';
import type { CollectionName } from './schemas.ts';

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface SourceFile {
  /** Path relative to the content folder's parent, e.g. content/en/services/kafka.mdx */
  file: string;
  /** The whole file as written. */
  text: string;
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
  /** The YAML as parsed, and the text it was parsed from (from the newline after the opening "---"), so the checks that need each string's place reuse this parse. */
  frontmatter: ParsedYaml;
}

export interface ParsedYaml {
  document: Document.Parsed;
  source: string;
}


/** Parses the frontmatter with gray-matter, keeping YAML dates as strings and remembering line numbers. */
export function parseFrontmatter(text: string, file: string, problems: Problem[]) {
  let lineCounter = new LineCounter();
  let doc = parseDocument('', { lineCounter });
  let yamlSource = '';
  const parsed = matter(text, {
    engines: {
      yaml: (source: string) => {
        lineCounter = new LineCounter();
        yamlSource = source;
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
  return { data: (doc.errors.length ? {} : parsed.data) as Record<string, unknown>, lineOf, body: parsed.content, bodyLine, broken: doc.errors.length > 0, frontmatter: { document: doc, source: yamlSource } };
}


/** Where an entry file is and what its path says: the checks list these before reading any. */
export interface EntryPath {
  full: string;
  /** Path relative to the content folder's parent, e.g. content/en/services/kafka.mdx */
  file: string;
  slug: string;
  lang: Lang;
  collection: CollectionName;
}

/** Each name in a collection's folder, sorted: an entry's path, or the problem with its name. */
export function collectionEntries(contentDir: string, lang: Lang, collection: CollectionName): (EntryPath | Problem)[] {
  const dir = path.join(contentDir, lang, collection);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort().map((name): EntryPath | Problem => {
    const full = path.join(dir, name);
    const file = relativeFile(contentDir, full);
    if (!name.endsWith('.mdx')) return { file, line: 1, field: 'file', message: 'is not an .mdx file; content entries are MDX' };
    const slug = name.slice(0, -'.mdx'.length);
    if (!slugPattern.test(slug)) return { file, line: 1, field: 'slug', message: `"${slug}" must be lowercase letters, digits and single hyphens` };
    return { full, file, slug, lang, collection };
  });
}

export const isEntryPath = (found: EntryPath | Problem): found is EntryPath => 'slug' in found;

/** An entry file's text as the loader reads it: frontmatter (its problems added to `problems`) and body. */
export function sourceFileOf(at: EntryPath, text: string, problems: Problem[]): SourceFile {
  const { data, lineOf, body, bodyLine, broken, frontmatter } = parseFrontmatter(text, at.file, problems);
  return { file: at.file, text, slug: at.slug, lang: at.lang, collection: at.collection, raw: data, lineOf, body, bodyLine, broken, frontmatter };
}

export function readCollectionFiles(contentDir: string, lang: Lang, collection: CollectionName, problems: Problem[]): SourceFile[] {
  const files: SourceFile[] = [];
  for (const found of collectionEntries(contentDir, lang, collection)) {
    if (isEntryPath(found)) files.push(sourceFileOf(found, readFileText(found.full), problems));
    else problems.push(found);
  }
  return files;
}


/** Every string in the frontmatter with its path, e.g. ["results", 0] -> "Fraud losses down 38%". */
export function* stringsIn(value: unknown, at: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsIn(item, [...at, i]);
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...at, key]);
}


/** Every entry file of every collection and language, as written (problems left to readContent). */
export function readSourceFiles(contentDir: string, langs: readonly Lang[], collections: readonly CollectionName[]): SourceFile[] {
  const ignored: Problem[] = [];
  return collections.flatMap((collection) => langs.flatMap((lang) => readCollectionFiles(contentDir, lang, collection, ignored)));
}

/** The line of a top-level "key" in a JSON file's lines (1 when it cannot be found). */
export function keyLine(lines: readonly string[], key: string): number {
  return lines.findIndex((l) => l.trimStart().startsWith(`"${key}"`)) + 1 || 1;
}

export interface UiSource {
  /** e.g. content/it/ui.json */
  file: string;
  text: string;
  /** Every string of the dictionary with the line its key is on. */
  entries: { key: string; value: string; line: number }[];
}

/** One language's ui.json as written, or undefined when it is missing or not a JSON object. */
export function readUiSource(contentDir: string, lang: Lang): UiSource | undefined {
  const full = path.join(contentDir, lang, 'ui.json');
  if (!existsSync(full)) return undefined;
  const text = readFileText(full);
  const entries = uiEntries(text);
  return entries && { file: relativeFile(contentDir, full), text, entries };
}

/** The strings of a ui.json text with their lines, or undefined when it is not a JSON object. */
export function uiEntries(text: string): UiSource['entries'] | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const lines = text.split('\n');
  return Object.entries(json).flatMap(([key, value]) => (typeof value === 'string' ? [{ key, value, line: keyLine(lines, key) }] : []));
}
