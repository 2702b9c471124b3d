import { css } from '@emotion/react';
import { color } from '../theme/tokens.ts';

const mark = css({ width: '1.75rem', height: '1.75rem', flex: 'none', color: color.accent });

/** Three currents: the mark of the consultancy ("correnti" is Italian for currents). */
export function Logo() {
  return (
    <svg css={mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <g fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round">
        <path d="M7 11c3-2.5 6-2.5 9 0s6 2.5 9 0" />
        <path d="M7 16.5c3-2.5 6-2.5 9 0s6 2.5 9 0" opacity=".85" />
        <path d="M7 22c3-2.5 6-2.5 9 0s6 2.5 9 0" opacity=".7" />
      </g>
    </svg>
  );
}
