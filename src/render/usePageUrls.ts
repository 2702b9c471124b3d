import { settings } from '../content/index.ts';
import { usePageInfo } from './PageContext.tsx';
import { pageUrls } from '../seo/urls.ts';

/**
 * Absolute URLs of the page being rendered and of its preview image (for JSON-LD), and of any
 * other page in the same language (`urlOf("/services")`, for breadcrumbs).
 */
export function usePageUrls(): { pageUrl: string; imageUrl: string; urlOf: (path: string) => string } {
  const { lang, path } = usePageInfo();
  return { ...pageUrls(settings.siteUrl, lang, path), urlOf: (other) => pageUrls(settings.siteUrl, lang, other).pageUrl };
}
