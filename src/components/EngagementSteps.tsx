import { css } from '@emotion/react';
import { getEntries, getEntry, settings } from '../content/index.ts';
import { entryOfferSlug, spanText, teamSpan } from '../content/engagement.ts';
import { engagementModels } from '../content/schemas.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, media, radius, space, text } from '../theme/tokens.ts';
import { cardStyle, cardTitle } from './Card.tsx';
import { FeatureList } from './FeatureList.tsx';
import { Price } from './Price.tsx';

const steps = css({
  listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.lg, counterReset: 'step',
  [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});
const step = css(cardStyle, {
  counterIncrement: 'step',
  '&::before': {
    content: 'counter(step)', display: 'grid', placeItems: 'center', width: '2rem', height: '2rem', borderRadius: radius.pill,
    background: color.accentSoft, color: color.accentText, fontWeight: 750,
  },
  p: { color: color.muted },
});
const models = css({ display: 'grid', gap: space.sm, margin: 0, dt: { fontWeight: 700 }, dd: { margin: 0, color: color.muted } });
const small = css({ fontSize: text.sm });
// The figure in the text's colour, above the step's muted prose.
const price = css({ fontSize: text.lg, '&&': { color: color.text } });

/**
 * How an engagement is priced and shaped, in the order it happens: the Architecture Review (its
 * duration, price and what it includes come from its own entry), project work at a fixed scope or
 * by the day (the day rate from settings.json), and support after handover (its retainer from
 * settings.json too). The usual team is the range of the services' own teams.
 */
export function EngagementSteps() {
  const { t, lang } = useI18n();
  const review = getEntry('consultation-types', lang, entryOfferSlug);
  const team = teamSpan(getEntries('services', lang));
  return (
    <ol css={steps}>
      {review && (
        <li css={step}>
          <h3 css={cardTitle}>{review.data.title}</h3>
          <p css={price}><Price price={review.data.price} /></p>
          <p>{t('engagement.review', { duration: review.data.duration })}</p>
          <FeatureList items={review.data.features} />
        </li>
      )}
      <li css={step}>
        <h3 css={cardTitle}>{t('engagement.projectTitle')}</h3>
        <p>{t('engagement.project')}</p>
        <dl css={[models, small]}>
          {engagementModels.map((model) => (
            <div key={model} id={model}>
              <dt>{t(`engagement.${model}`)}</dt>
              <dd>
                {t(`engagement.${model}.when`)}
                {model === 'time-and-materials' && <Price price={settings.offer.dayRate} unit="engineerDay" />}
              </dd>
            </div>
          ))}
        </dl>
        {team && <p>{t('engagement.team', { range: spanText(team, lang), from: team.from, to: team.to })}</p>}
      </li>
      <li css={step}>
        <h3 css={cardTitle}>{t('engagement.supportTitle')}</h3>
        <p css={price}><Price price={settings.offer.support.price} unit="month" /></p>
        {settings.offer.support.price && <p>{t('engagement.supportRetainer', { days: settings.offer.support.engineerDays })}</p>}
        <p>{t('engagement.support')}</p>
      </li>
    </ol>
  );
}
