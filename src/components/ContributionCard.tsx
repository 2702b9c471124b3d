import { css } from '@emotion/react';
import { GitCommitHorizontal } from 'lucide-react';
import type { LoadedEntry } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, space, text } from '../theme/tokens.ts';
import { Card, cardTitle } from './Card.tsx';
import { FeatureList } from './FeatureList.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const top = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space.sm, flexWrap: 'wrap' });
const repo = css({ fontFamily: font.mono, fontSize: text.xs, wordBreak: 'break-all' });
const description = css({ color: color.muted });
const commits = css({ display: 'flex', alignItems: 'center', gap: space.sm, fontSize: text.sm, color: color.muted, strong: { fontSize: text.xl, color: color.text, fontVariantNumeric: 'tabular-nums' } });
const commitIcon = css({ width: '1.25rem', height: '1.25rem', color: color.accent });

export function ContributionCard({ contribution }: { contribution: LoadedEntry<'contributions'> }) {
  const { t, lang } = useI18n();
  const { data, slug } = contribution;
  return (
    <Card>
      <div css={top}>
        <StatusBadge status={data.status} id={`status-${slug}`} />
      </div>
      <h2 css={cardTitle}>{data.title}</h2>
      <a css={repo} href={`https://github.com/${data.repository}`}>{data.repository}</a>
      <p css={description}>{data.description}</p>
      <p css={commits}>
        <GitCommitHorizontal css={commitIcon} aria-hidden="true" focusable="false" />
        <span><strong>{data.commits.toLocaleString(lang)}</strong> {t('contributions.commits')}</span>
      </p>
      <FeatureList items={data.features} />
    </Card>
  );
}
