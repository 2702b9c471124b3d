// The same message as the mailto: link, for visitors whose browser has no mail app to open
// (most webmail users on a desktop): Gmail's and Outlook.com's compose pages read the
// recipient, subject and body from their URL. Pure, like mailto.ts.
import type { ComposedMail } from './mailto.ts';

export interface Webmail {
  /** The service's name, as its users know it (not translated). */
  name: string;
  url: string;
}

// encodeURIComponent, as for the mailto: link: spaces are %20 and a "+" typed is %2B, so the
// services' form decoding ("+" means space) gives back exactly the text.
const q = encodeURIComponent;

export function gmailUrl({ to, subject, linkBody }: ComposedMail): string {
  return `https://mail.google.com/mail/?view=cm&to=${q(to)}&su=${q(subject)}&body=${q(linkBody)}`;
}

export function outlookUrl({ to, subject, linkBody }: ComposedMail): string {
  return `https://outlook.live.com/mail/0/deeplink/compose?to=${q(to)}&subject=${q(subject)}&body=${q(linkBody)}`;
}

export function webmails(mail: ComposedMail): Webmail[] {
  return [
    { name: 'Gmail', url: gmailUrl(mail) },
    { name: 'Outlook.com', url: outlookUrl(mail) },
  ];
}
