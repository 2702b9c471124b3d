import { css } from '@emotion/react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { color, layout, space, text } from '../theme/tokens.ts';
import { eyebrowStyle } from './Section.tsx';
import { Container } from './Container.tsx';
import { eyebrowAdds } from './eyebrow.ts';
import { keepHyphens } from './keepHyphens.tsx';

const band = css({ background: color.surface, borderBottom: `1px solid ${color.border}`, paddingBlock: `clamp(${space.md}, 3vw, ${space.xl}) clamp(2rem, 6vw, 4rem)` });
const back = css({
  display: 'inline-flex', alignItems: 'center', gap: space.xs, minHeight: '2.75rem', marginBottom: space.sm,
  fontSize: text.sm, fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' },
});
const arrow = css({ width: '1rem', height: '1rem' });
const inner = css({ maxWidth: layout.readingWidth, display: 'grid', gap: `clamp(${space.sm}, 1.5vw, ${space.md})` });
const title = css({ fontSize: text.hero, letterSpacing: '-0.035em', lineHeight: 1.05 });
// A title that is a sentence (a case study's) reads better a size down, and leaves a phone's first screen to its figures.
const sentenceTitle = css({ fontSize: 'clamp(1.625rem, 1.2rem + 1.9vw, 2.75rem)' });
const introStyle = css({ fontSize: text.lg, color: color.muted });
const below = css({ display: 'grid', gap: space.xl, marginTop: `clamp(${space.lg}, 3vw, ${space.xl})` });

interface Props {
  back?: { href: string; label: string };
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  /** Under the text, as wide as the page: a case study's key figures. */
  wide?: ReactNode;
  /** The title is a sentence, set a size smaller. */
  sentence?: boolean;
}

/** The top of an inner page: a way back, the page's h1 and what the page is for. */
export function PageHeader({ back: backLink, eyebrow, title: heading, intro, children, wide, sentence = false }: Props) {
  return (
    <div css={band}>
      <Container>
        {backLink && (
          <a css={back} href={backLink.href} className="no-print">
            <ArrowLeft css={arrow} aria-hidden="true" focusable="false" />
            {backLink.label}
          </a>
        )}
        <div css={inner}>
          {/* On paper the title opens the page; the eyebrow (a case study's industry) is in its summary. */}
          {eyebrowAdds(eyebrow, heading) && <p css={eyebrowStyle} className="no-print">{eyebrow}</p>}
          <h1 css={[title, sentence && sentenceTitle]}>{keepHyphens(heading)}</h1>
          {intro && <p css={introStyle}>{intro}</p>}
          {children}
        </div>
        {wide && <div css={below}>{wide}</div>}
      </Container>
    </div>
  );
}
