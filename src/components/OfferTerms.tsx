import { css } from '@emotion/react';
import { settings } from '../content/index.ts';
import type { engagementModels } from '../content/schemas.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { pricePhrase } from '../i18n/money.ts';
import { space } from '../theme/tokens.ts';

const block = css({ display: 'block', '& + &': { marginTop: space.xs } });

/**
 * A service's ways of pricing its work, each with its terms: time and materials at the day rate
 * (settings.json, offer.dayRate), fixed scope at a price quoted after the review.
 */
export function ModelTerms({ models }: { models: readonly (typeof engagementModels)[number][] }) {
  const { t, lang } = useI18n();
  const { dayRate, currency } = settings.offer;
  const terms = {
    'fixed-scope': t('engagement.fixed-scope.short'),
    'time-and-materials': dayRate
      ? t('engagement.time-and-materials.short', { price: pricePhrase(dayRate, currency, lang, t, 'engineerDay').text })
      : t('engagement.time-and-materials.quoted'),
  };
  const lines = models.map((model) => <span key={model} css={block}>{t(`engagement.${model}`)}: {terms[model]}</span>);
  // A service that offers one model says why, since /about says the model fits the work.
  const [only] = models;
  if (models.length !== 1 || !only) return lines;
  return [...lines, <span key="why" css={block}>{t(only === 'fixed-scope' ? 'engagement.fixed-scope.why' : 'engagement.time-and-materials.why')}</span>];
}

/** Support after handover in one line: the smallest retainer's price and days, or that one is agreed. */
export function SupportTerms() {
  const { t, lang } = useI18n();
  const { support, currency } = settings.offer;
  if (!support.price) return <>{t('engagement.supportShort')}</>;
  return <>{t('engagement.supportShortPrice', { price: pricePhrase(support.price, currency, lang, t, 'month').text, days: support.engineerDays })}</>;
}
