import { css } from '@emotion/react';
import X from 'lucide-react/icons/x';
import { listPath, type Facet, type FacetKind } from '../content/caseStudyLists.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, radius, space, text } from '../theme/tokens.ts';

const bar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.sm, marginBottom: space.lg });
// Each kind of filter folds into its own disclosure (no script), so two long lists of links
// never push the case studies off a phone's first screen.
const group = css({
  flex: '0 1 auto',
  '&[open]': { flexBasis: '100%' },
  summary: {
    display: 'inline-flex', alignItems: 'center', gap: space.sm, minHeight: '2.75rem', padding: `0 ${space.md}`, cursor: 'pointer',
    borderRadius: radius.pill, border: `1px solid ${color.border}`, background: color.surfaceRaised, fontWeight: 600, fontSize: text.sm,
    listStyle: 'none', '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '""', width: '0.45rem', height: '0.45rem', borderRight: '2px solid currentColor', borderBottom: '2px solid currentColor', transform: 'translateY(-25%) rotate(45deg)' },
    '&:hover': { borderColor: color.accent },
  },
  '&[open] summary::after': { transform: 'translateY(25%) rotate(225deg)' },
});
const chosen = css({ fontWeight: 500, color: color.accentText });
const options = css({ display: 'flex', flexWrap: 'wrap', gap: space.xs, listStyle: 'none', padding: `${space.md} 0 0`, margin: 0 });
const option = css({
  display: 'inline-flex', alignItems: 'center', gap: space.xs, minHeight: '2.25rem', padding: `0 ${space.md}`, borderRadius: radius.pill,
  border: `1px solid ${color.border}`, fontSize: text.sm, textDecoration: 'none', color: color.text,
  '&:hover': { borderColor: color.accent },
  '&[aria-current]': { background: color.accentSoft, borderColor: color.accent, color: color.accentText, fontWeight: 600 },
  span: { color: color.muted, fontVariantNumeric: 'tabular-nums' },
});
const clear = css({ display: 'inline-flex', alignItems: 'center', gap: space.xs, minHeight: '2.75rem', padding: `0 ${space.sm}`, fontWeight: 600, fontSize: text.sm, svg: { width: '1rem', height: '1rem' } });

export interface FilterOption {
  facet: Facet;
  /** The technology, or the industry in the page's language. */
  label: string;
}

/** The technologies and industries that have a filter page, each linked with its count. */
export function ListFilters({ options: all, current }: { options: FilterOption[]; current?: FilterOption }) {
  const { t, link } = useI18n();
  const groups: [FacetKind, string][] = [['industry', t('caseStudies.industry')], ['technology', t('technologies.label')]];
  return (
    <nav css={bar} aria-label={t('caseStudies.list.filters')}>
      {groups.map(([kind, heading]) => {
        const inGroup = all.filter((o) => o.facet.kind === kind);
        if (!inGroup.length) return null;
        return (
          <details key={kind} css={group}>
            <summary>
              {heading}
              {current?.facet.kind === kind && <span css={chosen}>{current.label}</span>}
            </summary>
            <ul css={options}>
              {inGroup.map(({ facet, label }) => (
                <li key={facet.slug}>
                  <a css={option} href={link(listPath({ facet, page: 1 }))} aria-current={facet === current?.facet ? 'true' : undefined}>
                    {label} <span>{facet.slugs.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
      {current && (
        <a css={clear} href={link('/case-studies')}>
          <X aria-hidden="true" focusable="false" />
          {t('caseStudies.list.all')}
        </a>
      )}
    </nav>
  );
}
