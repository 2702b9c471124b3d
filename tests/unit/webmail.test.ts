// The webmail links carry exactly what the mailto: link carries: same recipient, subject and body.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeMail } from '../../src/islands/consultation/mailto.ts';
import { gmailUrl, outlookUrl, webmails } from '../../src/islands/consultation/webmail.ts';
import { anyRequest, notice, sampleRequest as request, to } from './helpers/consultation-requests.ts';
import { fieldsOf } from './helpers/mail-fields.ts';

/** What the compose page reads from its URL: host, path, and the decoded query fields in order. */
function read(url: string) {
  const parsed = new URL(url);
  return { where: `${parsed.origin}${parsed.pathname}`, keys: [...parsed.searchParams.keys()], fields: Object.fromEntries(parsed.searchParams) };
}

/** The recipient, subject and body a mailto: URL carries, decoded as a mail client does (RFC 6068). */
function mailtoFields(url: string) {
  const [address, query] = url.slice('mailto:'.length).split('?') as [string, string];
  const headers = Object.fromEntries(query.split('&').map((pair) => [pair.slice(0, pair.indexOf('=')), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))]));
  return { to: decodeURIComponent(address), subject: headers.subject, body: headers.body };
}

describe('webmail links', () => {
  it('open Gmail’s compose page with to, su and body', () => {
    const mail = composeMail(to, request, notice);
    const { where, keys, fields } = read(gmailUrl(mail));
    expect(where).toBe('https://mail.google.com/mail/');
    expect(keys).toEqual(['view', 'to', 'su', 'body']);
    expect(fields).toEqual({ view: 'cm', to, su: 'Consultation Request - Technical Deep Dive', body: mail.body });
    expect(gmailUrl(mail)).toContain('zoe%2Bleads%40example.com');
  });

  it('open Outlook.com’s compose deep link with to, subject and body', () => {
    const mail = composeMail(to, request, notice);
    const { where, keys, fields } = read(outlookUrl(mail));
    expect(where).toBe('https://outlook.live.com/mail/0/deeplink/compose');
    expect(keys).toEqual(['to', 'subject', 'body']);
    expect(fields).toEqual({ to, subject: 'Consultation Request - Technical Deep Dive', body: mail.body });
  });

  it('carry the paste notice, like the mailto: link, when the message is too long for a link', () => {
    const mail = composeMail(to, { ...request, challenge: 'Lag. '.repeat(600) }, notice);
    expect(mail.fitsInUrl).toBe(false);
    for (const { url } of webmails(mail)) expect(Object.values(read(url).fields)).toContain('The full message follows from the website.\r\n\r\n');
  });
});

// A lone half of a surrogate pair too: it cannot travel in a URL, and must not break the link.
const requests = anyRequest(['su=', '\uD800']);

describe('for any input (property-based)', () => {
  it('each webmail link decodes to the same recipient, subject and body as the mailto: link, and to nothing else', () => {
    fc.assert(
      fc.property(requests, (req) => {
        const mail = composeMail(to, req, notice);
        const expected = mailtoFields(mail.url);
        expect(expected.body).toBe(mail.fitsInUrl ? mail.body : mail.linkBody);
        const gmail = read(gmailUrl(mail));
        expect(gmail.keys).toEqual(['view', 'to', 'su', 'body']);
        expect({ to: gmail.fields.to, subject: gmail.fields.su, body: gmail.fields.body }).toEqual(expected);
        const outlook = read(outlookUrl(mail));
        expect(outlook.keys).toEqual(['to', 'subject', 'body']);
        expect(outlook.fields).toEqual(expected);
        // And so to the form's own fields, whenever the message fits in a link.
        // (A lone half of a surrogate pair cannot travel in a URL: it arrives as U+FFFD.)
        const sent = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
        const typed = Object.fromEntries(Object.entries({ ...req, challenge: req.challenge.replace(/\r\n|\r|\n/g, '\r\n') }).map(([k, v]) => [k, sent(v)]));
        if (mail.fitsInUrl) expect(fieldsOf(gmail.fields.body!)).toEqual(typed);
      }),
      { numRuns: 400 },
    );
  });
});
