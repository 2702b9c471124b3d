import { z } from 'zod';

const mailbox = z.email('must be an e-mail address');
// GitHub's rule for a user name: letters, digits and single hyphens inside, at most 39 characters.
const githubLogin = z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/, 'must be a GitHub user login, e.g. "octocat"');

export const settingsSchema = z.strictObject({
  name: z.string().trim().min(1),
  siteUrl: z.url('must be an absolute URL').regex(/^https?:\/\/[^/]+$/, 'must be an origin without a trailing slash, e.g. https://correnti.example'),
  mailboxes: z.strictObject({
    consultation: mailbox,
    partnerships: mailbox,
    formRecipient: mailbox,
  }),
  copyrightYear: z.number().int().min(2000).max(2100),
  // The engineers whose commits the contribution cards count and link to (src/content/github.ts).
  // Empty until whoever deploys sets them: the cards then show the counts without links.
  githubLogins: z.array(githubLogin).default([]),
  sameAs: z.array(z.url()).default([]),
}).superRefine((settings, context) => {
  settings.githubLogins.forEach((login, index) => {
    const lower = login.toLowerCase();
    if (settings.githubLogins.findIndex((l) => l.toLowerCase() === lower) !== index) {
      context.addIssue({ code: 'custom', path: ['githubLogins', index], message: `"${login}" is listed twice` });
    }
    // The organisation's own profile: it authors no commits, so GitHub's search for it is always empty.
    if (settings.sameAs.some((url) => url.replace(/\/+$/, '').toLowerCase() === `https://github.com/${lower}`)) {
      context.addIssue({
        code: 'custom',
        path: ['githubLogins', index],
        message: `"${login}" is the organisation's GitHub profile (sameAs), which authors no commits; list the engineers' own user logins`,
      });
    }
  });
});

export type Settings = z.infer<typeof settingsSchema>;
