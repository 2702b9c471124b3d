import type { Lang } from '../i18n/languages.ts';

/** Where the build writes a page's link-preview image: /og/en/index.png, /og/it/case-studies/x.png. */
export function ogImagePath(lang: Lang, path: string): string {
  return `/og/${lang}${path === '/' ? '/index' : path}.png`;
}

export const ogImageSize = { width: 1200, height: 630 } as const;
