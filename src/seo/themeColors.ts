import { palette } from '../theme/tokens.ts';

/** Browser theme colours, light then dark: the page background of each scheme. */
export const themeColors = palette['--c-bg']!;
