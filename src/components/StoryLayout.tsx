import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, label, layout, media, radius, space, text } from '../theme/tokens.ts';
import { Container } from './Container.tsx';
import { Prose } from './Prose.tsx';

const layoutStyle = css({ paddingBlock: space.section, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.xxl, '@media print': { gap: space.lg, paddingBlock: space.lg } });
// The facts in one strip above the story, so the story and its diagram get the page's width.
const summary = css({
  display: 'grid', gap: space.md, padding: space.lg, borderRadius: radius.lg, background: color.surface, border: `1px solid ${color.border}`,
  h2: { ...label, color: color.muted },
  dl: { display: 'grid', gap: space.lg, margin: 0, [media.md]: { gridTemplateColumns: '0.7fr 1.2fr 1.2fr 1fr' } },
  dt: { ...label, color: color.muted },
  dd: { margin: `${space.xs} 0 0`, fontSize: text.sm },
});
// The story in a reading column; its diagram breaks out to the whole width: the page's main
// visual. In the dark scheme a diagram (dark lines on a light ground) is inverted, hues kept.
const story = css({
  '& > div': { maxWidth: 'none' },
  '& > div > *:not(:has(> img))': { maxWidth: layout.readingWidth },
  '& > div > p:has(> img)': { marginBlock: `${space.xxl} ${space.xl}` },
  img: { borderRadius: radius.lg },
  '@media (prefers-color-scheme: dark)': { img: { filter: 'invert(0.92) hue-rotate(180deg)', borderColor: 'transparent' } },
});

export interface Fact {
  term: string;
  value: ReactNode;
}

/** A case study's story under its facts at a glance; the Markdown body's images as wide as the page. */
export function StoryLayout({ title, facts, children }: { title: string; facts: Fact[]; children: ReactNode }) {
  return (
    <Container css={layoutStyle}>
      <aside css={summary} aria-labelledby="summary-title">
        <h2 id="summary-title">{title}</h2>
        <dl>
          {facts.map((fact) => <div key={fact.term}><dt>{fact.term}</dt><dd>{fact.value}</dd></div>)}
        </dl>
      </aside>
      <article css={story}>
        <Prose>{children}</Prose>
      </article>
    </Container>
  );
}
