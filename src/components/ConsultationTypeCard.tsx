import { css } from '@emotion/react';
import { Clock } from 'lucide-react';
import type { LoadedEntry } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, text } from '../theme/tokens.ts';
import { Badge } from './Badge.tsx';
import { Card, cardTitle } from './Card.tsx';
import { FeatureList } from './FeatureList.tsx';
import { Price } from './Price.tsx';
import { Tooltip } from './Tooltip.tsx';

const clock = css({ width: '0.95rem', height: '0.95rem' });
const description = css({ color: color.muted });
const price = css({ fontSize: text.lg });

/** A consultation on /consultation: how long it takes, what it costs, what it is for and what it includes. */
export function ConsultationTypeCard({ type }: { type: LoadedEntry<'consultation-types'> }) {
  const { t } = useI18n();
  const { data, slug } = type;
  return (
    <Card id={slug}>
      <div>
        <Tooltip id={`duration-${slug}`} content={t('consultation.durationExplained', { duration: data.duration })}>
          <Badge tone="accent">
            <Clock css={clock} aria-hidden="true" focusable="false" />
            <span><span className="visually-hidden">{t('consultation.duration')}: </span>{data.duration}</span>
          </Badge>
        </Tooltip>
      </div>
      <h3 css={cardTitle}>{data.title}</h3>
      <p css={price}><span className="visually-hidden">{t('consultation.price')}: </span><Price price={data.price} /></p>
      <p css={description}>{data.description}</p>
      <FeatureList items={data.features} />
    </Card>
  );
}
