// The site's webfonts: Space Grotesk for headings (its letters come from a monospaced face, so it
// sits well beside one), JetBrains Mono for figures, topic names, offsets and code, and Inter for
// the text (a Linux reader's system face is often DejaVu Sans, wide and loose), in two weights.
// Each is subset by `npm run fonts` (scripts/build/subset-fonts.ts).
export interface FontFace {
  id: 'display' | 'mono' | 'text' | 'textBold';
  family: string;
  /** The @fontsource package it is cut from. */
  package: string;
  weight: number;
}

export const fontFaces: readonly FontFace[] = [
  { id: 'display', family: 'Space Grotesk', package: 'space-grotesk', weight: 700 },
  { id: 'mono', family: 'JetBrains Mono', package: 'jetbrains-mono', weight: 500 },
  { id: 'text', family: 'Inter', package: 'inter', weight: 400 },
  { id: 'textBold', family: 'Inter', package: 'inter', weight: 600 },
];
