import { css } from '@emotion/react';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { commitSearchUrl, repositoryUrl } from '../content/github.ts';
import type { LoadedEntry } from '../content/index.ts';
import { languageName } from '../content/people.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { andList } from '../i18n/lists.ts';
import { color, space, text } from '../theme/tokens.ts';
import { Card, cardTitle } from './Card.tsx';
import { mdxComponents } from './mdxComponents.tsx';
import { PersonLeads } from './PersonLeads.tsx';
import { Portrait } from './Portrait.tsx';

const top = css({ display: 'flex', alignItems: 'center', gap: space.md });
const role = css({ color: color.muted, fontSize: text.sm });
const facts = css({
  // One label column in every card (wider only if a label needs it), so the values start at one x.
  display: 'grid', gridTemplateColumns: 'minmax(max-content, 7.5rem) minmax(0, 1fr)', gap: `${space.xs} ${space.md}`, margin: 0, fontSize: text.sm,
  dt: { color: color.muted },
  dd: { margin: 0 },
  'dd ul': { listStyle: 'none', padding: 0, display: 'grid', gap: space.xs },
});
const bio = css({ color: color.text, 'p + p': { marginTop: space.sm } });
const external = css({ display: 'inline-flex', alignItems: 'center', gap: '0.125rem', fontWeight: 600, fontSize: text.sm, minHeight: '2.75rem', marginTop: 'auto', svg: { width: '1rem', height: '1rem' } });

/** One of our engineers on /about: who, which services they lead, where from, which languages, which open-source roles, and a short bio. */
export function PersonCard({ person }: { person: LoadedEntry<'people'> }) {
  const { t, lang } = useI18n();
  const { data, slug, Body } = person;
  const and = andList(lang);
  return (
    <Card id={slug}>
      <div css={top}>
        <Portrait person={person} size={4.5} />
        <div>
          <h3 css={cardTitle}>{data.name}</h3>
          <p css={role}>{data.role}</p>
        </div>
      </div>
      <dl css={facts}>
        <PersonLeads slug={slug} />
        <dt>{t('people.location')}</dt>
        <dd>{data.location}</dd>
        <dt>{t('people.languages')}</dt>
        <dd>{and.format(data.languages.map((code) => languageName(code, lang)))}</dd>
        {data.projects && data.projects.length > 0 && (
          <>
            <dt>{t('people.projects')}</dt>
            <dd>
              <ul>
                {data.projects.map((p) => {
                  // A role is checked where the project lists it, or else in the person's commits there.
                  const check = p.listedAt ?? (data.github ? commitSearchUrl(p.repository, data.github) : undefined);
                  // The link names the repository it opens: a committer on Apache Camel may work in a subproject's.
                  const repoName = p.repository.split('/').pop()!;
                  const sameName = repoName.toLowerCase() === p.project.toLowerCase().replace(/^apache\s+/, '').replace(/\s+/g, '-');
                  return (
                    <li key={p.repository}>
                      {t(`people.role.${p.role}`)}, {sameName ? <a href={repositoryUrl(p.repository)}>{p.project}</a> : <>{p.project} (<a href={repositoryUrl(p.repository)}>{repoName}</a>)</>}
                      {check && <> · <a href={check}>{p.listedAt ? t('people.listedAt') : t('people.commits', { login: data.github! })}</a></>}
                    </li>
                  );
                })}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <div css={bio}>
        <Body components={mdxComponents(t)} />
      </div>
      {data.github && (
        <a css={external} href={`https://github.com/${data.github}`}>
          {t('people.github', { login: data.github })}
          <ArrowUpRight aria-hidden="true" focusable="false" />
        </a>
      )}
    </Card>
  );
}
