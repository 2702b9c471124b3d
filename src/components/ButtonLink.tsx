import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, media, radius, space, text } from '../theme/tokens.ts';

const base = css({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: space.sm, minHeight: '3rem',
  padding: `0 ${space.lg}`, borderRadius: radius.pill, fontWeight: 650, fontSize: text.md, textDecoration: 'none',
  border: '2px solid transparent',
  [media.motion]: { transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease' },
});
export const buttonVariants = {
  primary: css({ background: color.accent, color: color.onAccent, '&:hover': { background: color.accentText } }),
  secondary: css({ borderColor: color.border, color: color.text, '&:hover': { borderColor: color.accent } }),
  onDarkPrimary: css({ background: '#2fc5b3', color: '#06201d', '&:hover': { background: '#5fd8c8' } }),
  onDarkSecondary: css({ borderColor: 'rgb(255 255 255 / 35%)', color: '#f3f7fb', '&:hover': { borderColor: '#f3f7fb' } }),
};

/** A call to action: on screen only (a button on paper leads nowhere). */
export function ButtonLink({ href, variant, children }: { href: string; variant: keyof typeof buttonVariants; children: ReactNode }) {
  return <a href={href} css={[base, buttonVariants[variant]]} className="no-print">{children}</a>;
}

export const buttonBase = base;
