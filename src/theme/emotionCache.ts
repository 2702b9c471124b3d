import createCache, { type EmotionCache } from '@emotion/cache';

/** Emotion's class-name prefix; the server render and the form island must agree on it. */
export const emotionKey = 'c';

/**
 * The Emotion cache of the server render and of the form island. No vendor prefixer: the
 * browsers the site supports read the standard properties, and every byte of CSS travels
 * inline in the page's first response.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: emotionKey, stylisPlugins: [] });
}
