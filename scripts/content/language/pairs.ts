// Every entry with its translations: the English file and each other language's twin, as
// written on disk (drafts included). A file with no twin is left to the loader, which reports it.
import { defaultLang, languages } from '../../../src/i18n/languages.ts';
import { collectionNames } from '../../../src/content/read.ts';
import { readSourceFiles, type SourceFile } from '../../../src/content/sourceFiles.ts';

export interface EntryPair {
  source: SourceFile;
  translation: SourceFile;
}

export function entryPairs(contentDir: string): EntryPair[] {
  const files = readSourceFiles(contentDir, languages, collectionNames);
  return files
    .filter((file) => file.lang !== defaultLang)
    .flatMap((translation) => {
      const source = files.find((f) => f.lang === defaultLang && f.collection === translation.collection && f.slug === translation.slug);
      return source ? [{ source, translation }] : [];
    });
}
