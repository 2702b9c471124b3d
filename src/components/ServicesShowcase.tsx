import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { getEntries } from '../content/index.ts';
import { mainTechnology } from '../content/related.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, label, media, radius, space, text } from '../theme/tokens.ts';
import { cardTitle } from './Card.tsx';
import { eyebrowAdds } from './eyebrow.ts';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { FeatureList } from './FeatureList.tsx';
import { LogLanes } from './LogLanes.tsx';
import { TechList } from './TechList.tsx';

/** How many services the home page sets large: the first in the services' order, what we are known for. */
export const leadServices = 2;

// A large card has five rows (topic, title, description, problems, technologies), four in brief
// (no problems); side by side, each row lines up with its neighbour's (subgrid).
const rows = (n: number) => ({
  lead: css({
    listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.lg,
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gridTemplateRows: `repeat(${n}, auto)` },
  }),
  leadItem: css({ [media.md]: { display: 'grid', gridRow: `span ${n}`, gridTemplateRows: 'subgrid' } }),
  big: css({
    position: 'relative', display: 'grid', gap: space.md, alignContent: 'start', height: '100%',
    padding: `clamp(${space.lg}, 3vw, ${space.xxl})`, borderRadius: radius.lg, background: color.surfaceRaised, border: `1px solid ${color.border}`,
    [media.md]: { gridRow: `span ${n}`, gridTemplateRows: 'subgrid' },
    '&:hover': { borderColor: color.borderStrong },
  }),
});
const full = rows(5);
const short = rows(4);
const topic = css({ ...label, color: color.accentText, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space.md });
const lanes = css({ width: '7rem', color: color.text, flex: 'none' });
const bigTitle = css({ fontSize: text.xl });
// The title's link covers the whole card.
const titleLink = css({
  color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' },
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
  svg: { display: 'inline-block', width: '0.9em', height: '0.9em', marginLeft: '0.3em', verticalAlign: '-0.1em', color: color.accentText },
});
const description = css({ color: color.muted });
const bigSummary = css({ color: color.muted, fontSize: text.lg });
const problemsLabel = css({ ...label, color: color.muted, marginBottom: space.sm });
const rest = css({
  listStyle: 'none', padding: 0, margin: `${space.lg} 0 0`, display: 'grid', gap: 0,
  borderTop: `1px solid ${color.border}`,
  [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: space.lg },
  [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});
const compact = css({
  position: 'relative', display: 'grid', gap: space.xs, alignContent: 'start', height: '100%', padding: `${space.md} 0 ${space.lg}`,
  borderBottom: `1px solid ${color.border}`,
  'h2, h3': { fontSize: text.lg },
  p: { color: color.muted },
});
const techLabel = css({ ...label, color: color.accentText });

/**
 * The services with a hierarchy (the home page and /services): the first two large, the others
 * compact, every one a link to its page. On /services each has its description, the large ones the
 * problems we are called in for; `brief` (the home page) gives each its one-line summary instead,
 * so the home page does not repeat /services word for word.
 */
export function ServicesShowcase({ level = 3, brief = false }: { level?: HeadingLevel; brief?: boolean }) {
  const { t, link, lang } = useI18n();
  const services = getEntries('services', lang);
  const [first, others] = [services.slice(0, leadServices), services.slice(leadServices)];
  const { lead, leadItem, big } = brief ? short : full;
  return (
    <>
      <ul css={lead}>
        {first.map(({ slug, data }, i) => (
          <li key={slug} css={leadItem}>
            <article css={big} id={slug}>
              <p css={topic}>
                <span>{eyebrowAdds(mainTechnology(data), data.title) && mainTechnology(data)}</span>
                <LogLanes css={lanes} cells={6} lanes={i === 0 ? [{ written: 6, read: 4 }, { written: 5, read: 5 }] : [{ written: 6, read: 2 }, { written: 6, read: 5 }]} />
              </p>
              <Heading level={level} css={[cardTitle, bigTitle]}><a css={titleLink} href={link(`/services/${slug}`)}>{data.title}<ArrowRight aria-hidden="true" focusable="false" /></a></Heading>
              {brief ? <p css={bigSummary}>{data.summary}</p> : (
                <>
                  <p css={description}>{data.description}</p>
                  <div>
                    <p css={problemsLabel}>{t('service.problemsTitle')}</p>
                    <FeatureList items={data.problems.slice(0, 3)} />
                  </div>
                </>
              )}
              <TechList technologies={data.technologies} />
            </article>
          </li>
        ))}
      </ul>
      <ul css={rest}>
        {others.map(({ slug, data }) => (
          <li key={slug}>
            <article css={compact} id={slug}>
              {eyebrowAdds(mainTechnology(data), data.title) && <p css={techLabel}>{mainTechnology(data)}</p>}
              <Heading level={level}><a css={titleLink} href={link(`/services/${slug}`)}>{data.title}<ArrowRight aria-hidden="true" focusable="false" /></a></Heading>
              <p>{brief ? data.summary : data.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
