// The skeleton of an MDX body: what must be the same in both languages, each part with its line
// (headings, paragraphs per section, lists, tables, code blocks, images, links).
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Lang } from '../../../src/i18n/languages.ts';
import { splitLang } from '../../../src/i18n/paths.ts';
import { lineOf, walk } from './markdown.ts';

export interface Placed {
  line: number;
}
export interface Heading extends Placed {
  depth: number;
  text: string;
}
export interface ListShape extends Placed {
  ordered: boolean;
  items: number;
}
export interface TableShape extends Placed {
  rows: number;
  columns: number;
}
export interface CodeShape extends Placed {
  lang: string;
  lines: number;
}
export interface Target extends Placed {
  target: string;
}

/** The top-level paragraphs under one heading (or before the first). */
export interface Section extends Placed {
  heading?: Heading;
  paragraphs: number;
}

export interface Skeleton {
  headings: Heading[];
  sections: Section[];
  lists: ListShape[];
  tables: TableShape[];
  code: CodeShape[];
  images: Target[];
  links: Target[];
}

/** The skeleton of a parsed file's body, every part in document order. */
export function skeleton(root: Root): Skeleton {
  const s: Skeleton = { headings: [], sections: [], lists: [], tables: [], code: [], images: [], links: [] };
  // The paragraphs before the first heading count as a section too, placed at the first of them
  // (or at the heading when there are none).
  let section: Section = { line: 0, paragraphs: 0 };
  s.sections.push(section);
  for (const node of root.children) {
    if (node.type === 'heading') {
      const heading = { line: lineOf(node), depth: node.depth, text: toString(node) };
      if (!section.line) section.line = heading.line;
      section = { line: heading.line, heading, paragraphs: 0 };
      s.sections.push(section);
    } else if (node.type === 'paragraph' && !node.children.every((c) => c.type === 'image' || (c.type === 'text' && !c.value.trim()))) {
      if (!section.line) section.line = lineOf(node);
      section.paragraphs++;
    }
  }
  const definitions = new Map<string, string>();
  for (const node of walk(root)) if (node.type === 'definition') definitions.set(node.identifier, node.url);
  for (const n of walk(root)) {
    const line = lineOf(n);
    switch (n.type) {
      case 'heading':
        s.headings.push({ line, depth: n.depth, text: toString(n) });
        break;
      case 'list':
        s.lists.push({ line, ordered: Boolean(n.ordered), items: n.children.length });
        break;
      case 'table':
        s.tables.push({ line, rows: n.children.length, columns: Math.max(0, ...n.children.map((row) => row.children.length)) });
        break;
      case 'code':
        s.code.push({ line, lang: n.lang ?? '', lines: n.value === '' ? 0 : n.value.split('\n').length });
        break;
      case 'image':
        s.images.push({ line, target: n.url });
        break;
      case 'link':
        s.links.push({ line, target: n.url });
        break;
      case 'linkReference': {
        const url = definitions.get(n.identifier);
        if (url !== undefined) s.links.push({ line, target: url });
        break;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of n.attributes) {
          if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
            if (attribute.name === 'href') s.links.push({ line, target: attribute.value });
            if (attribute.name === 'src' && n.name === 'img') s.images.push({ line, target: attribute.value });
          }
        }
        break;
      default:
    }
  }
  return s;
}

/** Where a link leads, whatever the language: "/it/services#x" and "/services#x" are the same page. */
export function neutralTarget(target: string): string {
  if (!target.startsWith('/') || target.startsWith('//')) return target;
  const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(target) ?? [];
  return `${splitLang(pathname).path}${rest}`;
}

/** The language a site-internal link's page is in, or undefined for other links. */
export function linkLang(target: string): Lang | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  return splitLang(target.replace(/[?#].*$/, '')).lang;
}

