import { css } from '@emotion/react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { pageWindow } from '../content/caseStudyLists.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, media, radius, space, text } from '../theme/tokens.ts';

// Phone: Previous and Next on one row, the numbers below; wider: all on one row.
const nav = css({
  display: 'grid', gridTemplateAreas: '"prev next" "pages pages"', gridTemplateColumns: '1fr 1fr', gap: space.sm, marginTop: space.xxl,
  [media.sm]: { gridTemplateAreas: '"prev pages next"', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center' },
});
const pages = css({ gridArea: 'pages', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.xs, listStyle: 'none', padding: 0, margin: 0 });
const item = css({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: space.xs, minWidth: '2.75rem', minHeight: '2.75rem', padding: `0 ${space.sm}`,
  borderRadius: radius.pill, border: `1px solid ${color.border}`, fontWeight: 600, fontSize: text.sm, textDecoration: 'none', fontVariantNumeric: 'tabular-nums',
  '&:hover': { borderColor: color.accent },
  '&[aria-current="page"]': { background: color.accent, borderColor: color.accent, color: color.onAccent },
});
const gap = css({ display: 'inline-flex', alignItems: 'end', minWidth: '1.5rem', justifyContent: 'center', color: color.muted });
const prev = css({ gridArea: 'prev', justifySelf: 'start' });
const next = css({ gridArea: 'next', justifySelf: 'end' });
const arrow = css({ width: '1rem', height: '1rem' });

/** Numbered pages with Previous and Next, as plain links: "← Previous  1 … 4 5 6 … 26  Next →". */
export function Pagination({ current, total, href }: { current: number; total: number; href: (page: number) => string }) {
  const { t } = useI18n();
  return (
    <nav css={nav} aria-label={t('pagination.label')}>
      {current > 1 && (
        <a css={[item, prev]} href={href(current - 1)} rel="prev">
          <ArrowLeft css={arrow} aria-hidden="true" focusable="false" />
          {t('pagination.previous')}
        </a>
      )}
      <ol css={pages}>
        {pageWindow(current, total).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} css={gap} aria-hidden="true">…</li>
          ) : (
            <li key={page}>
              <a css={item} href={href(page)} aria-label={t('pagination.page', { page })} aria-current={page === current ? 'page' : undefined}>{page}</a>
            </li>
          ),
        )}
      </ol>
      {current < total && (
        <a css={[item, next]} href={href(current + 1)} rel="next">
          {t('pagination.next')}
          <ArrowRight css={arrow} aria-hidden="true" focusable="false" />
        </a>
      )}
    </nav>
  );
}
