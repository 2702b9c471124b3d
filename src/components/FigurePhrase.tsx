import type { Interpolation, Theme } from '@emotion/react';
import type { FigureParts } from '../i18n/figures.ts';

/**
 * A figure as a phrase: its amount as the caller sets it, its qualifier and percentile in words
 * beside it ("under" 5 seconds "at p99"). Each part stays whole; a line may break between them.
 */
export function FigurePhrase({ parts, amount, words }: { parts: FigureParts; amount: Interpolation<Theme>; words: Interpolation<Theme> }) {
  return (
    <>
      {parts.prefix && <><span css={words}>{parts.prefix.trimEnd()}</span>{/\s$/.test(parts.prefix) && ' '}</>}
      <span css={amount} data-amount="">{parts.amount}</span>
      {parts.suffix && <>{/^\s/.test(parts.suffix) && ' '}<span css={words}>{parts.suffix.trimStart()}</span></>}
    </>
  );
}
