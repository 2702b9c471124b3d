import { css } from '@emotion/react';
import type { Result } from '../content/results.ts';
import { figureParts, figureText, pairDecimals } from '../i18n/figures.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { font, space, text } from '../theme/tokens.ts';
import { FigurePhrase } from './FigurePhrase.tsx';

// The figure before and its arrow on one line, the figure after under it, set large; a qualifier
// or percentile ("under", "at p99") in words beside it, so the figure alone sets the width.
// The pair measures its own width (a container), so a long figure can shrink to fit it.
const figure = css({ fontFamily: font.mono, fontWeight: 500, lineHeight: 1.1, letterSpacing: '-0.03em', display: 'grid', justifyItems: 'start', gap: space.xs, containerType: 'inline-size' });
const beforeLine = css({ display: 'flex', alignItems: 'baseline', gap: space.sm, whiteSpace: 'nowrap', fontSize: text.lg });
const before = css({ opacity: 0.75 });
const arrow = css({ color: 'var(--figure-arrow, currentColor)' });
const after = css({ fontSize: text.figure, whiteSpace: 'nowrap' });
/** A figure of `characters` mono characters (0.57 em each) never wider than its box: "12,300 events/s" in a phone's card. */
const fitting = (characters: number) => css({ fontSize: `min(${text.figure}, calc(100cqi / ${(characters * 0.58).toFixed(2)}))` });
const words = css({ fontFamily: font.body, fontSize: text.sm, fontWeight: 600, letterSpacing: 0, whiteSpace: 'nowrap', opacity: 0.85 });

/**
 * A result's two figures, before and after, as the home tiles and the case-study cards show them.
 * Seen, the arrow joins them; heard, each is named ("before: 8–30 hours; after: 180 ms at p99"),
 * since "from 8–30 hours to 180 ms" reads as one range.
 */
export function FigurePair({ result, className }: { result: Result; className?: string }) {
  const { t, lang } = useI18n();
  const places = pairDecimals(result.before, result.after);
  const parts = figureParts(result.after!, lang, t, places);
  return (
    <span css={figure} className={className} data-figure="">
      {result.before && (
        <span css={beforeLine}>
          <span css={before}><span className="visually-hidden">{t('metrics.before')} </span>{figureText(result.before, lang, t, places)}</span>
          <span css={arrow} aria-hidden="true">→</span>
          <span className="visually-hidden">{t('metrics.after')} </span>
        </span>
      )}
      <span>
        <FigurePhrase parts={parts} amount={[after, fitting(parts.amount.length)]} words={words} />
      </span>
    </span>
  );
}
