import { css } from '@emotion/react';
import { color, media, space, text } from '../theme/tokens.ts';

/** A <dl> of facts, each term a small label: the company's details on /about, the privacy notice's summary. */
export const factList = css({
  display: 'grid', gap: `${space.xs} ${space.lg}`, margin: 0, alignContent: 'start',
  [media.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: space.sm },
  'dd + dt': { marginTop: space.sm, [media.sm]: { marginTop: 0 } },
  dt: { fontSize: text.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', color: color.muted, paddingTop: '0.2rem' },
  dd: { margin: 0 },
});
