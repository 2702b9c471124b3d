// An entry as the loader (read.ts) hands it on, and the content as a whole: what the checks of
// claims between entries (consistency.ts) and the pages read, below the loader that makes them.
import type { Lang } from '../i18n/languages.ts';
import { collections, type CollectionName, type Frontmatter } from './schemas.ts';
import type { Settings } from './settings.ts';

export interface Entry<C extends CollectionName = CollectionName> {
  collection: C;
  lang: Lang;
  slug: string;
  /** Absolute path of the MDX file, for the bundler to compile its body. */
  source: string;
  data: Frontmatter<C>;
}

export interface Content {
  settings: Settings;
  ui: Record<Lang, Record<string, string>>;
  entries: Entry[];
}

export const collectionNames = Object.keys(collections) as CollectionName[];
