import { getEntry, settings } from '../content/index.ts';
import { entryOfferSlug, typeAnchor } from '../content/engagement.ts';
import type { engagementModels } from '../content/schemas.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { usePageUrls } from './usePageUrls.ts';
import { engagementOffers } from '../seo/offers.ts';
import type { JsonLd } from '../seo/structuredData.ts';

/**
 * The engagement's priced offers in the page's language, for the JSON-LD of /about (every step)
 * and of each service (its own models): one source, so /services and a service's page agree.
 */
export function useEngagementOffers(): (models?: readonly (typeof engagementModels)[number][]) => JsonLd[] {
  const { t, lang } = useI18n();
  const { urlOf } = usePageUrls();
  const review = getEntry('consultation-types', lang, entryOfferSlug);
  const reviewOffer = review && { title: review.data.title, price: review.data.price, url: `${urlOf('/consultation')}#${typeAnchor(review.slug)}` };
  return (models) => engagementOffers(settings, t, { review: reviewOffer, aboutUrl: urlOf('/about'), models });
}
