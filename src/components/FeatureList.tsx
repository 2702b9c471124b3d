import { css, type CSSObject } from '@emotion/react';
import { color, space } from '../theme/tokens.ts';

// Each item after a small filled cell: a record in the log.
// Stretched to a row of cards' tallest list (alignedRows), the items keep their spacing at the top.
// Also Prose's lists (a FeatureList sits in Prose on a service page, so both rules reach it and
// must agree): the square centred on the first line, every line of the text at one hanging indent.
export const bulletList: CSSObject = { listStyle: 'none', paddingLeft: '1rem' };
export const bulletItem: CSSObject = {
  position: 'relative',
  '&::before': { content: '""', position: 'absolute', left: '-1rem', top: '0.55em', width: '0.5rem', height: '0.5rem', borderRadius: '1px', background: color.accent },
};
const list = css({ ...bulletList, display: 'grid', gap: space.sm, alignContent: 'start' });
const item = css(bulletItem);

export function FeatureList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul css={list} className={className}>
      {items.map((feature) => (
        <li key={feature} css={item}>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
