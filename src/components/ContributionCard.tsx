import { css } from '@emotion/react';
import { ArrowUpRight, GitCommitHorizontal } from 'lucide-react';
import { commitLinks, repositoryUrl } from '../content/github.ts';
import { settings, type LoadedEntry } from '../content/index.ts';
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
const commits = css({ display: 'flex', alignItems: 'flex-start', gap: space.sm, fontSize: text.sm, strong: { fontSize: text.xl, fontVariantNumeric: 'tabular-nums' } });
// The engineers' logins on a line of their own under the count, each a link to their commits.
const authors = css({ display: 'block', lineHeight: 2 });
const loginLink = css({ fontWeight: 600, whiteSpace: 'nowrap', svg: { display: 'inline-block', verticalAlign: '-0.125em', marginLeft: '0.125rem' } });
// Level with the count's line (text.xl), also when the logins add a second line below.
const icon = css({ width: '1.25rem', height: '1.25rem', flexShrink: 0, color: color.accent, marginTop: '0.6rem' });
const arrow = css({ width: '1rem', height: '1rem', flexShrink: 0 });
// A card as wide as a row (one related contribution on a service's page) lists its features in two columns.
const wide = css({ containerType: 'inline-size' });
const features = css({ '@container (min-width: 44rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: space.xl } });

export function ContributionCard({ contribution, level = 2 }: { contribution: LoadedEntry<'contributions'>; level?: HeadingLevel }) {
  const { t, lang } = useI18n();
  const { data, slug } = contribution;
  const unit = new Intl.PluralRules(lang).select(data.commits) === 'one' ? 'contributions.commit' : 'contributions.commits';
  const links = commitLinks(data.repository, settings.githubLogins);
  return (
    <Card css={wide}>
      <div css={top}>
        <StatusBadge status={data.status} id={`status-${slug}`} />
      </div>
      <Heading level={level} css={cardTitle}>{data.title}</Heading>
      <a css={repo} href={repositoryUrl(data.repository)}>{data.repository}</a>
      <p css={description}>{data.description}</p>
      {/* Each engineer's login links to their commits in the repository, so the count can be checked, not just believed. */}
      <p css={commits}>
        <GitCommitHorizontal css={icon} aria-hidden="true" focusable="false" />
        <span>
          <strong>{data.commits.toLocaleString(lang)}</strong> {t(unit)}
          {links.length > 0 && (
            <>
              {' '}{t('contributions.onGitHub')}{' '}
              <span css={authors}>
                {t('contributions.by')}{' '}
                {new Intl.ListFormat(lang, { type: 'conjunction' }).formatToParts(links.map((l) => l.login)).map((part, i) => {
                  if (part.type === 'literal') return part.value;
                  const link = links.find((l) => l.login === part.value)!;
                  return (
                    <a key={i} css={loginLink} href={link.url}>
                      {link.login}
                      <ArrowUpRight css={arrow} aria-hidden="true" focusable="false" />
                    </a>
                  );
                })}
              </span>
            </>
          )}
        </span>
      </p>
      <FeatureList items={data.features} css={features} />
      <TechList technologies={data.technologies} />
    </Card>
  );
}
