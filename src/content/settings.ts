import { z } from 'zod';
import { languages, type Lang } from '../i18n/languages.ts';
import { displayNames } from '../i18n/intl.ts';
import { currencySchema, priceSchema } from './prices.ts';
import { eeaCountries } from './schemas.ts';

const mailbox = z.email('must be an e-mail address');
const text = z.string().trim().min(1, 'must not be empty');
/** A text written in every language of the site: { "en": "...", "it": "..." }. */
const inEveryLanguage = z.strictObject(Object.fromEntries(languages.map((lang) => [lang, text])) as Record<Lang, typeof text>);

/** Italy's VAT number (partita IVA): 11 digits, the last a check digit (Luhn over the first ten). */
export function italianVatIsValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 10)].reduce((total, d, i) => {
    const n = Number(d) * (i % 2 === 0 ? 1 : 2);
    return total + (n > 9 ? n - 9 : n);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

const vatId = z.string()
  .regex(/^[A-Z]{2}[0-9A-Z]{2,12}$/, 'must be a VAT number with its country prefix and no spaces, e.g. "IT12345678901"')
  .refine((v) => !v.startsWith('IT') || italianVatIsValid(v.slice(2)), 'is not an Italian VAT number: "IT" and 11 digits, the last a check digit');

/** An Italian REA number (Repertorio Economico Amministrativo): the province of the register office, a hyphen, the digits. */
export const reaPattern = /^[A-Z]{2}-[0-9]{1,8}$/;
/** Whole euros and cents, as an owner writes an amount: 10000, or 10000.5. */
const capitalAmount = z.number().positive('must be more than 0').refine((n) => Number.isInteger(n * 100), 'has at most two decimals (cents)');

export const settingsSchema = z.strictObject({
  name: z.string().trim().min(1),
  siteUrl: z.url('must be an absolute URL').regex(/^https?:\/\/[^/]+$/, 'must be an origin without a trailing slash, e.g. https://correnti.example'),
  mailboxes: z.strictObject({
    consultation: mailbox,
    partnerships: mailbox,
    /** Where a visitor exercises their data-protection rights: the privacy notice (/privacy) names it. */
    privacy: mailbox,
    // The form writes to the consultation address. Another one only if the owner wants it, and
    // then the consultation page says why, in every language.
    formRecipient: mailbox.optional(),
    formRecipientReason: inEveryLanguage.optional(),
  }),
  // What a buyer checks before signing: shown on /about, in the footer and in the JSON-LD.
  company: z.strictObject({
    legalName: text,
    vatId,
    // What an Italian company must show on its website (Civil Code art. 2250): the Companies
    // Register it is entered in and its number there, and the share capital actually paid up.
    register: z.strictObject({
      /** The register office, as the chamber of commerce names it: "Milano" ("Registro delle imprese di Milano"). */
      office: text,
      rea: z.string().regex(reaPattern, 'must be the REA number: the two-letter province of the register office in capitals, a hyphen and the digits, e.g. "MI-1234567"'),
    }),
    shareCapital: z.strictObject({ amount: capitalAmount, paidUp: capitalAmount, currency: currencySchema })
      .refine((c) => c.paidUp <= c.amount, { path: ['paidUp'], message: 'must not be more than the amount of the share capital' }),
    address: z.strictObject({
      street: text,
      postalCode: text,
      locality: text,
      /** The province or state, as written after the town ("MI"). */
      region: text.optional(),
      country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code in capitals, e.g. "IT"'),
    }),
    // The track record a buyer asks about: the year the firm was founded, and about how many
    // engagements it has run since (/about says "about"). Numbers, so both languages say the same.
    founded: z.number().int().min(1900).max(2100),
    engagements: z.number().int().positive(),
  }),
  // The offer's facts that belong to no single entry: every service's time-and-materials work uses
  // one day rate and every handover the same support terms, so they live here, once for both
  // languages, beside the currency every price is written in. A consultation type's price lives
  // in its own frontmatter. A price left out is not published: the pages say how it is agreed.
  offer: z.strictObject({
    currency: currencySchema,
    /** Time and materials: per engineer-day, excluding VAT, within a monthly cap agreed per engagement. */
    dayRate: priceSchema.optional(),
    /**
     * Support after handover: a monthly retainer covering a number of engineer-days, and within how
     * many working hours it answers a production incident (/about and every service page say it).
     */
    support: z.strictObject({ price: priceSchema.optional(), engineerDays: z.number().int().positive(), incidentResponseHours: z.number().int().positive() }),
    /** How many engagements at most run at once, and how soon project work starts after the Architecture Review. */
    atOnce: z.number().int().positive(),
    startsAfterReview: z.strictObject({ from: z.number().int().positive(), to: z.number().int().positive(), unit: z.enum(['weeks', 'months']) })
      .refine((s) => s.from <= s.to, { path: ['to'], message: 'must not be below from' }),
    /** Support hours, Monday to Friday, Italian time: whole hours of the day. */
    supportHours: z.strictObject({ from: z.number().int().min(0).max(23), to: z.number().int().min(1).max(24) })
      .refine((h) => h.from < h.to, { path: ['to'], message: 'must be after from' }),
  }),
  // The web host, a processor for the privacy notice: who, where its request logs stay (a country of
  // the European Economic Area, or the notice would owe transfer safeguards), and for how many days.
  webHost: z.strictObject({
    name: text,
    country: z.string().refine((code) => (eeaCountries as readonly string[]).includes(code), 'must be the two-letter code of a country of the European Economic Area, e.g. "IT"'),
    logDays: z.number().int().positive().max(365, 'keep it to 365 days or fewer'),
  }),
  // What the company gives each foundation of the sponsored open-source group a month, in offer.currency.
  donation: z.strictObject({ monthly: z.number().int().positive() }).optional(),
  copyrightYear: z.number().int().min(2000).max(2100),
  // The engineers' GitHub logins now live on each person (content/<lang>/people/), one source for
  // the about page and the contribution cards.
  githubLogins: z.array(z.unknown()).max(0, 'has moved: set each engineer\'s "github" in content/en/people/ and content/it/people/ (CONTENT.md, "Add a person"), and remove it here').optional(),
  sameAs: z.array(z.url()).default([]),
}).superRefine(({ mailboxes, company }, context) => {
  // The chamber of commerce of the province where the company has its seat keeps its REA entry.
  const province = company.register.rea.slice(0, 2);
  if (reaPattern.test(company.register.rea) && company.address.country === 'IT' && company.address.region && province !== company.address.region) {
    context.addIssue({
      code: 'custom',
      path: ['company', 'register', 'rea'],
      message: `starts with "${province}", but the registered office is in "${company.address.region}" (company.address.region): the REA number starts with the province of the seat`,
    });
  }
  const differs = mailboxes.formRecipient !== undefined && mailboxes.formRecipient !== mailboxes.consultation;
  if (differs && !mailboxes.formRecipientReason) {
    context.addIssue({
      code: 'custom',
      path: ['mailboxes', 'formRecipient'],
      message: `differs from the consultation address (${mailboxes.consultation}): say why in "formRecipientReason", in every language ({ ${languages.map((l) => `"${l}": "..."`).join(', ')} }), or remove it so the form writes to ${mailboxes.consultation}`,
    });
  }
  if (!differs && mailboxes.formRecipientReason) {
    context.addIssue({ code: 'custom', path: ['mailboxes', 'formRecipientReason'], message: 'is only for a formRecipient that differs from the consultation address; remove it' });
  }
});

export type Settings = z.infer<typeof settingsSchema>;

/** Where the consultation form writes, and why, when that is not the consultation address. */
export function formMailbox(settings: Settings): { address: string; reason?: Record<Lang, string> } {
  const { consultation, formRecipient, formRecipientReason } = settings.mailboxes;
  if (!formRecipient || formRecipient === consultation) return { address: consultation };
  return { address: formRecipient, reason: formRecipientReason };
}

/**
 * The VAT number as a page in the language writes it: an Italian page writes an Italian company's
 * "P. IVA" without the IT prefix, which belongs to the VIES form that the English pages and the
 * JSON-LD keep ("IT12345678901").
 */
export function vatNumber(vatId: string, lang: Lang): string {
  return lang === 'it' && vatId.startsWith('IT') ? vatId.slice(2) : vatId;
}

/** The registered address on one line, as an Italian (or any) letter writes it: "Via X 1, 20100 Milano MI, Italy". */
export function postalAddress(address: Settings['company']['address'], lang: Lang): string {
  const country = displayNames(lang, 'region').of(address.country) ?? address.country;
  return `${address.street}, ${address.postalCode} ${address.locality}${address.region ? ` ${address.region}` : ''}, ${country}`;
}
