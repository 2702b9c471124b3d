// An entry's text with its MDX tree and frontmatter YAML parsed on first use and kept: what
// the checks that read prose take, so one parse serves all of them.
import type { Root } from 'mdast';
import type { CollectionName } from '../../../src/content/schemas.ts';
import type { ParsedYaml } from '../../../src/content/sourceFiles.ts';
import { frontmatterYaml, type FrontmatterYaml } from './frontmatter-yaml.ts';
import { parseAsMarkdown, parseMdx } from './markdown.ts';

export interface ParsedText {
  text: string;
  collection: CollectionName;
  /** The syntax tree of the whole file (markdown.ts); undefined when the MDX does not parse. */
  tree: () => Root | undefined;
  /**
   * The tree the prose is read from (spelling, house style, readability): the MDX tree, or the file
   * read as plain Markdown while its MDX does not parse. Structure compares `tree` alone.
   */
  proseTree: () => Root;
  /** The frontmatter's YAML; undefined without frontmatter. */
  yaml: () => FrontmatterYaml | undefined;
}

/** Memoises `compute` until `reset` is called. */
export function lazy<T>(compute: () => T): { get: () => T; reset: () => void } {
  let value: { v: T } | undefined;
  return { get: () => (value ??= { v: compute() }).v, reset: () => (value = undefined) };
}

/** A text parsed on first use; `loaded` gives the loader's YAML parse to reuse (see frontmatter-yaml.ts). */
export function parsedText(text: string, collection: CollectionName, loaded?: () => ParsedYaml): ParsedText & { reset: () => void } {
  const tree = lazy(() => parseMdx(text));
  const proseTree = lazy(() => tree.get() ?? parseAsMarkdown(text));
  const yaml = lazy(() => frontmatterYaml(proseTree.get(), text, loaded?.()));
  return {
    text,
    collection,
    tree: tree.get,
    proseTree: proseTree.get,
    yaml: yaml.get,
    reset: () => {
      tree.reset();
      proseTree.reset();
      yaml.reset();
    },
  };
}
