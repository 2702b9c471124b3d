import { css } from '@emotion/react';
import { color, space } from '../theme/tokens.ts';

// Each item after a small filled cell: a record in the log.
// Stretched to a row of cards' tallest list (alignedRows), the items keep their spacing at the top.
const list = css({ listStyle: 'none', padding: 0, display: 'grid', gap: space.sm, alignContent: 'start' });
const item = css({
  display: 'flex', gap: space.sm, alignItems: 'flex-start',
  '&::before': { content: '""', flex: 'none', width: '0.5rem', height: '0.5rem', marginTop: '0.55em', borderRadius: '1px', background: color.accent },
});

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
