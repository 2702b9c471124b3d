import { css } from '@emotion/react';
import { color } from '../theme/tokens.ts';

const mark = css({ width: '1.75rem', height: '1.75rem', flex: 'none', color: color.text });

/**
 * Three partitions read up to their offsets: the mark of the consultancy ("correnti" is Italian
 * for currents, and a stream is a log). Ink and paper swap with the scheme; the offsets stay signal.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg css={mark} className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="currentColor" />
      <g fill={color.bg}>
        <rect x="6" y="8" width="12" height="4" rx="1" />
        <rect x="6" y="14" width="16" height="4" rx="1" />
        <rect x="6" y="20" width="8" height="4" rx="1" />
      </g>
      <g fill={color.signal}>
        <rect x="19.5" y="8" width="4" height="4" rx="1" />
        <rect x="23.5" y="14" width="4" height="4" rx="1" />
        <rect x="15.5" y="20" width="4" height="4" rx="1" />
      </g>
    </svg>
  );
}
