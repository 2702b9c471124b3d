// The prose of a content file in the pieces a reader reads as running text, each mapped back to
// the file character by character: headings, paragraphs, list items, image alt texts, the
// translatable frontmatter fields and the ui.json strings. Not prose, so left out: code blocks,
// tables, blockquotes, raw HTML and JSX, and the facts (technology lists, repositories...). An
// inline code span stays in its sentence as one word: `max.block.ms` is read as a term.
import type { Nodes, PhrasingContent, Root } from 'mdast';
import { collections, type CollectionName } from '../../../src/content/schemas.ts';
import { uiEntries } from '../../../src/content/sourceFiles.ts';
import { proseFields } from './frontmatter-yaml.ts';
import { parsedText, type ParsedText } from './parsed-text.ts';

export type UnitKind = 'heading' | 'paragraph' | 'item' | 'alt' | 'field' | 'ui';

export interface ProseUnit {
  kind: UnitKind;
  /** "body", a frontmatter path ("results.1") or a ui.json key. */
  field: string;
  /** What is segmented: the text as read, each code span or {placeholder} masked as one word. */
  text: string;
  /** The same text with code spans as written ("`max.block.ms`"), for messages. Same length. */
  display: string;
  /** The offset in the file of each character of `text`. */
  offsets: number[];
}

class UnitBuilder {
  text = '';
  display = '';
  offsets: number[] = [];
  /** Appends `value`, taken from `source` at `from`: each character finds itself there, skipping escapes. */
  addFrom(value: string, source: string, from: number, to = source.length): void {
    let j = from;
    for (const ch of value) {
      // A character written as an escape (\{, \", \n in JSON) is found a few characters on.
      let k = j;
      while (k < to && k < j + 6 && source[k] !== ch) k++;
      const at = k < to && source[k] === ch ? k : j;
      this.push(ch, ch, at);
      j = at === k ? k + ch.length : j + 1;
    }
  }
  addRaw(ch: string, at: number): void {
    this.push(ch, ch, at);
  }
  /** One masked word standing for code or a placeholder: "X" then "x", as long as what it hides. */
  addWord(shown: string, at: number): void {
    const mask = `X${'x'.repeat(Math.max(0, shown.length - 1))}`;
    for (let i = 0; i < shown.length; i++) this.push(mask[i]!, shown[i]!, at + i);
  }
  private push(ch: string, shown: string, at: number) {
    this.text += ch;
    this.display += shown;
    for (let i = 0; i < ch.length; i++) this.offsets.push(at + i);
  }
  unit(kind: UnitKind, field: string): ProseUnit | undefined {
    return this.text.trim() ? { kind, field, text: this.text, display: this.display, offsets: this.offsets } : undefined;
  }
}

/** The running text of inline content; images are units of their own. */
function inline(nodes: readonly PhrasingContent[], source: string, into: UnitBuilder, alts: Nodes[]): void {
  for (const node of nodes) {
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? start;
    switch (node.type) {
      case 'text':
        into.addFrom(node.value, source, start, end);
        break;
      case 'inlineCode':
        into.addWord(source.slice(start, end), start);
        break;
      case 'break':
        into.addRaw(' ', start);
        break;
      case 'image':
        alts.push(node);
        break;
      case 'html':
      case 'mdxTextExpression':
      case 'footnoteReference':
        break;
      default:
        if ('children' in node) inline(node.children as PhrasingContent[], source, into, alts);
    }
  }
}

function altUnit(node: Nodes, source: string): ProseUnit | undefined {
  if (node.type !== 'image' || !node.alt) return undefined;
  const start = node.position?.start.offset ?? 0;
  const builder = new UnitBuilder();
  builder.addFrom(node.alt, source, source.indexOf(node.alt, start) >= 0 ? source.indexOf(node.alt, start) : start);
  return builder.unit('alt', 'body');
}

function bodyUnits(root: Root, source: string): ProseUnit[] {
  const units: ProseUnit[] = [];
  const add = (unit: ProseUnit | undefined) => unit && units.push(unit);
  const phrasing = (kind: UnitKind, children: readonly PhrasingContent[]) => {
    const builder = new UnitBuilder();
    const alts: Nodes[] = [];
    inline(children, source, builder, alts);
    add(builder.unit(kind, 'body'));
    for (const alt of alts) add(altUnit(alt, source));
  };
  const block = (node: Nodes, inItem: boolean) => {
    switch (node.type) {
      case 'heading':
        phrasing('heading', node.children);
        return;
      case 'paragraph':
        phrasing(inItem ? 'item' : 'paragraph', node.children);
        return;
      case 'list':
        for (const item of node.children) for (const child of item.children) block(child, true);
        return;
      // Not running prose: code, tables, quotations, markup.
      case 'code': case 'table': case 'blockquote': case 'html': case 'yaml': case 'definition':
      case 'mdxjsEsm': case 'mdxFlowExpression': case 'mdxJsxFlowElement': case 'thematicBreak':
        return;
      default:
        if ('children' in node) for (const child of node.children) block(child as Nodes, inItem);
    }
  };
  for (const node of root.children) block(node, false);
  return units;
}

function fieldUnits(entry: ParsedText): ProseUnit[] {
  const units: ProseUnit[] = [];
  for (const { field, value, start, end } of proseFields(entry.yaml(), collections[entry.collection].neutral)) {
    const builder = new UnitBuilder();
    builder.addFrom(value, entry.text, start, end);
    const unit = builder.unit('field', field);
    if (unit) units.push(unit);
  }
  return units;
}

/** The prose units of an MDX entry as written: its translatable fields, then its body. */
export function entryUnits(source: string, collection: CollectionName): ProseUnit[] {
  return unitsOf(parsedText(source, collection));
}

/** The prose units of an entry already parsed (parsed-text.ts). */
export function unitsOf(entry: ParsedText): ProseUnit[] {
  return [...fieldUnits(entry), ...bodyUnits(entry.proseTree(), entry.text)];
}

/** The prose units of a ui.json as written: one per string, each {placeholder} one word. */
export function uiUnits(source: string): ProseUnit[] {
  const units: ProseUnit[] = [];
  for (const { key, value } of uiEntries(source) ?? []) {
    const keyAt = source.indexOf(`"${key}"`);
    const from = keyAt < 0 ? 0 : source.indexOf('"', source.indexOf(':', keyAt + key.length + 2)) + 1;
    const builder = new UnitBuilder();
    // Placeholders are masked like code; the text around them maps back to the file.
    let last = 0;
    let cursor = from;
    for (const m of value.matchAll(/\{\w+\}/g)) {
      builder.addFrom(value.slice(last, m.index), source, cursor);
      const at = source.indexOf(m[0], cursor);
      builder.addWord(m[0], at < 0 ? cursor : at);
      cursor = at < 0 ? cursor : at + m[0].length;
      last = m.index + m[0].length;
    }
    builder.addFrom(value.slice(last), source, cursor);
    const unit = builder.unit('ui', key);
    if (unit) units.push(unit);
  }
  return units;
}

/** Line and column (both from 1) of an offset in a text. */
export function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
