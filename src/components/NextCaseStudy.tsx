import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { LoadedEntry } from '../content/index.ts';
import { leadResult } from '../content/results.ts';
import { FigurePhrase } from './FigurePhrase.tsx';
import { figureParts, pairDecimals } from '../i18n/figures.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, label, radius, space, text } from '../theme/tokens.ts';

// Sized by its content at the top of its row: stretched to the next-step card beside it, its lower half was empty.
const card = css({
  position: 'relative', display: 'grid', gap: space.sm, padding: `clamp(${space.lg}, 3vw, ${space.xl})`, borderRadius: radius.lg,
  border: `1px solid ${color.border}`, background: color.surfaceRaised, alignSelf: 'start', alignContent: 'start',
  '&:hover': { borderColor: color.borderStrong },
});
const kicker = css({ ...label, color: color.accentText });
const figure = css({ fontFamily: font.mono, fontSize: text.xxl, fontWeight: 500, letterSpacing: '-0.03em', lineHeight: 1.1 });
// The qualifier and percentile in words, small beside the amount, as on the cards: "at p99" at display size broke the figure onto two lines.
const figureAmount = css({ whiteSpace: 'nowrap' });
const figureWords = css({ fontFamily: font.body, fontSize: text.sm, fontWeight: 400, letterSpacing: 0, color: color.muted });
const metric = css({ color: color.muted, fontSize: text.sm });
const title = css({ fontSize: text.lg });
const titleLink = css({
  color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' },
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
  svg: { display: 'inline-block', width: '1em', height: '1em', marginLeft: '0.3em', verticalAlign: '-0.15em', color: color.accentText },
});

/** The story to read next, led by its headline figure. Screen only. */
export function NextCaseStudy({ study }: { study: LoadedEntry<'case-studies'> }) {
  const { t, link, lang } = useI18n();
  const result = leadResult(study.data.results);
  return (
    <article css={card} className="no-print" data-next-case-study="">
      <p css={kicker}>{t('caseStudies.next')} · {study.data.industry}</p>
      {result && <p css={figure}><FigurePhrase parts={figureParts(result.after!, lang, t, pairDecimals(result.before, result.after))} amount={figureAmount} words={figureWords} /></p>}
      {result && <p css={metric}>{result.metric}</p>}
      <h2 css={title}><a css={titleLink} href={link(`/case-studies/${study.slug}`)}>{study.data.title}<ArrowRight aria-hidden="true" focusable="false" /></a></h2>
    </article>
  );
}
