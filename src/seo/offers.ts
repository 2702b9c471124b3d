// The offer as schema.org sees it: each priced offer an `Offer` whose `PriceSpecification` says
// the amount, the currency and that VAT is not included; a "from" price is a minPrice, a day
// rate or a monthly retainer a UnitPriceSpecification (UN/CEFACT codes DAY and MON). An offer
// the owner does not price has no priceSpecification: search engines get no number either.
import { priceAmount, type Price, type PriceUnit } from '../i18n/money.ts';
import type { Settings } from '../content/settings.ts';
import type { Translate } from '../i18n/translate.ts';
import type { engagementModels } from '../content/schemas.ts';
import type { JsonLd } from './structuredData.ts';

const unitCodes: Record<Exclude<PriceUnit, 'offer'>, string> = { engineerDay: 'DAY', month: 'MON' };

export function priceSpecification(price: Price, currency: string, unit: PriceUnit = 'offer'): JsonLd {
  const { amount, isFrom } = priceAmount(price);
  return {
    '@type': unit === 'offer' ? 'PriceSpecification' : 'UnitPriceSpecification',
    [isFrom ? 'minPrice' : 'price']: amount,
    priceCurrency: currency,
    valueAddedTaxIncluded: false,
    ...(unit === 'offer' ? {} : { unitCode: unitCodes[unit] }),
  };
}

export interface OfferInput {
  name: string;
  /** The page, and anchor, where the offer is described. */
  url: string;
  description?: string;
  price?: Price;
  unit?: PriceUnit;
}

export function offer(settings: Settings, { name, url, description, price, unit }: OfferInput): JsonLd {
  return {
    '@type': 'Offer',
    name,
    url,
    ...(description ? { description } : {}),
    ...(price ? { priceSpecification: priceSpecification(price, settings.offer.currency, unit) } : {}),
  };
}

/** A list of offers under one name: the consultations on /consultation, the engagement's steps on /about. */
export function offerCatalog(name: string, url: string, offers: readonly JsonLd[]): JsonLd {
  return { '@type': 'OfferCatalog', name, url, itemListElement: offers };
}

type Model = (typeof engagementModels)[number];

/**
 * The priced steps of an engagement, as /about describes them: the Architecture Review, time
 * and materials at the day rate (only for work that is priced so, when `models` is given) and
 * support after handover. A service page offers the same, for its own models.
 */
export function engagementOffers(
  settings: Settings,
  t: Translate,
  { review, aboutUrl, models }: { review?: { title: string; price?: Price; url: string }; aboutUrl: string; models?: readonly Model[] },
): JsonLd[] {
  const { dayRate, support } = settings.offer;
  return [
    ...(review ? [offer(settings, { name: review.title, url: review.url, price: review.price })] : []),
    ...(!models || models.includes('time-and-materials')
      ? [offer(settings, { name: t('engagement.time-and-materials'), url: `${aboutUrl}#time-and-materials`, price: dayRate, unit: 'engineerDay' })]
      : []),
    offer(settings, {
      name: t('engagement.supportTitle'),
      url: `${aboutUrl}#engagement`,
      description: t('engagement.supportRetainer', { days: support.engineerDays }),
      price: support.price,
      unit: 'month',
    }),
  ];
}
