// The prose of a content file, cut out where it stands: the file's text with everything that is
// not prose (code, URLs, link targets, facts such as technology lists, JSX, placeholders) blanked
// out, so a word found in it has the line and column it has in the file.
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { collections, type CollectionName } from '../../../src/content/schemas.ts';
import { proseFields } from './frontmatter-yaml.ts';
import { parsedText, type ParsedText } from './parsed-text.ts';

export interface ProseRange {
  start: number;
  end: number;
  /** "body", a frontmatter path ("results.1") or a ui.json key. */
  field: string;
}

export interface Prose {
  /** The file's text, non-prose replaced by spaces (line breaks kept). */
  text: string;
  ranges: ProseRange[];
}

const urlPattern = /\b(?:https?:\/\/|www\.|mailto:)\S+|[\w.+-]+@[\w-]+\.[\w.]+/g;
const placeholderPattern = /\{[^{}]*\}/g;

function reveal(source: string, ranges: ProseRange[]): Prose {
  const chars = source.replace(/[^\n]/g, ' ').split('');
  for (const { start, end } of ranges) for (let i = start; i < end; i++) chars[i] = source[i]!;
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return { text: chars.join('').replace(urlPattern, blank).replace(placeholderPattern, blank), ranges };
}

const looksLikeUrl = (text: string) => /^(?:https?:|www\.|mailto:|\/)/.test(text.trim());

/** Text nodes of the body (and image alt text), skipping code, markup and links spelt as URLs. */
function bodyRanges(node: Nodes, source: string, ranges: ProseRange[]): void {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  switch (node.type) {
    case 'text':
      if (start !== undefined && end !== undefined) ranges.push({ start, end, field: 'body' });
      return;
    case 'image': {
      const alt = node.alt ?? '';
      const at = start === undefined ? -1 : source.indexOf(alt, start);
      if (alt && at >= 0 && end !== undefined && at + alt.length <= end) ranges.push({ start: at, end: at + alt.length, field: 'body' });
      return;
    }
    case 'link':
      if (looksLikeUrl(toString(node)) || toString(node) === node.url) return;
      break;
    case 'yaml':
    case 'code':
    case 'inlineCode':
    case 'html':
    case 'definition':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'mdxjsEsm':
      return;
    default:
  }
  if ('children' in node) for (const child of node.children) bodyRanges(child, source, ranges);
}

/** The prose of an MDX entry: its translatable frontmatter strings and its body's text. */
export function entryProse(source: string, collection: CollectionName): Prose {
  return proseOf(parsedText(source, collection));
}

/** The prose of an entry already parsed (parsed-text.ts). */
export function proseOf(entry: ParsedText): Prose {
  const root = entry.proseTree();
  const ranges: ProseRange[] = [];
  for (const { field, start, end } of proseFields(entry.yaml(), collections[entry.collection].neutral)) ranges.push({ start, end, field });
  bodyRanges(root, entry.text, ranges);
  return reveal(entry.text, ranges);
}

/** The prose of a ui.json: each key's text (escapes and {placeholders} blanked). */
export function uiProse(source: string): Prose {
  const ranges: ProseRange[] = [];
  for (const m of source.matchAll(/"((?:[^"\\]|\\.)*)"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
    const start = m.index + m[0].length - m[2]!.length - 1;
    ranges.push({ start, end: start + m[2]!.length, field: m[1]! });
  }
  const prose = reveal(source, ranges);
  return { ...prose, text: prose.text.replace(/\\./g, '  ') };
}
