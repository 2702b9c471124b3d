// The content files as one run of the language checks reads them: every entry and ui.json read
// once (the build hashes these texts for its cache); an entry is parsed on first use and kept
// until the run is done with its group (check-units.ts), so the checks share one parse and a run
// holds the trees of the few files it is working on, not of the whole folder.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultLang, languages, type Lang } from '../../../src/i18n/languages.ts';
import { relativeFile } from '../../../src/content/problems.ts';
import { collectionNames } from '../../../src/content/entry.ts';
import { readFileText } from '../../../src/content/fileText.ts';
import { collectionEntries, isEntryPath, sourceFileOf, type EntryPath, type SourceFile } from '../../../src/content/sourceFiles.ts';
import { lazy, parsedText, type ParsedText } from './parsed-text.ts';

export interface EntryFile extends ParsedText {
  kind: 'entry';
  /** e.g. content/en/case-studies/payments-fraud-detection.mdx */
  file: string;
  lang: Lang;
  slug: string;
  /** The file as the loader reads it: frontmatter data with the line of each field, body. */
  source: () => SourceFile;
  /** Forgets the parses (a later use parses again): the run is done with this file. */
  release: () => void;
}

export interface UiFile {
  kind: 'ui';
  /** e.g. content/it/ui.json */
  file: string;
  lang: Lang;
  text: string;
}

export type ContentFile = EntryFile | UiFile;

export const isEntry = (file: ContentFile): file is EntryFile => file.kind === 'entry';

export interface ContentFiles {
  /** Every entry file (drafts included), by collection, language and name, as the loader lists them. */
  entries: EntryFile[];
  /** Each language's ui.json that exists. */
  ui: UiFile[];
  /** The files a run works on together: an English entry with its translations, any other file alone. */
  groups: ContentFile[][];
  /** The text of a file at the top of the folder ("words.txt"); undefined when there is none. */
  topFile: (name: string) => string | undefined;
  /** How problems name a file of the folder: "content/words.txt". */
  fileName: (name: string) => string;
}

function entryFile(at: EntryPath, text: string): EntryFile {
  // Name and YAML problems are the loader's to report.
  const source = lazy(() => sourceFileOf(at, text, []));
  const { reset, ...parsed } = parsedText(text, at.collection, () => source.get().frontmatter);
  return {
    ...parsed,
    kind: 'entry',
    file: at.file,
    lang: at.lang,
    slug: at.slug,
    source: source.get,
    release: () => {
      source.reset();
      reset();
    },
  };
}

/** Each English entry with the entries of the same collection and slug in the other languages; the rest alone. */
function groupsOf(entries: readonly EntryFile[], ui: readonly UiFile[]): ContentFile[][] {
  const key = (e: EntryFile) => `${e.collection}/${e.slug}`;
  const translations = new Map<string, EntryFile[]>();
  for (const entry of entries) {
    if (entry.lang === defaultLang) continue;
    if (!translations.has(key(entry))) translations.set(key(entry), []);
    translations.get(key(entry))!.push(entry);
  }
  const grouped = new Set<EntryFile>();
  const groups: ContentFile[][] = [];
  for (const entry of entries) {
    if (grouped.has(entry)) continue;
    const group = entry.lang === defaultLang ? [entry, ...(translations.get(key(entry)) ?? [])] : [entry];
    for (const file of group) grouped.add(file);
    groups.push(group);
  }
  return [...groups, ...ui.map((file) => [file])];
}

/** The files of a content folder, each read once; problems name them by the folder's name as given ("content/..."). */
export function readContentFiles(dir: string): ContentFiles {
  const entries = collectionNames.flatMap((collection) =>
    languages.flatMap((lang) => collectionEntries(dir, lang, collection).filter(isEntryPath).map((at) => entryFile(at, readFileText(at.full)))),
  );
  const ui = languages.flatMap((lang): UiFile[] => {
    const full = path.join(dir, lang, 'ui.json');
    return existsSync(full) ? [{ kind: 'ui', file: relativeFile(dir, full), lang, text: readFileText(full) }] : [];
  });
  const top = new Map<string, string | undefined>();
  const topFile = (name: string) => {
    if (!top.has(name)) {
      const full = path.join(dir, name);
      top.set(name, existsSync(full) ? readFileText(full) : undefined);
    }
    return top.get(name);
  };
  return { entries, ui, groups: groupsOf(entries, ui), topFile, fileName: (name) => relativeFile(dir, path.join(dir, name)) };
}
