import { pluralRules } from './intl.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Builds `t(key)` over one language's messages. A missing key renders the key itself
 * (SPEC section 4), so a gap is visible on the page instead of an empty string.
 * `{name}` placeholders are filled from `values`.
 */
export function createTranslate(messages: Readonly<Record<string, string>>): Translate {
  return (key, values) => {
    const message = Object.hasOwn(messages, key) ? messages[key] : undefined;
    if (message === undefined) return key;
    if (!values) return message;
    return message.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
  };
}

/** The key of a count's plural form: "<base>.one" or "<base>.other" (English and Italian need no more). */
export function pluralKey(lang: string, base: string, count: number): string {
  return `${base}.${pluralRules(lang).select(count) === 'one' ? 'one' : 'other'}`;
}
