// The site's two webfonts: Space Grotesk for headings (its letters come from a monospaced face,
// so it sits well beside one) and JetBrains Mono for figures, topic names, offsets and code.
// Each is one weight, subset by `npm run fonts` (scripts/build/subset-fonts.ts).
export interface FontFace {
  id: 'display' | 'mono';
  family: string;
  /** The @fontsource package it is cut from. */
  package: string;
  weight: number;
}

export const fontFaces: readonly FontFace[] = [
  { id: 'display', family: 'Space Grotesk', package: 'space-grotesk', weight: 700 },
  { id: 'mono', family: 'JetBrains Mono', package: 'jetbrains-mono', weight: 500 },
];
