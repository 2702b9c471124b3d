import { css } from '@emotion/react';
import type { LoadedEntry } from '../content/index.ts';
import { color, radius, text } from '../theme/tokens.ts';
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
const body = css({ color: color.text, fontSize: text.sm, 'p + p': { marginTop: '0.75em' } });

export function ServiceCard({ service, level, withBody = false }: { service: LoadedEntry<'services'>; level: HeadingLevel; withBody?: boolean }) {
  const { data, Body } = service;
  return (
    <Card id={service.slug}>
      <ServiceIcon name={data.icon} css={icon} />
      <Heading level={level} css={cardTitle}>{data.title}</Heading>
      <p css={[description, !withBody && grow]}>{data.description}</p>
      {withBody && <div css={[body, grow]}><Body /></div>}
      <TechList technologies={data.technologies} />
    </Card>
  );
}
