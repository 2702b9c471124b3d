import { css } from '@emotion/react';
import { GitCommitHorizontal } from 'lucide-react';
import type { LoadedEntry } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, space, text } from '../theme/tokens.ts';
import { Card, cardTitle } from './Card.tsx';
import { FeatureList } from './FeatureList.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { TechList } from './TechList.tsx';

const top = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space.sm, flexWrap: 'wrap' });
const repo = css({ fontFamily: font.mono, fontSize: text.xs, wordBreak: 'break-all' });
const description = css({ color: color.muted });
const commits = css({ display: 'flex', alignItems: 'center', gap: space.sm, fontSize: text.sm, color: color.muted, strong: { fontSize: text.xl, color: color.text, fontVariantNumeric: 'tabular-nums' } });
const commitIcon = css({ width: '1.25rem', height: '1.25rem', color: color.accent });
// A card as wide as a row (one related contribution on a service's page) lists its features in two columns.
const wide = css({ containerType: 'inline-size' });
const features = css({ '@container (min-width: 44rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: space.xl } });

export function ContributionCard({ contribution, level = 2 }: { contribution: LoadedEntry<'contributions'>; level?: HeadingLevel }) {
  const { t, lang } = useI18n();
  const { data, slug } = contribution;
  return (
    <Card css={wide}>
      <div css={top}>
        <StatusBadge status={data.status} id={`status-${slug}`} />
      </div>
      <Heading level={level} css={cardTitle}>{data.title}</Heading>
      <a css={repo} href={`https://github.com/${data.repository}`}>{data.repository}</a>
      <p css={description}>{data.description}</p>
      <p css={commits}>
        <GitCommitHorizontal css={commitIcon} aria-hidden="true" focusable="false" />
        <span><strong>{data.commits.toLocaleString(lang)}</strong> {t('contributions.commits')}</span>
      </p>
      <FeatureList items={data.features} css={features} />
      <TechList technologies={data.technologies} />
    </Card>
  );
}
