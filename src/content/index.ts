// The one door from pages to content: typed, validated entries in display order.
import { entries, settings, ui, type LoadedEntry } from 'virtual:content';
import type { Lang } from '../i18n/languages.ts';
import type { CollectionName } from './schemas.ts';

export type { LoadedEntry };
export { settings, ui };

export function getEntries<C extends CollectionName>(collection: C, lang: Lang): LoadedEntry<C>[] {
  return entries.filter((e): e is LoadedEntry<C> => e.collection === collection && e.lang === lang);
}

export function getEntry<C extends CollectionName>(collection: C, lang: Lang, slug: string): LoadedEntry<C> | undefined {
  return getEntries(collection, lang).find((e) => e.slug === slug);
}
