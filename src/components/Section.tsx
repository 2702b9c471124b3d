import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, layout, space, text } from '../theme/tokens.ts';
import { Container } from './Container.tsx';

const section = css({ paddingBlock: space.section });
const surface = css({ background: color.surface, borderBlock: `1px solid ${color.border}` });
const header = css({ maxWidth: layout.readingWidth, marginBottom: space.xl, display: 'grid', gap: space.sm });
const eyebrowStyle = css({ fontSize: text.xs, fontWeight: 700, letterSpacing: '0.1em', textTransform: 'uppercase', color: color.accentText });
const title = css({ fontSize: text.xxl, fontWeight: 750 });
const introStyle = css({ fontSize: text.lg, color: color.muted });

interface Props {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  tone?: 'plain' | 'surface';
  children: ReactNode;
}

/** A titled band of a page (h2), optionally on the surface colour to separate it from its neighbours. */
export function Section({ id, eyebrow, heading, intro, tone = 'plain', children }: Props) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} css={[section, tone === 'surface' && surface]}>
      <Container>
        <header css={header}>
          {eyebrow && <p css={eyebrowStyle}>{eyebrow}</p>}
          <h2 id={headingId} css={title}>{heading}</h2>
          {intro && <p css={introStyle}>{intro}</p>}
        </header>
        {children}
      </Container>
    </section>
  );
}
