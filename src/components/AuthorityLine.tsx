import { css } from '@emotion/react';
import { ArrowRight } from 'lucide-react';
import { Fragment } from 'react';
import { getEntries } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { font, space, text } from '../theme/tokens.ts';

const line = css({
  fontFamily: font.mono, fontSize: text.xs, lineHeight: 1.7, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `0 ${space.sm}`,
  a: { display: 'inline-flex', alignItems: 'center', gap: space.xs, minHeight: '2.75rem', fontWeight: 500, color: 'inherit', svg: { width: '0.95rem', height: '0.95rem' } },
});
const dot = css({ opacity: 0.5 });

/**
 * One line of authority near the top: the open-source roles and commit counts the contributions
 * page proves, written from the same entries, so it can never claim more than they show.
 */
export function AuthorityLine({ className }: { className?: string }) {
  const { t, link, lang } = useI18n();
  const items = getEntries('contributions', lang).map(({ slug, data }) => (
    <span key={slug}>{t(`authority.${data.status}`, { project: data.title, commits: data.commits.toLocaleString(lang) })}</span>
  ));
  if (items.length === 0) return null;
  return (
    <p css={line} className={className}>
      {items.map((item, i) => <Fragment key={i}>{i > 0 && <span css={dot} aria-hidden="true">/</span>}{item}</Fragment>)}
      <a href={link('/contributions')}>{t('authority.proof')}<ArrowRight aria-hidden="true" focusable="false" /></a>
    </p>
  );
}
