import { css } from '@emotion/react';
import { Check } from 'lucide-react';
import { color, space, text } from '../theme/tokens.ts';

const list = css({ listStyle: 'none', padding: 0, display: 'grid', gap: space.sm, fontSize: text.sm });
const item = css({ display: 'flex', gap: space.sm, alignItems: 'flex-start' });
const icon = css({ flex: 'none', width: '1.1rem', height: '1.1rem', marginTop: '0.2rem', color: color.accent });

export function FeatureList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul css={list} className={className}>
      {items.map((feature) => (
        <li key={feature} css={item}>
          <Check css={icon} aria-hidden="true" focusable="false" strokeWidth={2.5} />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
