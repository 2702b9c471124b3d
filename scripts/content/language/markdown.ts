// The one parser for content files as the checks and the review read them: MDX with YAML
// frontmatter and GitHub tables, every node with its line and offset in the file.
import type { Node, Nodes, Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm);
const markdownParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);

/** The syntax tree of a whole file, frontmatter included; undefined when the MDX does not parse
 * (the build reports that error itself, with its own message). */
export function parseMdx(text: string): Root | undefined {
  try {
    return parseMdxOrThrow(text);
  } catch {
    return undefined;
  }
}

/** The same tree, or the parser's error when the MDX does not parse. */
export function parseMdxOrThrow(text: string): Root {
  return parser.parse(text);
}

/**
 * A file whose MDX does not parse, read as plain Markdown, which always parses: a stray "{" is
 * text, a tag is HTML (which no check reads as prose). The prose checks read its words from this
 * meanwhile, so one broken brace no longer hides the spelling and style of the whole file. MDX
 * comments ({/* … *\/}) are blanked first, offsets kept: they are notes, not prose.
 */
export function parseAsMarkdown(text: string): Root {
  return markdownParser.parse(text.replace(/\{\/\*[\s\S]*?\*\/\}/g, (comment) => comment.replace(/[^\n]/g, ' ')));
}

export const lineOf = (node: Node) => node.position?.start.line ?? 1;
export const endLineOf = (node: Node) => node.position?.end.line ?? lineOf(node);

/** Every node below (and including) `node`, depth first, in document order. */
export function* walk(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* walk(child);
}
