import { css } from '@emotion/react';
import Clock from 'lucide-react/icons/clock';
import { typeAnchor } from '../content/engagement.ts';
import type { LoadedEntry } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, label, radius, space, text } from '../theme/tokens.ts';
import { ArrowLabel } from './ArrowLabel.tsx';
import { cardTitle } from './Card.tsx';
import { consultationPath } from './consultationLink.ts';
import { FeatureList } from './FeatureList.tsx';
import { Price } from './Price.tsx';
import { Tooltip } from './Tooltip.tsx';

// A card that chooses the form's type: the form's island marks the chosen one (data-chosen).
const card = css({
  position: 'relative', display: 'grid', gap: space.sm, alignContent: 'start', padding: space.lg, borderRadius: radius.lg,
  background: color.surfaceRaised, border: `1px solid ${color.border}`,
  '&:hover': { borderColor: color.borderStrong },
  '&[data-chosen]': { borderColor: color.accent, boxShadow: `inset 0 0 0 1px ${color.accent}` },
});
const top = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });
const kicker = css({ ...label, color: color.accentText });
const duration = css({ display: 'inline-flex', alignItems: 'center', gap: space.xs, fontFamily: font.mono, fontSize: text.sm, svg: { width: '1rem', height: '1rem' } });
const description = css({ color: color.muted });
const price = css({ fontSize: text.lg });
const choose = css({
  display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem', fontWeight: 650,
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
  '[data-chosen] &': { color: color.text },
});

/**
 * A consultation type: what it takes, what it costs, what it is, what it leaves you (the review, `full`) and
 * the link that chooses it on the form (with JavaScript without leaving the page; without, the
 * select does the same).
 */
export function ConsultationTypeCard({ type, full = false, kickerText }: { type: LoadedEntry<'consultation-types'>; full?: boolean; kickerText?: string }) {
  const { t, link } = useI18n();
  const { data, slug } = type;
  return (
    <article css={card} data-type-card={slug} id={typeAnchor(slug)}>
      <div css={top}>
        {kickerText && <p css={kicker}>{kickerText}</p>}
        {/* The tooltip explains the duration without repeating it: a screen reader hears the label, then the description. */}
        <Tooltip id={`duration-${slug}`} content={t('consultation.durationExplained')}>
          <span css={duration}>
            <Clock aria-hidden="true" focusable="false" />
            <span><span className="visually-hidden">{t('consultation.duration')}: </span>{data.duration}</span>
          </span>
        </Tooltip>
      </div>
      <h3 css={cardTitle}>{data.title}</h3>
      <p css={price}><span className="visually-hidden">{t('consultation.price')}: </span><Price price={data.price} /></p>
      <p css={description}>{data.description}</p>
      {full && <FeatureList items={data.features} />}
      <a css={choose} href={link(consultationPath({ type: slug }))} data-choose-type={slug}>
        <ArrowLabel>{t('consultation.choose', { type: data.title })}</ArrowLabel>
      </a>
    </article>
  );
}
