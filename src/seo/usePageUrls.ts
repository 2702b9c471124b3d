import { settings } from '../content/index.ts';
import { localizePath } from '../i18n/paths.ts';
import { usePageInfo } from '../render/PageContext.tsx';
import { ogImagePath } from './urls.ts';

/** Absolute URLs of the page being rendered and of its preview image (for JSON-LD). */
export function usePageUrls(): { pageUrl: string; imageUrl: string } {
  const { lang, path } = usePageInfo();
  return { pageUrl: settings.siteUrl + localizePath(path, lang), imageUrl: settings.siteUrl + ogImagePath(lang, path) };
}
