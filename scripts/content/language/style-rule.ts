// What a house-style rule is, whether written in code (house-style.ts) or read from
// content/word-rules.yaml (word-rules.ts): both build rules of this shape, and neither imports the other's.
import type { Lang } from '../../../src/i18n/languages.ts';
import type { ProseText } from './prose-text.ts';

export interface Finding {
  /** Where in the text the problem starts (to count the lines before it). */
  index: number;
  message: string;
}

export interface StyleRule {
  id: string;
  langs: readonly Lang[];
  /** Only some texts (the ui.json strings on controls, the headings...); all when absent. */
  applies?: (text: ProseText) => boolean;
  find: (text: string) => Finding[];
}
