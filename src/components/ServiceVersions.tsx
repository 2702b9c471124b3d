import { css } from '@emotion/react';
import { Fragment } from 'react';
import type { Frontmatter } from '../content/schemas.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, space, text } from '../theme/tokens.ts';
import { factList } from './factList.ts';

type Versions = NonNullable<Frontmatter<'services'>['versions']>;

// The heading then its list, in the rhythm of the sections around it (ServiceSections' part).
const block = css({ '& > * + *': { marginTop: space.md } });
// A version is a figure, so it is set in the mono face of the site's figures, as written: "Kafka
// 4.2.1" in small capitals would read as a label, not as the release a team looks up.
const list = [factList, css({ dt: { fontFamily: font.mono, fontSize: text.sm, fontWeight: 500, textTransform: 'none', letterSpacing: 0, color: color.text, paddingTop: '0.1rem' } })];

/**
 * The releases that decide a service's work, under What we do: each version and what changes
 * there, said once, so the list above it reads as actions rather than release notes.
 */
export function ServiceVersions({ versions }: { versions: Versions }) {
  const { t } = useI18n();
  return (
    <div id="versions" css={block}>
      <h3 id="versions-title">{t('service.versionsTitle')}</h3>
      <dl css={list}>
        {versions.map(({ version, note }, i) => (
          <Fragment key={`${i}-${version}`}>
            <dt>{version}</dt>
            <dd>{note}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
