// An entry's text with its MDX tree and frontmatter YAML parsed on first use and kept: what
// the checks that read prose take, so one parse serves all of them.
import type { Root } from 'mdast';
import type { CollectionName } from '../../../src/content/schemas.ts';
import type { ParsedYaml } from '../../../src/content/sourceFiles.ts';
import { frontmatterYaml, type FrontmatterYaml } from './frontmatter-yaml.ts';
import { parseMdx } from './markdown.ts';

export interface ParsedText {
  text: string;
  collection: CollectionName;
  /** The syntax tree of the whole file (markdown.ts); undefined when the MDX does not parse. */
  tree: () => Root | undefined;
  /** The frontmatter's YAML; undefined without frontmatter or MDX that parses. */
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
  const yaml = lazy(() => {
    const root = tree.get();
    return root && frontmatterYaml(root, text, loaded?.());
  });
  return {
    text,
    collection,
    tree: tree.get,
    yaml: yaml.get,
    reset: () => {
      tree.reset();
      yaml.reset();
    },
  };
}
