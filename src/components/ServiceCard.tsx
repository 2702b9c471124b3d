import { css } from '@emotion/react';
import { ArrowRight } from 'lucide-react';
import type { LoadedEntry } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, media, radius, text } from '../theme/tokens.ts';
import { Card, cardTitle } from './Card.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { ServiceIcon } from './ServiceIcon.tsx';
import { TechList } from './TechList.tsx';

const icon = css({
  width: '2.75rem', height: '2.75rem', padding: '0.625rem', borderRadius: radius.md,
  background: color.accentSoft, color: color.accentText,
});
const description = css({ color: color.muted });
// In a grid of short cards, the description takes the slack so the tags line up at the bottom.
const grow = css({ flexGrow: 1 });
const body = css({ color: color.text, fontSize: text.sm, 'p + p': { marginTop: '0.75em' }, a: { position: 'relative', zIndex: 1 } });
// The title links to the service's page, and its hit area covers the whole card.
const linked = css({ position: 'relative', '&:hover': { borderColor: color.accent } });
const titleLink = css({
  color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' },
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
  svg: { display: 'inline-block', width: '1em', height: '1em', marginLeft: '0.3em', verticalAlign: '-0.15em', color: color.accent },
  [media.motion]: { svg: { transition: 'transform 150ms ease' }, '&:hover svg': { transform: 'translateX(0.2em)' } },
});

export function ServiceCard({ service, level, withBody = false }: { service: LoadedEntry<'services'>; level: HeadingLevel; withBody?: boolean }) {
  const { link } = useI18n();
  const { data, Body } = service;
  return (
    <Card id={service.slug} css={linked}>
      <ServiceIcon name={data.icon} css={icon} />
      <Heading level={level} css={cardTitle}><a css={titleLink} href={link(`/services/${service.slug}`)}>{data.title}<ArrowRight aria-hidden="true" focusable="false" /></a></Heading>
      <p css={[description, !withBody && grow]}>{data.description}</p>
      {withBody && <div css={[body, grow]}><Body /></div>}
      <TechList technologies={data.technologies} />
    </Card>
  );
}
