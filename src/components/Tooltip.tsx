import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, radius, shadow, text } from '../theme/tokens.ts';

// Above a card's stretched link (ConsultationTypeCard), so the trigger still takes hover and focus.
const wrapper = css({ position: 'relative', zIndex: 1, display: 'inline-flex' });
const trigger = css({ cursor: 'help', borderRadius: radius.pill });
const bubble = css({
  position: 'absolute', zIndex: 20, top: 'calc(100% + 0.5rem)', left: '50%',
  transform: 'translateX(calc(-50% + var(--tooltip-shift, 0px)))',
  width: 'max-content', maxWidth: 'min(18rem, calc(100vw - 2rem))', padding: '0.5rem 0.75rem',
  background: color.text, color: color.bg, borderRadius: radius.sm, boxShadow: shadow.card,
  fontSize: text.xs, fontWeight: 500, lineHeight: 1.45, textAlign: 'left', textTransform: 'none', letterSpacing: 'normal',
  '&[data-above]': { top: 'auto', bottom: 'calc(100% + 0.5rem)' },
});

/**
 * A tooltip that explains its trigger. The text is the trigger's accessible description
 * (aria-describedby), so screen readers announce it even before any script runs; site.ts
 * shows it after 700 ms of hover, at once on keyboard focus, and hides it on Escape.
 */
export function Tooltip({ id, content, children }: { id: string; content: string; children: ReactNode }) {
  return (
    <span css={wrapper} data-tooltip="">
      <span css={trigger} tabIndex={0} aria-describedby={id} data-tooltip-trigger="">
        {children}
      </span>
      <span css={bubble} role="tooltip" id={id} hidden>
        {content}
      </span>
    </span>
  );
}
