// The consultation requests the mail tests compose: one fixed example, and any request a
// visitor could type (property-based), for the mailto: and the webmail links alike.
import fc from 'fast-check';
import type { ConsultationRequest } from '../../../src/islands/consultation/mailto.ts';

export const to = 'hello@correnti.example';
export const notice = 'The full message follows from the website.\n\n';

export const sampleRequest: ConsultationRequest = {
  name: 'Zoë Àlvarez',
  email: 'zoe+leads@example.com',
  company: 'Acme & Figli S.r.l.',
  consultationType: 'Technical Deep Dive',
  currentStack: 'Kafka 3.7 + Flink; 50% on-prem',
  challenge: 'Consumer lag grows at peak?\nSecond line #2 = hard',
};

/**
 * Any request: values an <input> can hold (no line breaks) and a <textarea> can hold (anything,
 * long ones too), rich in what URLs and mail headers treat specially, plus `extraUnits`.
 */
export function anyRequest(extraUnits: readonly string[] = []) {
  const anyText = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.string({ unit: fc.constantFrom('&', '?', '#', '%', '+', '=', ';', '"', "'", '<', '>', ' ', '\n', '\r\n', 'é', '💥', 'cc=x@evil', 'bcc:', 'body=', ...extraUnits), maxLength: 40 }),
  );
  const oneLine = anyText.map((s) => s.replace(/\r\n|\r|\n/g, ' '));
  return fc.record({
    name: oneLine,
    email: oneLine,
    company: oneLine,
    consultationType: fc.constantFrom('Architecture Review', 'Technical Deep Dive', 'Strategic Planning', 'Other'),
    currentStack: oneLine,
    challenge: fc.oneof(anyText, fc.string({ unit: 'grapheme', minLength: 500, maxLength: 3000 })),
  });
}
