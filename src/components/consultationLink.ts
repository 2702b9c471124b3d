import { entryOfferSlug } from '../content/engagement.ts';

/** What a call to action fills in on the form: the consultation type (its slug) and the technology. */
export interface Prefill {
  type?: string;
  stack?: string;
}

/**
 * The consultation form's address, with what the page that links to it already knows: the
 * form's island reads `type` and `stack` from the query and fills them in (ConsultationForm.tsx).
 * An Architecture Review by default: the offer every page leads to.
 */
export function consultationPath({ type = entryOfferSlug, stack }: Prefill = {}): string {
  const query = new URLSearchParams({ type, ...(stack ? { stack } : {}) });
  return `/consultation?${query.toString().replace(/\+/g, '%20')}#form`;
}
