import { css } from '@emotion/react';
import type { Result } from '../content/results.ts';
import { keepFigures } from '../i18n/figures.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, layout, space, text } from '../theme/tokens.ts';

const note = css({
  maxWidth: layout.readingWidth, display: 'grid', gap: space.md, marginTop: space.xxl, paddingTop: space.lg, borderTop: `1px solid ${color.border}`,
  h2: { fontSize: text.xl },
  dl: { display: 'grid', gap: space.md, margin: 0 },
  dt: { fontFamily: font.display, fontWeight: 700 },
  dd: { margin: `${space.xs} 0 0`, color: color.muted },
  breakInside: 'avoid',
});

/** Each result's basis, said once, after the story its figures close: what was counted, how, over which period. */
export function HowWeMeasured({ results }: { results: readonly Result[] }) {
  const { t } = useI18n();
  return (
    <section css={note} id="how-we-measured" aria-labelledby="how-we-measured-title">
      <h2 id="how-we-measured-title">{t('caseStudies.measured')}</h2>
      <dl>
        {results.map((result) => (
          <div key={result.headline}>
            <dt>{keepFigures(result.headline)}</dt>
            <dd>{result.basis}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
