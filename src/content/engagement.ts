// How an engagement is shaped, as the service pages and /about both show it: the Architecture
// Review first, then project work whose length and team each service states, then support.
import { pluralRules } from '../i18n/intl.ts';

/** The consultation type every engagement starts with (content/<lang>/consultation-types/<slug>.mdx). */
export const entryOfferSlug = 'architecture-review';

/** A consultation type's card on /consultation: the review's is #review (the hero links there), each other type's its slug. */
export const typeAnchor = (slug: string) => (slug === entryOfferSlug ? 'review' : slug);

export interface Span {
  from: number;
  to: number;
}

/** "2–3", or "2" when both ends agree: the house style writes ranges with an en dash. */
export const spanText = ({ from, to }: Span, lang: string) =>
  from === to ? from.toLocaleString(lang) : `${from.toLocaleString(lang)}–${to.toLocaleString(lang)}`;

/** The team sizes of all services as one range: what /about says a team usually is. */
export function teamSpan(services: readonly { data: { engagement: { engineers: Span } } }[]): Span | undefined {
  if (services.length === 0) return undefined;
  const teams = services.map((s) => s.data.engagement.engineers);
  return { from: Math.min(...teams.map((t) => t.from)), to: Math.max(...teams.map((t) => t.to)) };
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "6–12 weeks", "3–9 mesi": a service's usual length in the page's language. */
export function lengthText(t: Translate, lang: string, length: Span & { unit: 'weeks' | 'months' }): string {
  const form = pluralRules(lang).select(length.to) === 'one' ? 'one' : 'other';
  return t(`engagement.${length.unit}.${form}`, { range: spanText(length, lang) });
}

/** "within 4 working hours", "entro 4 ore lavorative": how soon a support retainer answers a production incident. */
export function incidentResponseText(t: Translate, lang: string, hours: number): string {
  const form = pluralRules(lang).select(hours) === 'one' ? 'one' : 'other';
  return t(`engagement.incidentResponse.${form}`, { hours: hours.toLocaleString(lang) });
}

/** Working days in a week of work, and in a month (52 weeks over 12 months). */
const workingDays = { weeks: 5, months: (5 * 52) / 12 } as const;

/**
 * What a service usually costs at the day rate: its smallest team for its shortest usual length,
 * up to its largest team for its longest, full time, rounded to the thousand. Derived from the data
 * the page already shows, so it cannot drift from the day rate, the team or the length.
 */
export function budgetSpan(dayRate: number, engineers: Span, length: Span & { unit: 'weeks' | 'months' }): Span {
  const cost = (people: number, span: number) => Math.round((dayRate * people * span * workingDays[length.unit]) / 1000) * 1000;
  return { from: cost(engineers.from, length.from), to: cost(engineers.to, length.to) };
}
