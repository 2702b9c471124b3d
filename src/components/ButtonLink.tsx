import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, media, radius, space, text } from '../theme/tokens.ts';

const base = css({
  // One line, the arrow beside the words: a label that wraps reads as two buttons. Phones get a
  // tighter box; only under 23em (320 px) may the longest (Italian) label take two lines.
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: space.sm, minHeight: '3rem', whiteSpace: 'nowrap',
  maxWidth: '100%', padding: `0 ${space.md}`, borderRadius: radius.md, fontWeight: 600, fontSize: '1rem', textDecoration: 'none',
  border: '2px solid transparent', textAlign: 'center', lineHeight: 1.2,
  [media.sm]: { padding: `0 ${space.lg}`, fontSize: text.md },
  '@media (max-width: 22.99em)': { whiteSpace: 'normal', textWrap: 'balance', paddingBlock: space.xs },
  svg: { width: '1.1rem', height: '1.1rem', flex: 'none' },
  [media.motion]: { transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease', '&:hover svg': { transform: 'translateX(2px)' }, svg: { transition: 'transform 150ms ease' } },
});
// The signal colour is for the one action that moves the reader on: booking, asking.
export const buttonVariants = {
  primary: css({ background: color.accent, color: color.onAccent, '&:hover': { background: color.text, color: color.bg } }),
  secondary: css({ borderColor: color.borderStrong, color: color.text, '&:hover': { background: color.text, color: color.bg } }),
  onDarkPrimary: css({ background: color.signal, color: '#12161c', '&:hover': { background: '#f4f2ec' } }),
  onDarkSecondary: css({ borderColor: 'rgb(244 242 236 / 45%)', color: color.onInk, '&:hover': { borderColor: color.onInk } }),
};

/** A call to action: on screen only (a button on paper leads nowhere). */
export function ButtonLink({ href, variant, children, className }: { href: string; variant: keyof typeof buttonVariants; children: ReactNode; className?: string }) {
  return <a href={href} css={[base, buttonVariants[variant]]} className={className ? `no-print ${className}` : 'no-print'}>{children}</a>;
}

export const buttonBase = base;
