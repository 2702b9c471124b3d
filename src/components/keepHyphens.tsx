import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const whole = css({ whiteSpace: 'nowrap' });

/** A heading's two-part words ("open-source") kept whole: a line never breaks at their hyphen. Longer compounds may. */
export function keepHyphens(text: string): ReactNode {
  const parts = text.split(/((?<![\p{L}-])\p{L}+-\p{L}+(?![\p{L}-]))/u);
  return parts.length === 1 ? text : parts.map((part, i) => (i % 2 ? <span key={i} css={whole}>{part}</span> : part));
}
