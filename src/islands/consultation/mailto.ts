// Builds the e-mail a consultation request becomes. Pure: no DOM, no i18n (the consultancy's
// inbox filters on these English words, whatever the visitor's language).

export interface ConsultationRequest {
  name: string;
  email: string;
  company: string;
  /** The English label of the chosen type, e.g. "Architecture Review". */
  consultationType: string;
  currentStack: string;
  challenge: string;
}

export const bodyLabels: readonly (readonly [keyof ConsultationRequest, string])[] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['company', 'Company'],
  ['consultationType', 'Consultation Type'],
  ['currentStack', 'Current Technology Stack'],
  ['challenge', 'Primary Challenge'],
];

/** Longest mailto: URL we hand to the browser; some mail clients cut longer ones silently. */
export const maxMailtoLength = 1800;

const CRLF = '\r\n';

/** Lone UTF-16 surrogates cannot be encoded (encodeURIComponent throws): make them U+FFFD. */
function wellFormed(value: string): string {
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** One-line fields never carry a line break (an <input> cannot hold one anyway). */
function oneLine(value: string): string {
  return wellFormed(value).replace(/\r\n|\r|\n/g, ' ');
}

/** Line breaks in a mail body are CRLF (RFC 6068 section 5). */
function multiLine(value: string): string {
  return wellFormed(value).replace(/\r\n|\r|\n/g, CRLF);
}

export function composeSubject(request: ConsultationRequest): string {
  return `Consultation Request - ${oneLine(request.consultationType)}`;
}

/** The message body: one "Label: value" line per field, the (multi-line) challenge last. */
export function composeBody(request: ConsultationRequest): string {
  return bodyLabels
    .map(([field, label]) => `${label}: ${field === 'challenge' ? multiLine(request[field]) : oneLine(request[field])}`)
    .join(CRLF);
}

/** RFC 6068 mailto: URL. encodeURIComponent leaves no "&", "=", "?" or "#" that could add a header. */
export function mailtoUrl(to: string, headers: { subject: string; body: string }): string {
  return `mailto:${to}?subject=${encodeURIComponent(headers.subject)}&body=${encodeURIComponent(headers.body)}`;
}

export interface ComposedMail {
  to: string;
  subject: string;
  /** The whole message, always: what the visitor can copy. */
  body: string;
  /** The body a link carries: the whole message when it fits, else the notice asking to paste it. */
  linkBody: string;
  /** What the mail app receives: a mailto: URL with the subject and linkBody. */
  url: string;
  /** False when the message was too long for a mailto: URL and must be pasted by the visitor. */
  fitsInUrl: boolean;
}

/**
 * The mail for a request. When the full URL would exceed maxMailtoLength, the URL carries the
 * subject and `pasteNotice` instead of the body, and the page offers the full text to copy.
 */
export function composeMail(to: string, request: ConsultationRequest, pasteNotice: string): ComposedMail {
  const subject = composeSubject(request);
  const body = composeBody(request);
  const full = mailtoUrl(to, { subject, body });
  if (full.length <= maxMailtoLength) return { to, subject, body, linkBody: body, url: full, fitsInUrl: true };
  const linkBody = multiLine(pasteNotice);
  return { to, subject, body, linkBody, url: mailtoUrl(to, { subject, body: linkBody }), fitsInUrl: false };
}
