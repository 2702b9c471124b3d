import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, media, radius, space, text } from '../theme/tokens.ts';
import { Container } from './Container.tsx';
import { Prose } from './Prose.tsx';

const layoutStyle = css({ paddingBlock: space.section, display: 'grid', gap: space.xxl, gridTemplateColumns: 'minmax(0, 1fr)', [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start' }, '@media print': { gap: space.lg } });
const panel = css({
  display: 'grid', gap: space.lg, padding: space.lg, borderRadius: radius.lg, background: color.surface,
  border: `1px solid ${color.border}`, [media.md]: { position: 'sticky', top: space.lg, gridColumn: 2, gridRow: 1 },
  h2: { fontSize: text.lg },
  dl: { display: 'grid', gap: space.md, margin: 0 },
  dt: { fontSize: text.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', color: color.muted },
  dd: { margin: '0.25rem 0 0', fontSize: text.sm },
  // A size down, so "Richiedi una revisione architetturale" fits the column on one line.
  '& > a': { paddingInline: space.sm, textAlign: 'center', fontSize: text.sm },
});

/**
 * A page's story in Markdown beside a summary box (the facts and the call to action), which
 * comes first on a phone and stays in view beside the text on wider screens.
 */
export function SummaryLayout({ title, summary, children }: { title: string; summary: ReactNode; children: ReactNode }) {
  return (
    <Container css={layoutStyle}>
      <aside css={panel} aria-labelledby="summary-title">
        <h2 id="summary-title">{title}</h2>
        {summary}
      </aside>
      <article>
        <Prose>{children}</Prose>
      </article>
    </Container>
  );
}
