import { css } from '@emotion/react';
import { indexChange, type Result } from '../content/results.ts';
import { figureParts, figureText, pairDecimals } from '../i18n/figures.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, media, space, text } from '../theme/tokens.ts';
import { FigurePhrase } from './FigurePhrase.tsx';

/** The results a page leads with: the first three that have figures. */
export const keyResults = <R extends Result>(results: readonly R[]): R[] => results.filter((r) => r.after).slice(0, 3);

// Each figure reads in one order at every width: what was measured, the figure, the figure before
// and the link to how. A phone stacks the three; wider screens set them in up to three columns whose
// labels, figures and "before" lines align (subgrid). The first, the business result the story's
// title promises, leads: the signal's rule, a size larger.
const list = css({
  listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.sm,
  [media.sm]: {
    gap: `0 ${space.xl}`,
    gridTemplateColumns: `repeat(auto-fill, minmax(max(13rem, (100% - 2 * ${space.xl}) / 3), 1fr))`,
  },
});
const item = css({
  display: 'grid', gridTemplateAreas: '"metric" "figure" "before"', rowGap: space.xs, paddingTop: space.sm, borderTop: `1px solid ${color.borderStrong}`,
  [media.sm]: { gridRow: 'span 3', gridTemplateRows: 'subgrid', paddingTop: space.md, paddingBottom: space.md },
  '&:first-of-type': { borderTop: `3px solid ${color.accent}` },
  // Printed, a callout is not split between two pages.
  breakInside: 'avoid',
});
const metric = css({ gridArea: 'metric', fontSize: text.xs, color: color.muted, lineHeight: 1.4, [media.sm]: { fontSize: text.sm } });
const figure = css({
  gridArea: 'figure', fontFamily: font.mono, fontSize: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.75rem)', fontWeight: 500, letterSpacing: '-0.03em', lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums', color: color.text,
  'li:first-of-type &': { [media.sm]: { fontSize: 'clamp(2.25rem, 1.7rem + 2vw, 3.25rem)' } },
});
const amount = css({ whiteSpace: 'nowrap' });
const words = css({ fontFamily: font.body, fontSize: text.sm, fontWeight: 600, letterSpacing: 0, color: color.muted, whiteSpace: 'nowrap' });
// The figure before and the link, apart by a gap, not a "·" that could be left at a line's end.
const before = css({
  gridArea: 'before', display: 'flex', flexWrap: 'wrap', columnGap: space.md, fontSize: text.xs, color: color.muted, [media.sm]: { fontSize: text.sm },
  a: { whiteSpace: 'nowrap' },
});

/**
 * The key figures of a case study, large, under its title: what was measured, the figure after
 * the project and, where there was one, the figure before, with a link to how it was measured.
 */
export function KeyFigures({ results }: { results: readonly Result[] }) {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="key-results-title">
      {/* Seen, the figures speak for themselves; heard, the section is named like the one after it. */}
      <h2 id="key-results-title" className="visually-hidden">{t('caseStudies.keyResults')}</h2>
      <ul css={list} data-key-figures="">
        {keyResults(results).map((result) => {
          // An index shows its change ("−41%"), and the two index values under it.
          const change = indexChange(result);
          // Before and after to the precision of the more precise one: "5.0 bps", not a baseline that looks rounded.
          const places = pairDecimals(result.before, result.after);
          const parts = change ? figureParts(change, lang, t) : figureParts(result.after!, lang, t, places);
          return (
            <li key={result.headline} css={item}>
              <p css={metric}>{result.metric}</p>
              <p css={figure}>
                <FigurePhrase parts={parts} amount={amount} words={words} />
              </p>
              <p css={before}>
                {change && result.before
                  ? <span>{t('caseStudies.figure.index', { before: figureText(result.before, lang, t, places), after: figureText(result.after!, lang, t, places) })}</span>
                  : result.before && <span>{t('caseStudies.figure.before', { figure: figureText(result.before, lang, t, places) })}</span>}
                <a href="#how-we-measured" className="no-print">{t('caseStudies.method')}</a>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
