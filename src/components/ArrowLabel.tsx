import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { space } from '../theme/tokens.ts';

// The arrow is set in the line of text, held to the last word: a link's label that wraps keeps its
// arrow right after its end. As a flex item beside the text, the arrow went to the far edge of the
// box that the wrapped text filled.
const tail = css({ whiteSpace: 'nowrap' });
const arrow = css({ display: 'inline-block', width: '1em', height: '1em', marginLeft: space.xs, verticalAlign: '-0.125em' });

/** A link's words and its → as one inline run: the link stays a single flex item, however it wraps. */
export function ArrowLabel({ children }: { children: string }) {
  const cut = children.trimEnd().lastIndexOf(' ') + 1;
  return (
    <span>
      {children.slice(0, cut)}
      <span css={tail}>
        {children.slice(cut)}
        <ArrowRight css={arrow} aria-hidden="true" focusable="false" />
      </span>
    </span>
  );
}
