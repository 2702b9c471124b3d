import { css } from '@emotion/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { color, layout, space, text } from '../theme/tokens.ts';
import { Container } from './Container.tsx';

const band = css({ background: color.surface, borderBottom: `1px solid ${color.border}`, paddingBlock: `${space.xl} clamp(2rem, 6vw, 4rem)` });
const back = css({
  display: 'inline-flex', alignItems: 'center', gap: space.xs, minHeight: '2.75rem', marginBottom: space.md,
  fontSize: text.sm, fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' },
});
const arrow = css({ width: '1rem', height: '1rem' });
const inner = css({ maxWidth: layout.readingWidth, display: 'grid', gap: space.md });
const eyebrowStyle = css({ fontSize: text.xs, fontWeight: 700, letterSpacing: '0.1em', textTransform: 'uppercase', color: color.accentText });
const title = css({ fontSize: text.hero, fontWeight: 800, letterSpacing: '-0.025em' });
const introStyle = css({ fontSize: text.lg, color: color.muted });

interface Props {
  back?: { href: string; label: string };
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}

/** The top of an inner page: a way back, the page's h1 and what the page is for. */
export function PageHeader({ back: backLink, eyebrow, title: heading, intro, children }: Props) {
  return (
    <div css={band}>
      <Container>
        {backLink && (
          <a css={back} href={backLink.href}>
            <ArrowLeft css={arrow} aria-hidden="true" focusable="false" />
            {backLink.label}
          </a>
        )}
        <div css={inner}>
          {eyebrow && <p css={eyebrowStyle}>{eyebrow}</p>}
          <h1 css={title}>{heading}</h1>
          {intro && <p css={introStyle}>{intro}</p>}
          {children}
        </div>
      </Container>
    </div>
  );
}
