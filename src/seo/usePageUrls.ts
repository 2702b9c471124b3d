import { settings } from '../content/index.ts';
import { usePageInfo } from '../render/PageContext.tsx';
import { pageUrls } from './urls.ts';

/** Absolute URLs of the page being rendered and of its preview image (for JSON-LD). */
export function usePageUrls(): { pageUrl: string; imageUrl: string } {
  const { lang, path } = usePageInfo();
  return pageUrls(settings.siteUrl, lang, path);
}
