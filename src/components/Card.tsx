import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, radius, space } from '../theme/tokens.ts';

export const cardStyle = css({
  display: 'flex', flexDirection: 'column', gap: space.md, height: '100%',
  padding: `clamp(${space.lg}, 2.6vw, ${space.xl})`, background: color.surfaceRaised,
  border: `1px solid ${color.border}`, borderRadius: radius.lg,
});

export const cardTitle = css({ fontSize: 'clamp(1.1875rem, 1.1rem + 0.35vw, 1.375rem)', fontWeight: 700, letterSpacing: '-0.015em' });

/** The box every entry card uses, as an <article> so each card is a landmark-free unit with its heading. */
export function Card({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  return <article css={cardStyle} className={className} id={id}>{children}</article>;
}

/**
 * A list of cards, as many columns as fit at `min` wide; 'fit' lets fewer cards stretch across.
 * A lone card stops at two thirds of a wide row (48rem): stretched across all of it, its lines ran
 * too long to read and its right side stood empty.
 */
export const cardGrid = (min: string, repeat: 'auto-fill' | 'auto-fit' = 'auto-fill') =>
  css({
    display: 'grid', gap: space.lg, gridTemplateColumns: `repeat(${repeat}, minmax(min(100%, ${min}), 1fr))`, listStyle: 'none', padding: 0, margin: 0,
    '& > :only-child': { maxWidth: '48rem' },
  });

/**
 * Cards of a row whose parts line up across the row: the list item and the card take `rows`
 * rows of the list's grid (subgrid), so every card's label, title and list start at one height.
 * Each card must then render exactly `rows` children, an empty one where it has nothing.
 */
export const alignedRows = (rows: number) =>
  css({
    display: 'grid', gridRow: `span ${rows}`, gridTemplateRows: 'subgrid', rowGap: space.md,
    '& > article': { display: 'grid', gridRow: `span ${rows}`, gridTemplateRows: 'subgrid', rowGap: space.md, alignContent: 'start' },
  });
