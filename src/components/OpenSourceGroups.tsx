import { css } from '@emotion/react';
import { getEntries, settings } from '../content/index.ts';
import { formatMoney } from '../i18n/money.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, label, space } from '../theme/tokens.ts';
import { alignedRows, Card, cardGrid, cardTitle } from './Card.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const grid = cardGrid('17rem');
const description = css({ color: color.muted });
const projectsLabel = css({ ...label, color: color.muted, alignSelf: 'end' });
// Five parts to every card, lined up across the row: status, title, description, label, projects.
const row = alignedRows(5);
// A brief card (the home page's) leaves the description to /open-source, so the two pages do not repeat it.
const briefRow = alignedRows(4);
// The list's row is as tall as the row's tallest list: its items keep their spacing at the top.
const projects = css({ listStyle: 'none', padding: 0, display: 'grid', gap: space.xs, alignContent: 'start', fontFamily: font.mono, fontSize: '0.9375rem', li: { display: 'flex', gap: space.sm, '&::before': { content: '""', flex: 'none', width: '0.5rem', height: '0.5rem', marginTop: '0.6em', borderRadius: '1px', background: color.accent } } });

export function OpenSourceGroups({ level, brief = false }: { level: HeadingLevel; brief?: boolean }) {
  const { t, lang } = useI18n();
  return (
    <ul css={grid}>
      {getEntries('open-source', lang).map(({ slug, data }) => (
        <li key={slug} css={brief ? briefRow : row}>
          <Card>
            <div><StatusBadge status={data.status} id={`status-${slug}`} /></div>
            <Heading level={level} css={cardTitle}>{data.title}</Heading>
            {!brief && <p css={description}>{data.description}{data.status === 'sponsored' && settings.donation && <> {t('openSource.donation', { amount: formatMoney(settings.donation.monthly, settings.offer.currency, lang) })}</>}</p>}
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
