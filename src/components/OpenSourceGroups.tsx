import { css } from '@emotion/react';
import { getEntries } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, space, text } from '../theme/tokens.ts';
import { Card, cardGrid, cardTitle } from './Card.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const grid = cardGrid('17rem');
const description = css({ color: color.muted });
const projectsLabel = css({ fontSize: text.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', color: color.muted, marginTop: 'auto' });
const projects = css({ paddingLeft: '1.1rem', display: 'grid', gap: space.xs, 'li::marker': { color: color.accent } });

export function OpenSourceGroups({ level }: { level: HeadingLevel }) {
  const { t, lang } = useI18n();
  return (
    <ul css={grid}>
      {getEntries('open-source', lang).map(({ slug, data }) => (
        <li key={slug}>
          <Card>
            <div><StatusBadge status={data.status} id={`status-${slug}`} /></div>
            <Heading level={level} css={cardTitle}>{data.title}</Heading>
            <p css={description}>{data.description}</p>
            <p css={projectsLabel}>{t('openSource.projects')}</p>
            <ul css={projects}>
              {data.projects.map((project) => <li key={project}>{project}</li>)}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
