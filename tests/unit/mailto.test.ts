import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeBody, composeMail, mailtoUrl, maxMailtoLength, } from '../../src/islands/consultation/mailto.ts';
import { anyRequest, notice, sampleRequest as request, to } from './helpers/consultation-requests.ts';
import { fieldsOf } from './helpers/mail-fields.ts';

/** Reads a mailto: URL back the way a mail client does (RFC 6068). */
function parse(url: string) {
  expect(url.startsWith(`mailto:${to}?`)).toBe(true);
  const query = url.slice(`mailto:${to}?`.length);
  const pairs = query.split('&').map((pair) => {
    const [key, ...rest] = pair.split('=');
    return [key, decodeURIComponent(rest.join('='))] as const;
  });
  return { keys: pairs.map(([key]) => key), headers: Object.fromEntries(pairs) as Record<string, string> };
}

describe('the consultation e-mail', () => {
  it('has the subject and the body lines in the agreed order and words', () => {
    const mail = composeMail(to, request, notice);
    expect(mail.fitsInUrl).toBe(true);
    const { keys, headers } = parse(mail.url);
    expect(keys).toEqual(['subject', 'body']);
    expect(headers.subject).toBe('Consultation Request - Technical Deep Dive');
    expect(headers.body).toBe(
      [
        'Name: Zoë Àlvarez',
        'Email: zoe+leads@example.com',
        'Company: Acme & Figli S.r.l.',
        'Consultation Type: Technical Deep Dive',
        'Current Technology Stack: Kafka 3.7 + Flink; 50% on-prem',
        'Primary Challenge: Consumer lag grows at peak?',
        'Second line #2 = hard',
      ].join('\r\n'),
    );
  });

  it('encodes as RFC 6068 asks: %20 for spaces, %0D%0A for line breaks, UTF-8', () => {
    const { url } = composeMail(to, request, notice);
    expect(url).not.toContain('+');
    expect(url).not.toMatch(/ /);
    expect(url).toContain('Consultation%20Request%20-%20Technical%20Deep%20Dive');
    expect(url).toContain('%0D%0A');
    expect(url).not.toMatch(/%0A(?<!%0D%0A)/);
    expect(url).toContain('Zo%C3%AB');
    expect(url).toContain('%2B%20Flink%3B%2050%25');
  });

  it('turns any line break of the challenge into CRLF and keeps one-line fields on one line', () => {
    const body = composeBody({ ...request, name: 'a\nb', challenge: 'one\rtwo\nthree\r\nfour' });
    expect(body).toContain('Name: a b\r\n');
    expect(body.endsWith('Primary Challenge: one\r\ntwo\r\nthree\r\nfour')).toBe(true);
  });

  it('never truncates: a message too long for a URL keeps its full text for copying', () => {
    const challenge = 'Lag. '.repeat(600);
    const mail = composeMail(to, { ...request, challenge }, notice);
    expect(mail.fitsInUrl).toBe(false);
    expect(mail.url.length).toBeLessThanOrEqual(maxMailtoLength);
    expect(fieldsOf(mail.body).challenge).toBe(challenge);
    const { headers } = parse(mail.url);
    expect(headers.subject).toBe('Consultation Request - Technical Deep Dive');
    expect(headers.body).toBe('The full message follows from the website.\r\n\r\n');
  });

  it('replaces lone surrogates instead of throwing', () => {
    expect(() => mailtoUrl(to, { subject: 'x', body: composeBody({ ...request, challenge: 'bad \uD800 half' }) })).not.toThrow();
  });
});

const requests = anyRequest();

describe('for any input (property-based)', () => {
  it('decoding the URL, or the copy text, gives back exactly the fields', () => {
    fc.assert(
      fc.property(requests, (req) => {
        const mail = composeMail(to, req, notice);
        const { keys, headers } = parse(mail.url);
        expect(keys).toEqual(['subject', 'body']);
        expect(headers.subject).toBe(`Consultation Request - ${req.consultationType}`);
        const expected = { ...req, challenge: req.challenge.replace(/\r\n|\r|\n/g, '\r\n') };
        expect(fieldsOf(mail.body)).toEqual(expected);
        if (mail.fitsInUrl) expect(headers.body).toBe(mail.body);
        else expect(mail.url.length).toBeLessThanOrEqual(maxMailtoLength);
      }),
      { numRuns: 400 },
    );
  });

  it('no input can add a header (cc, bcc, a second body) or a fragment', () => {
    fc.assert(
      fc.property(requests, (req) => {
        const { url } = composeMail(to, req, notice);
        expect(url.split('?')).toHaveLength(2);
        expect(url).not.toContain('#');
        expect(url.match(/&/g)).toHaveLength(1);
        expect(new URL(url).searchParams.getAll('body')).toHaveLength(1);
        expect([...new URL(url).searchParams.keys()]).toEqual(['subject', 'body']);
      }),
      { numRuns: 400 },
    );
  });
});
