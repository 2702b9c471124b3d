// What a check reads besides the unit it checks: files at the top of the content folder
// (words.txt) and whole collections (the people, whose names spelling accepts in every file). A
// check declares them and gets them only through `sharedContent`, which refuses any other; the
// build hashes exactly these into every cache key of the check's units (`sharedInputFiles`), so
// a change to any of them re-runs the check everywhere, and one a check forgot to declare fails.
import type { CollectionName } from '../../../src/content/schemas.ts';
import type { ContentFiles, EntryFile } from './content-files.ts';

export interface SharedInputs {
  /** Files at the top of the content folder, by name ("words.txt"). */
  files?: readonly string[];
  /** Collections whose entries, in every language, the check reads whole. */
  collections?: readonly CollectionName[];
}

export interface SharedContent {
  /** A declared top-level file's text; undefined when the folder has none. */
  text: (name: string) => string | undefined;
  /** How problems name a top-level file: "content/words.txt". */
  fileName: (name: string) => string;
  /** The entries of a declared collection, every language. */
  entries: (collection: CollectionName) => EntryFile[];
}

/** The shared inputs of a check, as `check` may read them. */
export function sharedContent(content: ContentFiles, inputs: SharedInputs, check: string): SharedContent {
  const refuse = (what: string): never => {
    throw new Error(`The ${check} check reads ${what} without declaring it in its shared inputs: the build's cache would miss its changes`);
  };
  return {
    text: (name) => (inputs.files?.includes(name) ? content.topFile(name) : refuse(name)),
    fileName: content.fileName,
    entries: (collection) => (inputs.collections?.includes(collection) ? content.entries.filter((e) => e.collection === collection) : refuse(`the ${collection} entries`)),
  };
}

/** Every shared input as a file name and its text (undefined for a missing file), in a fixed order: what a cache key hashes. */
export function sharedInputFiles(content: ContentFiles, inputs: SharedInputs): [string, string | undefined][] {
  const files = [...(inputs.files ?? [])].sort().map((name): [string, string | undefined] => [content.fileName(name), content.topFile(name)]);
  const entries = content.entries.filter((e) => inputs.collections?.includes(e.collection)).map((e): [string, string] => [e.file, e.text]);
  return [...files, ...entries];
}
