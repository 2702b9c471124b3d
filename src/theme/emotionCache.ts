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

// The prerender gives every page a cache of its own, and Emotion's server keeps the rules it has
// compiled in a store found by the plugins array: one array for all of them, so a rule is compiled
// once per build, not once per page (the island makes one cache, so it keeps the function above).
const serverPlugins: [] = [];

/** The cache of one server render: as createEmotionCache's, with the compiled rules shared between pages. */
export function createServerEmotionCache(): EmotionCache {
  return createCache({ key: emotionKey, stylisPlugins: serverPlugins });
}
