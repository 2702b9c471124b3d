import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, radius, shadow, space } from '../theme/tokens.ts';

export const cardStyle = css({
  display: 'flex', flexDirection: 'column', gap: space.md, height: '100%',
  padding: `clamp(${space.lg}, 3vw, ${space.xl})`, background: color.surfaceRaised,
  border: `1px solid ${color.border}`, borderRadius: radius.lg, boxShadow: shadow.card,
});

export const cardTitle = css({ fontSize: 'clamp(1.125rem, 1.05rem + 0.3vw, 1.3125rem)', fontWeight: 700 });

/** The box every entry card uses, as an <article> so each card is a landmark-free unit with its heading. */
export function Card({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  return <article css={cardStyle} className={className} id={id}>{children}</article>;
}

/** A list of cards, as many columns as fit at `min` wide; 'fit' lets fewer cards stretch across. */
export const cardGrid = (min: string, repeat: 'auto-fill' | 'auto-fit' = 'auto-fill') =>
  css({ display: 'grid', gap: space.lg, gridTemplateColumns: `repeat(${repeat}, minmax(min(100%, ${min}), 1fr))`, listStyle: 'none', padding: 0, margin: 0 });
