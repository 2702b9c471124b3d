import { css, keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, label, layout, media, space, text } from '../theme/tokens.ts';
import { Container } from './Container.tsx';
import { Prose } from './Prose.tsx';

// The story in the wide column, the facts and the next step in a narrow one that stays in view
// beside it (on a phone, the facts come first and the story under them).
const layoutStyle = css({
  paddingBlock: space.section, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.xxl,
  [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', columnGap: 'clamp(2rem, 5vw, 4.5rem)', alignItems: 'start' },
  '@media print': { display: 'block', paddingBlock: space.lg },
});
const aside = css({
  display: 'grid', gap: space.md, justifyItems: 'start', paddingTop: space.md, borderTop: `2px solid ${color.text}`,
  [media.md]: { position: 'sticky', top: space.lg, gridColumn: 2, gridRow: 1 },
  h2: { ...label, color: color.muted },
  dl: { display: 'grid', gap: space.md, margin: 0, justifySelf: 'stretch' },
  dt: { ...label, color: color.muted },
  dd: { margin: `${space.xs} 0 0`, fontSize: text.sm },
  '& > a': { justifySelf: 'stretch', paddingInline: space.md, fontSize: text.sm },
  '@media print': { display: 'none' },
});
// The challenge and the answer, side by side above the story: the short version first.
const brief = css({
  display: 'grid', gap: space.lg, margin: `0 0 ${space.xxl}`, maxWidth: layout.readingWidth,
  [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  div: { paddingTop: space.sm, borderTop: `1px solid ${color.border}` },
  dt: { ...label, color: color.accentText },
  dd: { margin: `${space.xs} 0 0`, fontSize: text.md },
});
// Everything in the story ends at the prose's right edge (its reading width): the brief above it,
// tables and the diagram too, so the column has one right edge. Below 72em the diagram keeps a
// width at which its smallest labels stay about 11 px, and scrolls sideways inside its frame.
// In the dark scheme it is inverted with its hues kept, its light ground turning to the page's.
const edgeFade = 'linear-gradient(90deg, #000 calc(100% - 3rem), #0000)';
const seenToEnd = keyframes({ '98%': { maskImage: edgeFade }, to: { maskImage: 'none' } });
const story = css({
  '& > div > p:has(img)': { marginBlock: `${space.xl} ${space.lg}` },
  // Scrolling, its right edge fades out, a sign there is more; where scroll timelines work, the fade
  // goes once the right end is reached.
  '.diagram': {
    display: 'block', overflowX: 'auto', borderRadius: '10px', border: `1px solid ${color.border}`,
    maskImage: edgeFade, '@supports (animation-timeline: scroll())': { animation: `${seenToEnd} linear both`, animationTimeline: 'scroll(self inline)' },
  },
  '.diagram img': { minWidth: '50rem', border: 0, borderRadius: 0, background: 'transparent' },
  [media.lg]: { '.diagram': { maskImage: 'none', animation: 'none' }, '.diagram img': { minWidth: 0 } },
  // The filter on the frame, not the image: Chromium paints a filtered image in a scrolling box blank.
  '@media (prefers-color-scheme: dark)': { '.diagram': { filter: 'invert(1) hue-rotate(180deg)', borderColor: 'transparent' } },
});

export interface Fact {
  term: string;
  value: ReactNode;
}

/** A case study's story beside its facts and the call to action; the short version (challenge, answer) over the story. */
export function StoryLayout({ title, facts, brief: lead, action, children }: { title: string; facts: Fact[]; brief: Fact[]; action: ReactNode; children: ReactNode }) {
  return (
    <Container css={layoutStyle}>
      <aside css={aside} aria-labelledby="summary-title">
        <h2 id="summary-title">{title}</h2>
        <dl>
          {facts.map((fact) => <div key={fact.term}><dt>{fact.term}</dt><dd>{fact.value}</dd></div>)}
        </dl>
        {action}
      </aside>
      <article css={story}>
        <dl css={brief}>
          {lead.map((fact) => <div key={fact.term}><dt>{fact.term}</dt><dd>{fact.value}</dd></div>)}
        </dl>
        <Prose>{children}</Prose>
      </article>
    </Container>
  );
}
