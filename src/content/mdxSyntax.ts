// MDX reads "{" as the start of code and "<" as the start of a tag: a consultant who writes either
// in a sentence gets a body that does not compile. These are the problems of a body as MDX reads
// it, one line each, in the consultant's terms, with the fix (\{, \<, or code in backticks). The
// loader reports them (check:content, the build, the dev server), and so do the language checks
// (the review), from this one function.
import type { Nodes, Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Problem } from './problems.ts';

const parser = unified().use(remarkParse).use(remarkMdx);

const inCode = 'or put code in backticks';
const braceFix = `Write \\{ for a brace in the text, ${inCode}`;
const tagFix = `Write \\< for the sign in the text (or say it in words), ${inCode}`;

/** Only a body with one of these can be anything but plain Markdown, which always parses. */
const mdxSyntax = /[{}<]|^\s*(?:import|export)\b/m;
const esmLine = /^\s*(?:import|export)\b/;
/**
 * A tag whose name is a component's (a capital: <Callout>, <Chart.Bar>): the site has none, so
 * this is said first, whether the tag is closed or not. Closing it would only lead here.
 */
const isComponent = (name: string) => /^[A-Z]/.test(name);
const componentMessage = (name: string) => `"<${name}>" is not part of the site's Markdown: there is no such component. Write it in Markdown (a list, a table, an image), ${inCode}`;

const esmMessage = 'a line that starts with "import" or "export" is read as code by MDX. Start the sentence with another word, or with a capital ("Export")';

interface ParseError {
  line?: number;
  column?: number;
  source?: string;
  ruleId?: string;
  reason?: string;
  place?: { offset?: number; start?: { offset?: number } };
}

/** The offset of the last "{" or "<" at or before `offset` that is not closed before it. */
function opening(body: string, offset: number, char: '{' | '<'): number | undefined {
  const close = char === '{' ? '}' : '>';
  let depth = 0;
  for (let i = Math.min(offset, body.length - 1); i >= 0; i--) {
    if (body[i] === close && i < offset) depth++;
    else if (body[i] === char && body[i - 1] !== '\\') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return undefined;
}

const lineColumn = (body: string, offset: number) => {
  const before = body.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
};

/** What is wrong, where, in the consultant's words. */
function describe(error: ParseError, body: string): { offset: number | undefined; message: string } {
  const offset = error.place?.offset ?? error.place?.start?.offset;
  const source = error.source ?? '';
  if (source.includes('esm')) {
    // The parser stops further on; the line that starts with the keyword is the one to reword.
    const lines = body.split('\n');
    const line = lines.slice(0, error.line ?? lines.length).findLastIndex((l) => esmLine.test(l));
    return { offset: line < 0 ? undefined : lines.slice(0, line).join('\n').length + (line > 0 ? 1 : 0), message: esmMessage };
  }
  if (error.ruleId === 'end-tag-mismatch') {
    // "Expected a closing tag for `<br>` (1:5-1:9) before the end of `paragraph`": the tag and where it is.
    const [, tag, line, column] = /`<([^>`]+)>` \((\d+):(\d+)-/.exec(error.reason ?? '') ?? [];
    if (tag && line && column) {
      const name = tag.split(/\s/)[0]!;
      const lineStart = body.split('\n').slice(0, Number(line) - 1).join('\n').length + (Number(line) > 1 ? 1 : 0);
      if (isComponent(name)) return { offset: lineStart + Number(column) - 1, message: componentMessage(name) };
      return { offset: lineStart + Number(column) - 1, message: `"<${tag}>" is not closed: MDX needs every tag closed, as <${tag} /> or <${tag}>…</${tag}> in the same paragraph. ${tagFix}` };
    }
  }
  if (source.includes('expression')) {
    const at = offset === undefined ? undefined : opening(body, offset, '{');
    const message = error.ruleId === 'unexpected-eof' ? `"{" is never closed: MDX reads { … } as code. ${braceFix}` : `"${snippet(body, at, '}')}": MDX reads { … } as code, and this is not code. ${braceFix}`;
    return { offset: at ?? offset, message };
  }
  if (source.includes('jsx')) {
    const at = offset === undefined ? undefined : opening(body, offset, '<');
    const written = snippet(body, at, '>');
    if (/^<!--/.test(written)) return { offset: at, message: '"<!--": MDX has no HTML comments. Delete it, or write the note as {/* … */}' };
    const name = /^<([A-Za-z][\w.]*)/.exec(written)?.[1];
    if (name && isComponent(name)) return { offset: at, message: componentMessage(name) };
    if (/^<[a-z]+:\/\//i.test(written)) return { offset: at, message: `"${written}": MDX reads < as the start of a tag. Write a link as [text](${written.slice(1, -1)})` };
    return { offset: at, message: `"${written}": MDX reads < as the start of a tag. ${tagFix}` };
  }
  return { offset, message: `MDX cannot read this: ${(error.reason ?? 'a syntax error').split('\n')[0]}. A "{" or "<" in the text is written \\{ or \\<` };
}

/** The text from `at` up to the closing character or the end of its word run, kept short. */
function snippet(body: string, at: number | undefined, close: string): string {
  if (at === undefined) return '';
  const rest = body.slice(at, at + 40).split('\n')[0]!;
  const end = rest.indexOf(close);
  return end > 0 ? rest.slice(0, end + 1) : (/^\S+/.exec(rest)?.[0] ?? rest);
}

/** Code MDX would run, in a body that parses: an expression ({ … }, comments aside), import/export, a component. */
function* codeIn(node: Nodes): Generator<{ node: Nodes; message: string }> {
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
    if (!/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)) yield { node, message: `"{${node.value}}": MDX reads { … } as code, which the site never runs. ${braceFix}` };
    return;
  }
  if (node.type === 'mdxjsEsm') {
    yield { node, message: esmMessage };
    return;
  }
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && isComponent(node.name)) {
    yield { node, message: componentMessage(node.name) };
  }
  if ('children' in node) for (const child of node.children) yield* codeIn(child as Nodes);
}

/**
 * The problems of an MDX body (the text below the frontmatter, starting on the file's line
 * `bodyLine`): one when it does not parse (the parser stops at the first), else one per piece of
 * code MDX would run. Lines and columns are the file's.
 */
export function mdxProblems(body: string, bodyLine: number, file: string): Problem[] {
  if (!mdxSyntax.test(body)) return [];
  const at = (line: number, column: number | undefined, message: string): Problem => ({ file, line: bodyLine + line - 1, ...(column ? { column } : {}), field: 'body', message });
  let root: Root;
  try {
    root = parser.parse(body);
  } catch (thrown) {
    const error = thrown as ParseError;
    const { offset, message } = describe(error, body);
    if (offset !== undefined) {
      const { line, column } = lineColumn(body, offset);
      return [at(line, column, message)];
    }
    return [at(error.line ?? 1, error.column, message)];
  }
  return [...codeIn(root)].map(({ node, message }) => at(node.position?.start.line ?? 1, node.position?.start.column, message));
}
