import { createContext, useContext } from 'react';
import type { Lang } from '../i18n/languages.ts';

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
  status: number;
  islands: Set<IslandName>;
}

export function createPageInfo(lang: Lang, path: string): PageInfo {
  return { lang, path, title: '', description: '', status: 200, islands: new Set() };
}

const PageContext = createContext<PageInfo | null>(null);
export const PageInfoProvider = PageContext.Provider;

export function usePageInfo(): PageInfo {
  const info = useContext(PageContext);
  if (!info) throw new Error('usePageInfo() needs a <PageInfoProvider> above it');
  return info;
}
