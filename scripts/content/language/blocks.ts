// An entry as a reviewer reads it: its translatable frontmatter fields, its facts, and its body
// cut into blocks (headings, paragraphs, list items, table rows, code, images, quotes), each
// with the lines it spans. The review aligns these; "changed" compares their text.
import type { Image, List, Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Problem } from '../../../src/content/problems.ts';
import { collections, itemFacts, type CollectionName } from '../../../src/content/schemas.ts';
import { parseFrontmatter, uiEntries } from '../../../src/content/sourceFiles.ts';
import { endLineOf, lineOf, parseMdx } from './markdown.ts';

export type BlockKind = 'field' | 'heading' | 'paragraph' | 'item' | 'row' | 'code' | 'image' | 'quote' | 'other';

export interface Block {
  kind: BlockKind;
  /** What it is, for a reader: "title", "results 2", "heading 2", "list 1, item 3", "code (sql)". */
  label: string;
  /** Its text as read: markup removed, code as written, an image's alt text. */
  text: string;
  line: number;
  endLine: number;
  /** Frontmatter path, e.g. "title" or "results.1" (fields and ui.json keys only). */
  field?: string;
  /** Heading level, or list nesting (1 = top level). */
  depth?: number;
  /** The list or table the item or row belongs to, counted from 1 in the file. */
  group?: number;
  lang?: string;
  src?: string;
}

/** A field that is a fact (same in both languages), shown once in the review. */
export interface Fact {
  name: string;
  value: unknown;
  line: number;
}

export interface EntryText {
  fields: Block[];
  facts: Fact[];
  body: Block[];
}

/** Whitespace does not count: a re-wrapped paragraph reads the same. */
export const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

const block = (kind: BlockKind, label: string, text: string, node: RootContent, extra: Partial<Block> = {}): Block => ({
  kind,
  label,
  text,
  line: lineOf(node),
  endLine: endLineOf(node),
  ...extra,
});

/** Item text without the nested lists (those are blocks of their own). */
const itemText = (children: RootContent[]) => children.filter((c) => c.type !== 'list').map((c) => toString(c)).join('\n');

/** The blocks of a body's syntax tree, in document order. `source` is the file the tree was parsed from. */
export function bodyBlocks(root: Root, source: string): Block[] {
  const blocks: Block[] = [];
  let lists = 0;
  let tables = 0;
  const list = (node: List, depth: number) => {
    const group = ++lists;
    node.children.forEach((item, i) => {
      blocks.push(block('item', `list ${group}, item ${i + 1}`, itemText(item.children), item, { depth, group }));
      for (const child of item.children) if (child.type === 'list') list(child, depth + 1);
    });
  };
  const table = (node: Table) => {
    const group = ++tables;
    node.children.forEach((row, i) => {
      const text = row.children.map((cell) => toString(cell)).join(' | ');
      blocks.push(block('row', `table ${group}, ${i === 0 ? 'header' : `row ${i}`}`, text, row, { group }));
    });
  };
  for (const node of root.children) {
    switch (node.type) {
      case 'yaml':
      case 'definition':
      case 'thematicBreak':
        break;
      case 'heading':
        blocks.push(block('heading', `heading ${node.depth}`, toString(node), node, { depth: node.depth }));
        break;
      case 'paragraph': {
        const images = node.children.filter((c): c is Image => c.type === 'image');
        const onlyImages = images.length > 0 && node.children.every((c) => c.type === 'image' || (c.type === 'text' && c.value.trim() === ''));
        if (onlyImages) for (const image of images) blocks.push(block('image', 'image', image.alt ?? '', node, { src: image.url }));
        else blocks.push(block('paragraph', 'paragraph', toString(node), node));
        break;
      }
      case 'list':
        list(node, 1);
        break;
      case 'table':
        table(node);
        break;
      case 'code':
        blocks.push(block('code', node.lang ? `code (${node.lang})` : 'code', node.value, node, node.lang ? { lang: node.lang } : {}));
        break;
      case 'blockquote':
        blocks.push(block('quote', 'quote', node.children.map((c) => toString(c)).join('\n'), node));
        break;
      default: {
        // JSX, expressions, imports, raw HTML: shown as written.
        const start = node.position?.start.offset ?? 0;
        const end = node.position?.end.offset ?? start;
        blocks.push(block('other', 'markup', source.slice(start, end), node));
      }
    }
  }
  return blocks;
}

/** The translatable fields, each string (list item, or prose key of an item: a result's headline) a block, in the order they are written. */
function fieldBlocks(data: Record<string, unknown>, lineOfPath: (p: readonly PropertyKey[]) => number, neutral: readonly string[], facts: Readonly<Record<string, readonly string[]>>): Block[] {
  const fields: Block[] = [];
  const at = (field: string, label: string, text: string, line: number): Block => ({ kind: 'field', label, text, line, endLine: line, field });
  for (const [key, value] of Object.entries(data)) {
    if (neutral.includes(key)) continue;
    if (typeof value === 'string') fields.push(at(key, key, value, lineOfPath([key])));
    else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (typeof item === 'string') fields.push(at(`${key}.${i}`, `${key} ${i + 1}`, item, lineOfPath([key, i])));
        else if (typeof item === 'object' && item !== null) {
          for (const [name, text] of Object.entries(item)) {
            if (typeof text === 'string' && !(facts[key] ?? []).includes(name)) fields.push(at(`${key}.${i}.${name}`, `${key} ${i + 1}, ${name}`, text, lineOfPath([key, i, name])));
          }
        }
      });
    }
  }
  return fields;
}

/** An entry file's text (as written now, or as it was in a past commit), read as blocks. */
export function entryText(text: string, collection: CollectionName): EntryText {
  const ignored: Problem[] = [];
  const { data, lineOf: lineOfPath } = parseFrontmatter(text, '', ignored);
  const { neutral } = collections[collection];
  const inItems = itemFacts(collection);
  const facts: Fact[] = neutral.filter((name) => name in data).map((name) => ({ name, value: data[name], line: lineOfPath([name]) }));
  // A result's figures are facts too, listed as "results 1, after".
  for (const [field, keys] of Object.entries(inItems)) {
    const items = data[field];
    if (!Array.isArray(items)) continue;
    items.forEach((item: unknown, i) => {
      for (const key of keys) {
        const value = (item as Record<string, unknown> | null)?.[key];
        if (value !== undefined) facts.push({ name: `${field} ${i + 1}, ${key}`, value, line: lineOfPath([field, i, key]) });
      }
    });
  }
  const root = parseMdx(text);
  return { fields: fieldBlocks(data, lineOfPath, neutral, inItems), facts, body: root ? bodyBlocks(root, text) : [] };
}

/** The strings of a ui.json text as blocks, one per key (an unreadable file has none). */
export function uiText(text: string): EntryText {
  const fields = (uiEntries(text) ?? []).map(({ key, value, line }): Block => ({ kind: 'field', label: key, text: value, line, endLine: line, field: key }));
  return { fields, facts: [], body: [] };
}

/** All the translatable text, whitespace aside: equal when nothing a translator reads changed. */
export function textSignature(entry: EntryText): string {
  return JSON.stringify([...entry.fields.map((b) => [b.field, normalize(b.text)]), ...entry.body.map((b) => [b.kind, normalize(b.text)])]);
}
