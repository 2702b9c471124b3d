import { z } from 'zod';

const mailbox = z.email('must be an e-mail address');

export const settingsSchema = z.strictObject({
  name: z.string().trim().min(1),
  siteUrl: z.url('must be an absolute URL').regex(/^https?:\/\/[^/]+$/, 'must be an origin without a trailing slash, e.g. https://correnti.example'),
  mailboxes: z.strictObject({
    consultation: mailbox,
    partnerships: mailbox,
    formRecipient: mailbox,
  }),
  copyrightYear: z.number().int().min(2000).max(2100),
  // The account whose commits the contribution cards link to (src/content/github.ts).
  github: z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, 'must be a GitHub account name, e.g. correnti-oss'),
  sameAs: z.array(z.url()).default([]),
});

export type Settings = z.infer<typeof settingsSchema>;
