// The words a visitor reads, with the file and line each comes from: the prose fields of the
// frontmatter, the MDX bodies (not code, not URLs) and ui.json. Checks of the wording run on these.
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Lang } from '../../../src/i18n/languages.ts';
import { isFact } from '../../../src/content/schemas.ts';
import { stringsIn, uiEntries } from '../../../src/content/sourceFiles.ts';
import { readContentFiles, type EntryFile, type UiFile } from './content-files.ts';
import { parseMdxOrThrow } from './markdown.ts';

export interface ProseText {
  /** e.g. content/it/case-studies/retail-inventory-streaming.mdx */
  file: string;
  lang: Lang;
  /** The line the text starts on; a match further in adds the line breaks before it. */
  line: number;
  /** What the problem names: "body", a frontmatter path ("results.0") or a ui.json key. */
  field: string;
  text: string;
  source: 'ui' | 'frontmatter' | 'body';
  /** A heading: an MDX heading, an entry's title, a ui.json *title or *heading. */
  heading: boolean;
  /** The text of a link in an MDX body: a control, like a button. */
  link?: boolean;
}

interface BodyText {
  line: number;
  text: string;
  heading: boolean;
  link?: boolean;
}

/** Text of an MDX body: headings and links whole, other text node by node, image alt texts; never code. */
export function bodyTexts(source: string): BodyText[] {
  return textsOfBody(parseMdxOrThrow(source));
}

/** The same, from the file's tree. */
function textsOfBody(root: Root): BodyText[] {
  const found: BodyText[] = [];
  const walk = (node: Nodes) => {
    const line = node.position?.start.line ?? 1;
    switch (node.type) {
      case 'code': case 'inlineCode': case 'yaml': case 'html':
      case 'mdxFlowExpression': case 'mdxTextExpression': case 'mdxjsEsm':
        return;
      case 'heading':
        found.push({ line, text: toString(node, { includeImageAlt: false }), heading: true });
        return;
      case 'text':
        found.push({ line, text: node.value, heading: false });
        return;
      case 'image':
        if (node.alt) found.push({ line, text: node.alt, heading: false });
        return;
      case 'link':
        found.push({ line, text: toString(node, { includeImageAlt: false }), heading: false, link: true });
        return;
      default:
        if ('children' in node) for (const child of node.children) walk(child as Nodes);
    }
  };
  walk(root);
  return found;
}

const uiHeading = /(?:title|heading)$/i;

/** The prose of an entry: its prose fields, then its body; none when its frontmatter is broken. */
export function entryTexts(entry: EntryFile): ProseText[] {
  const file = entry.source();
  if (file.broken) return [];
  const base = { file: file.file, lang: file.lang };
  // Facts (technologies, a result's figures and units) are not prose.
  const fields: ProseText[] = [...stringsIn(file.raw)]
    .filter(([at]) => !isFact(file.collection, at))
    .map(([at, text]) => ({ ...base, line: file.lineOf(at), field: at.map(String).join('.'), text, source: 'frontmatter' as const, heading: at.length === 1 && at[0] === 'title' }));
  // MDX that does not parse has its problem from the MDX check (mdx.ts); its prose is read as plain Markdown meanwhile.
  const body = textsOfBody(entry.proseTree()).map(({ line, text, heading, link }) => ({ ...base, line, field: 'body', text, source: 'body' as const, heading, ...(link ? { link } : {}) }));
  return [...fields, ...body];
}

/** Each string of a ui.json (none when it is not a JSON object). */
export function uiTexts(ui: UiFile): ProseText[] {
  return (uiEntries(ui.text) ?? []).map(({ key, value, line }) => ({ file: ui.file, lang: ui.lang, line, field: key, text: value, source: 'ui' as const, heading: uiHeading.test(key) }));
}

/** Every piece of prose in the content folder, in both languages, drafts included. */
export function proseTexts(contentDir: string): ProseText[] {
  const content = readContentFiles(contentDir);
  return [...content.entries.flatMap(entryTexts), ...content.ui.flatMap(uiTexts)];
}
