// The YAML of a file's frontmatter with where it stands in the file, so the checks that cut
// prose out of the fields (spelling, readability) know each string's place. The loader's parse
// (sourceFiles.ts) is reused when it read the same text: YAML is the slower half of reading a file.
import type { Root } from 'mdast';
import { isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import type { ParsedYaml } from '../../../src/content/sourceFiles.ts';

export interface FrontmatterYaml {
  document: Document.Parsed;
  /** Where in the file the document's offset 0 is: a node at `range[0]` starts at `start + range[0]`. */
  start: number;
}

/** The frontmatter of a parsed file (undefined without one), with `loaded`, the loader's parse, used when it parsed the same YAML. */
export function frontmatterYaml(root: Root, source: string, loaded?: ParsedYaml): FrontmatterYaml | undefined {
  const yaml = root.children.find((n) => n.type === 'yaml');
  if (yaml?.type !== 'yaml' || yaml.position?.start.offset === undefined) return undefined;
  const start = source.indexOf('\n', yaml.position.start.offset) + 1;
  // gray-matter hands its parser the same YAML with the newline before it: one character earlier.
  if (loaded && loaded.source === `\n${yaml.value}`) return { document: loaded.document, start: start - 1 };
  return { document: parseDocument(yaml.value), start };
}

/** Every string under a YAML node with its path ("results.1.headline") and its offsets in the YAML source. */
export function* yamlStrings(node: unknown, at: string[]): Generator<{ field: string; value: string; range: [number, number] }> {
  if (isScalar(node)) {
    if (typeof node.value === 'string' && node.range) yield { field: at.join('.'), value: node.value, range: [node.range[0], node.range[1]] };
  } else if (isSeq(node)) {
    for (const [i, item] of node.items.entries()) yield* yamlStrings(item, [...at, String(i)]);
  } else if (isMap(node)) {
    for (const pair of node.items) yield* yamlStrings(pair.value, [...at, String(isScalar(pair.key) ? pair.key.value : pair.key)]);
  }
}

/** The strings of the translatable fields (top-level keys not in `neutral`), in order, each with its offsets in the file; none when the YAML is broken. */
export function* proseFields(frontmatter: FrontmatterYaml | undefined, neutral: readonly string[]): Generator<{ field: string; value: string; start: number; end: number }> {
  if (!frontmatter) return;
  const { document, start } = frontmatter;
  if (document.errors.length > 0 || !isMap(document.contents)) return;
  for (const pair of document.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (neutral.includes(key)) continue;
    for (const { field, value, range } of yamlStrings(pair.value, [key])) yield { field, value, start: start + range[0], end: start + range[1] };
  }
}
