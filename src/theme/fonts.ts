// The @font-face rules of the site's webfonts (fontFaces.ts), pointing at the subset files the
// build copies to /assets/fonts/ (their names carry the hash of their bytes: cached for a year).
// font-display: optional: a face that has not arrived by the first paint (a first visit on a
// slow network) is not swapped in later, so nothing moves and nothing waits; the next page has it.
import { fontFaces } from './fontFaces.ts';
import files from './fonts/files.json' with { type: 'json' };

export const fontUrlPrefix = '/assets/fonts/';

/** Where a font file is served: the build copies it under /assets/; the dev server reads it from the source. */
export const fontUrl = (file: string) => (import.meta.env?.DEV ? `/src/theme/fonts/${file}` : `${fontUrlPrefix}${file}`);

export const fontFaceRules = fontFaces
  .map((face) => `@font-face{font-family:"${face.family}";src:url(${fontUrl(files[face.id])}) format("woff2");font-weight:${face.weight};font-style:normal;font-display:optional}`)
  .join('');
