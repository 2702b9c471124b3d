// Reads a consultation e-mail body back into the form's fields, as the consultancy's inbox does.
import { expect } from 'vitest';

/** Splits a body back into its fields: five one-line fields, then the challenge to the end. */
export function fieldsOf(body: string) {
  const lines = body.split('\r\n');
  const labels = ['Name: ', 'Email: ', 'Company: ', 'Consultation Type: ', 'Current Technology Stack: '];
  const single = labels.map((label, i) => {
    expect(lines[i]!.startsWith(label)).toBe(true);
    return lines[i]!.slice(label.length);
  });
  const rest = lines.slice(5).join('\r\n');
  expect(rest.startsWith('Primary Challenge: ')).toBe(true);
  const [name, email, company, consultationType, currentStack] = single as [string, string, string, string, string];
  return { name, email, company, consultationType, currentStack, challenge: rest.slice('Primary Challenge: '.length) };
}
