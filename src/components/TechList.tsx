import { css } from '@emotion/react';
import { color, radius, text } from '../theme/tokens.ts';

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '0.375rem', listStyle: 'none', padding: 0, margin: 0 });
const tag = css({
  padding: '0.125rem 0.5rem', borderRadius: radius.sm, border: `1px solid ${color.border}`,
  background: color.surface, color: color.muted, fontSize: text.xs, fontWeight: 500,
});

export function TechList({ technologies }: { technologies: readonly string[] }) {
  return (
    <ul css={list}>
      {technologies.map((tech) => <li key={tech} css={tag}>{tech}</li>)}
    </ul>
  );
}
