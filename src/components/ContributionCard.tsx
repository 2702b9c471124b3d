import { css } from '@emotion/react';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { Fragment } from 'react';
import { commitLinks, repositoryUrl } from '../content/github.ts';
import { getEntries, type LoadedEntry } from '../content/index.ts';
import { githubLoginsOn, peopleOn, type ProjectRole } from '../content/people.ts';
import { projectRoles } from '../content/schemas.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { andList } from '../i18n/lists.ts';
import { color, font, space, text } from '../theme/tokens.ts';
import { Card, cardTitle } from './Card.tsx';
import { FeatureList } from './FeatureList.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { TechList } from './TechList.tsx';
import { pluralRules } from '../i18n/intl.ts';

const top = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space.sm, flexWrap: 'wrap' });
// A repository's name breaks after its owner's (the <wbr> after "/"), never inside a word.
const repo = css({ fontFamily: font.mono, fontSize: text.sm, overflowWrap: 'break-word', '& > span': { whiteSpace: 'nowrap' } });
const description = css({ color: color.muted });
const commits = css({ display: 'flex', alignItems: 'flex-start', gap: space.sm, fontSize: text.sm, strong: { fontFamily: font.mono, fontWeight: 500, fontSize: text.xxl, lineHeight: 1.1, letterSpacing: '-0.03em', fontVariantNumeric: 'tabular-nums' } });
// The engineers' logins on a line of their own under the count, each a link to their commits.
const authors = css({ display: 'block', lineHeight: 2 });
const loginLink = css({ fontWeight: 600, whiteSpace: 'nowrap', svg: { display: 'inline-block', verticalAlign: '-0.125em', marginLeft: '0.125rem' } });
const arrow = css({ width: '1rem', height: '1rem', flexShrink: 0 });
// Who holds the role the badge claims: each name links to the person on /about.
const roles = css({ display: 'grid', gap: space.xs, fontSize: text.sm });
const roleLine = css({ a: { fontWeight: 600 } });
// A card as wide as a row (one related contribution on a service's page) lists its features in
// columns. Not by a container query: a container cannot be a subgrid, and the card's rows line up
// with its neighbours' (alignedRows).
const features = css({ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))', columnGap: space.xl });

/** Rows of a contribution card, lined up across a row of cards (alignedRows). */
export const contributionCardRows = 8;

export function ContributionCard({ contribution, level = 2 }: { contribution: LoadedEntry<'contributions'>; level?: HeadingLevel }) {
  const { t, lang, link } = useI18n();
  const { data, slug } = contribution;
  const unit = pluralRules(lang).select(data.commits) === 'one' ? 'contributions.commit' : 'contributions.commits';
  const people = getEntries('people', lang);
  const links = commitLinks(data.repository, githubLoginsOn(data.repository, people));
  const holders = peopleOn(data.repository, people);
  const byRole = projectRoles.map((role): [ProjectRole, typeof holders] => [role, holders.filter((h) => h.role === role)]).filter(([, list]) => list.length > 0);
  const and = andList(lang);
  return (
    <Card>
      <div css={top}>
        {/* A committer is a committer of the project ("Apache Camel committer"); the repository is named under the title. */}
        <StatusBadge status={data.status} id={`status-${slug}`} values={{ project: data.project ?? data.title }} />
      </div>
      <Heading level={level} css={cardTitle}>{data.title}</Heading>
      <a css={repo} href={repositoryUrl(data.repository)}>{data.repository.split('/').map((part, i, parts) => <Fragment key={part}><span>{part}{i < parts.length - 1 && '/'}</span>{i < parts.length - 1 && <wbr />}</Fragment>)}</a>
      <p css={description}>{data.description}</p>
      {/* Always there, empty or not, so the counts below line up across a row of cards. */}
      <div css={roles}>
          {byRole.map(([role, list]) => (
            <p key={role} css={roleLine}>
              <span>
                {t(`people.role.${role}`)}:{' '}
                {and.formatToParts(list.map(({ person }) => person.data.name)).map((part, i) => {
                  if (part.type === 'literal') return <Fragment key={i}>{part.value}</Fragment>;
                  const { person } = list.find((h) => h.person.data.name === part.value)!;
                  return <a key={i} href={link(`/about#${person.slug}`)}>{person.data.name}</a>;
                })}
              </span>
            </p>
          ))}
      </div>
      {/* Each engineer's login links to their commits in the repository, so the count can be checked, not just believed. */}
      <p css={commits}>
        <span>
          <strong>{data.commits.toLocaleString(lang)}</strong> {t(unit)}
          {links.length > 0 && (
            <>
              {' '}{t('contributions.onGitHub')}{' '}
              <span css={authors}>
                {t('contributions.by')}{' '}
                {and.formatToParts(links.map((l) => l.login)).map((part, i) => {
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
