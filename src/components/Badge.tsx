import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, label, radius } from '../theme/tokens.ts';

// One badge colour: a status, a duration or an industry is told by its words, in the log's
// mono label, never by a hue the reader would have to learn.
const base = css({
  ...label, display: 'inline-flex', alignItems: 'center', gap: '0.375rem', padding: '0.1875rem 0.5rem',
  borderRadius: radius.sm, lineHeight: 1.35, whiteSpace: 'nowrap',
  border: `1px solid ${color.borderStrong}`, color: color.text, background: 'transparent',
});

export function Badge({ children }: { children: ReactNode }) {
  return <span css={base}>{children}</span>;
}
