import { createContext, useContext } from 'react';
import type { Lang } from '../i18n/languages.ts';
import type { JsonLd } from '../seo/structuredData.ts';

/** Browser scripts: `site` runs on every page; the others are islands, loaded when needed. */
export type ScriptName = 'site' | IslandName;
export type IslandName = 'consultation';

/**
 * What a page tells the document around it while it renders on the server: its head, its
 * HTTP status and the islands it holds. Filled in during one render, then read once.
 */
export interface PageInfo {
  lang: Lang;
  /** The page's path without its language prefix, e.g. "/services". */
  path: string;
  title: string;
  description: string;
  /** A few words above the title on the link-preview image ("Case study · Payments"). */
  kicker: string;
  /** Open Graph type: "article" for case studies, "website" otherwise. */
  type: 'website' | 'article';
  /** schema.org nodes describing the page, for its JSON-LD. */
  structuredData: JsonLd[];
  /** The feed of this language's case studies, announced in the head. */
  feed?: { path: string; title: string };
  status: number;
  islands: Set<IslandName>;
}

export function createPageInfo(lang: Lang, path: string): PageInfo {
  return { lang, path, title: '', description: '', kicker: '', type: 'website', structuredData: [], status: 200, islands: new Set() };
}

const PageContext = createContext<PageInfo | null>(null);
export const PageInfoProvider = PageContext.Provider;

export function usePageInfo(): PageInfo {
  const info = useContext(PageContext);
  if (!info) throw new Error('usePageInfo() needs a <PageInfoProvider> above it');
  return info;
}
