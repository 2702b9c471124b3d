// Types of `virtual:content`, the module the content plugin generates (tsconfig maps the name here).
import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import type { Entry } from './read.ts';
import type { CollectionName } from './schemas.ts';
import type { Settings } from './settings.ts';
import type { Lang } from '../i18n/languages.ts';

/** A content image as the page writes it: WebP variants, sized (scripts/build/vite/content-images.ts). */
export interface ContentImage {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  /** A drawn portrait (content/images/people/<slug>.svg), not a photo. */
  drawn?: boolean;
}

export type LoadedEntry<C extends CollectionName = CollectionName> = C extends CollectionName
  ? Omit<Entry<C>, 'source'> & { Body: ComponentType<MDXProps>; /** A person's photo, when the file names one. */ photo?: ContentImage }
  : never;
export declare const settings: Settings;
export declare const ui: Record<Lang, Record<string, string>>;
export declare const entries: LoadedEntry[];
