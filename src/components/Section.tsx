import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, label, layout, space, text } from '../theme/tokens.ts';
import { Container } from './Container.tsx';
import { eyebrowAdds } from './eyebrow.ts';
import { keepHyphens } from './keepHyphens.tsx';

const section = css({ paddingBlock: space.section });
const surface = css({ background: color.surface, borderBlock: `1px solid ${color.border}` });
const header = css({ maxWidth: layout.readingWidth, marginBottom: space.xl, display: 'grid', gap: space.sm });
/** The label above a title: a topic name in the log's mono, after the signal's tick. */
export const eyebrowStyle = css({
  ...label, color: color.accentText, display: 'flex', alignItems: 'center', gap: space.sm,
  '&::before': { content: '""', width: '0.75rem', height: '0.75rem', borderRadius: '2px', background: color.accent, flex: 'none' },
});
const title = css({ fontSize: text.xxl });
const introStyle = css({ fontSize: text.lg, color: color.muted });

interface Props {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  tone?: 'plain' | 'surface';
  children: ReactNode;
}

/**
 * A titled band of a page (h2), optionally on the surface colour to separate it from its neighbours.
 * data-tone lets what follows a band see where it ends: a surface band's padding is inside its colour.
 */
export function Section({ id, eyebrow, heading, intro, tone = 'plain', children }: Props) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} css={[section, tone === 'surface' && surface]} data-tone={tone}>
      <Container>
        <header css={header}>
          {eyebrowAdds(eyebrow, heading) && <p css={eyebrowStyle}>{eyebrow}</p>}
          <h2 id={headingId} css={title}>{keepHyphens(heading)}</h2>
          {intro && <p css={introStyle}>{intro}</p>}
        </header>
        {children}
      </Container>
    </section>
  );
}
