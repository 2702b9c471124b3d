import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { getEntries } from '../content/index.ts';
import { homeCaseStudies } from '../content/featured.ts';
import { leadResult } from '../content/results.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, label, media, space, text } from '../theme/tokens.ts';
import { FigurePair } from './FigurePair.tsx';

const list = css({
  listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.md,
  [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gridTemplateRows: 'repeat(4, auto)', columnGap: space.lg, rowGap: 0 },
});
// Each tile one link to its story; on a wide screen its four parts line up with its neighbours'.
const tile = css({
  display: 'grid', gap: space.xs, alignContent: 'start', height: '100%', padding: `${space.md} 0 ${space.md}`,
  borderTop: `2px solid ${color.signal}`, color: 'inherit', textDecoration: 'none',
  [media.md]: { gridRow: 'span 4', gridTemplateRows: 'subgrid', rowGap: space.xs },
  '&:hover .more': { textDecoration: 'underline' },
});
const item = css({ [media.md]: { display: 'grid', gridRow: 'span 4', gridTemplateRows: 'subgrid' } });
const industry = css({ ...label, color: 'inherit', opacity: 0.8 });
// Its arrow in the signal colour, on the dark band.
const figure = css({ '--figure-arrow': color.signal });
const metric = css({ fontSize: text.sm, opacity: 0.85, maxWidth: '22rem' });
const more = css({ display: 'inline-flex', alignItems: 'center', gap: space.xs, fontWeight: 650, fontSize: text.sm, marginTop: space.xs, svg: { width: '1rem', height: '1rem' } });

/** The proof under the hero: one figure from each of three case studies, before and after, each a link to its story. */
export function MetricTiles({ className }: { className?: string }) {
  const { t, link, lang } = useI18n();
  const studies = homeCaseStudies(getEntries('case-studies', lang));
  if (studies.length === 0) return null;
  return (
    <ul css={list} className={className} data-metric-tiles="">
      {studies.map(({ slug, data }) => {
        const result = leadResult(data.results)!;
        return (
          <li key={slug} css={item}>
            <a css={tile} href={link(`/case-studies/${slug}`)}>
              <span css={industry}>{data.industry}</span>
              <FigurePair result={result} css={figure} />
              <span css={metric}>{result.metric}</span>
              <span css={more} className="more">{t('caseStudies.readStory')}<ArrowRight aria-hidden="true" focusable="false" /></span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
