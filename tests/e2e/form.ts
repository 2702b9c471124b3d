import type { Page } from '@playwright/test';

/** The form's code loads as the visitor nears it: scroll there and wait until it is live. */
export async function formReady(page: Page) {
  await page.locator('[data-island="consultation"]').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('[data-island="consultation"]')?.hasAttribute('data-hydrated'));
}

/** A request per language, with what a mail client must receive for it. The option's label carries its price, as Intl writes it (a no-break space before the Italian €). */
export const sampleRequests = {
  en: { name: 'Zoë O’Brien', email: 'zoe@example.com', company: 'Acme & Sons', label: 'Technical Deep Dive · €3,400', english: 'Technical Deep Dive', stack: 'Kafka 3.7 + Flink; 50% on-prem', challenge: 'Lag grows at peak?\nLine two #hash & = done' },
  it: { name: 'Niccolò Brambillà', email: 'niccolo@esempio.it', company: 'Società Àlfa S.p.A.', label: 'Pianificazione strategica · da 7.500\u00a0€', english: 'Strategic Planning', stack: 'Kafka su OpenShift', challenge: 'Perché il consumer lag cresce così tanto?\nÈ urgente: sì, perché…' },
} as const;

/** The body lines the consultancy's inbox expects for a sample request (English labels, English type). */
export function expectedBodyLines(r: (typeof sampleRequests)[keyof typeof sampleRequests]): string[] {
  const [first, ...rest] = r.challenge.split('\n');
  return [`Name: ${r.name}`, `Email: ${r.email}`, `Company: ${r.company}`, `Consultation Type: ${r.english}`, `Current Technology Stack: ${r.stack}`, `Primary Challenge: ${first}`, ...rest];
}
