// Types of `virtual:content`, the module the content plugin generates (tsconfig maps the name here).
import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import type { Entry } from './read.ts';
import type { CollectionName } from './schemas.ts';
import type { Settings } from './settings.ts';
import type { Lang } from '../i18n/languages.ts';

export type LoadedEntry<C extends CollectionName = CollectionName> = C extends CollectionName
  ? Omit<Entry<C>, 'source'> & { Body: ComponentType<MDXProps> }
  : never;
export declare const settings: Settings;
export declare const ui: Record<Lang, Record<string, string>>;
export declare const entries: LoadedEntry[];
