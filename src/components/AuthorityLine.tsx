import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { getEntries } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, space, text } from '../theme/tokens.ts';

const block = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: `${space.xs} ${space.lg}` });
const list = css({
  listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.125rem', fontFamily: font.mono, fontSize: text.xs, lineHeight: 1.6,
  li: { display: 'flex', gap: space.sm, '&::before': { content: '""', flex: 'none', width: '0.45rem', height: '0.45rem', marginTop: '0.55em', borderRadius: '1px', background: color.signal } },
});
const proof = css({
  display: 'inline-flex', alignItems: 'center', gap: space.xs, minHeight: '2.75rem', fontFamily: font.mono, fontSize: text.xs, fontWeight: 500,
  color: 'inherit', svg: { width: '0.95rem', height: '0.95rem' },
});

/**
 * One line of authority near the top, a record per project: the open-source roles and commit
 * counts the contributions page proves, written from the same entries, so it never claims more. A
 * committer is named by project ("Apache Camel committer"), the commits by repository.
 */
export function AuthorityLine({ className }: { className?: string }) {
  const { t, link, lang } = useI18n();
  const contributions = getEntries('contributions', lang);
  if (contributions.length === 0) return null;
  return (
    <div css={block} className={className}>
      <ul css={list}>
        {contributions.map(({ slug, data }) => <li key={slug}>{t(`authority.${data.status}`, { project: data.project ?? data.title, title: data.title, commits: data.commits.toLocaleString(lang) })}</li>)}
      </ul>
      <a css={proof} href={link('/contributions')}>{t('authority.proof')}<ArrowRight aria-hidden="true" focusable="false" /></a>
    </div>
  );
}
