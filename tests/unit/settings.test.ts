// content/settings.json: one address for consultations unless the owner gives a reason in every
// language, and the company facts a buyer checks (legal name, registered address, VAT number).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { registerText, shareCapitalText } from '../../src/content/company.ts';
import { formMailbox, italianVatIsValid, postalAddress, settingsSchema, vatNumber, type Settings } from '../../src/content/settings.ts';
import { createTranslate } from '../../src/i18n/translate.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

const real = JSON.parse(readFileSync('content/settings.json', 'utf8')) as Record<string, unknown>;
const parse = (change: (s: Settings) => void) => {
  const copy = structuredClone(real) as Settings;
  change(copy);
  const result = settingsSchema.safeParse(copy);
  return result.success ? { settings: result.data, issues: [] } : { settings: undefined, issues: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
};

describe('the consultation mailbox', () => {
  it('is one address by default: the form writes where the contact section points', () => {
    const { settings } = parse(() => {});
    expect(formMailbox(settings!)).toEqual({ address: 'consulting@correnti.example' });
  });

  it('may differ only with a reason in every language, which the consultation page shows', () => {
    expect(parse((s) => { s.mailboxes.formRecipient = 'hello@correnti.example'; }).issues).toEqual([
      'mailboxes.formRecipient: differs from the consultation address (consulting@correnti.example): say why in "formRecipientReason", in every language ({ "en": "...", "it": "..." }), or remove it so the form writes to consulting@correnti.example',
    ]);
    const reason = { en: 'A colleague triages requests there.', it: 'Lì un collega smista le richieste.' };
    const { settings } = parse((s) => Object.assign(s.mailboxes, { formRecipient: 'hello@correnti.example', formRecipientReason: reason }));
    expect(formMailbox(settings!)).toEqual({ address: 'hello@correnti.example', reason });
    expect(parse((s) => Object.assign(s.mailboxes, { formRecipient: 'hello@correnti.example', formRecipientReason: { en: reason.en } })).issues).toEqual([
      'mailboxes.formRecipientReason.it: Invalid input: expected string, received undefined',
    ]);
  });

  it('refuses a reason with nothing to explain', () => {
    const reason = { en: 'Because.', it: 'Perché.' };
    expect(parse((s) => Object.assign(s.mailboxes, { formRecipientReason: reason })).issues).toEqual([
      'mailboxes.formRecipientReason: is only for a formRecipient that differs from the consultation address; remove it',
    ]);
    expect(parse((s) => Object.assign(s.mailboxes, { formRecipient: s.mailboxes.consultation, formRecipientReason: reason })).issues).toHaveLength(1);
  });

  it('names the file, the line and the field of a missing reason', () => {
    let content: TempContent | undefined = tempContent();
    try {
      content.edit('settings.json', (t) => t.replace('"partnerships": "partners@correnti.example"', '"partnerships": "partners@correnti.example",\n    "formRecipient": "hello@correnti.example"'));
      const line = readFileSync(path.join(content.dir, 'settings.json'), 'utf8').split('\n').findIndex((l) => l.includes('"formRecipient"')) + 1;
      expect(formatProblems(readContent(content.dir, { includeDrafts: true }).problems)).toMatch(new RegExp(`^content/settings\\.json:${line} mailboxes\\.formRecipient: differs from the consultation address`));
    } finally {
      content.remove();
      content = undefined;
    }
  });
});

describe('the company facts', () => {
  it('are obvious samples in the repository, to be replaced before launch', () => {
    const { settings } = parse(() => {});
    expect(settings!.company.legalName).toMatch(/Esempio|Example|Sample/);
    expect(settings!.company.vatId).toBe('IT00000000000');
  });

  it('are required, the VAT number with its country prefix and, for Italy, a valid check digit', () => {
    expect(parse((s) => { delete (s as Partial<Settings>).company; }).issues).toEqual(['company: Invalid input: expected object, received undefined']);
    expect(italianVatIsValid('01114601006')).toBe(true);
    expect(parse((s) => { s.company.vatId = 'IT01114601007'; }).issues).toEqual(['company.vatId: is not an Italian VAT number: "IT" and 11 digits, the last a check digit']);
    expect(parse((s) => { s.company.vatId = '01114601006'; }).issues).toEqual(['company.vatId: must be a VAT number with its country prefix and no spaces, e.g. "IT12345678901"']);
    expect(parse((s) => { s.company.vatId = 'DE123456789'; }).issues).toEqual([]);
  });

  it('write an Italian VAT number without its IT prefix on Italian pages (P. IVA), with it elsewhere', () => {
    expect(vatNumber('IT01114601006', 'it')).toBe('01114601006');
    expect(vatNumber('IT01114601006', 'en')).toBe('IT01114601006');
    expect(vatNumber('DE123456789', 'it')).toBe('DE123456789');
  });

  it('write the registered address on one line, the country in the page\'s language', () => {
    const { settings } = parse(() => {});
    expect(postalAddress(settings!.company.address, 'en')).toBe("Via dell’Esempio 1, 20100 Milano MI, Italy");
    expect(postalAddress(settings!.company.address, 'it')).toBe("Via dell’Esempio 1, 20100 Milano MI, Italia");
  });
});

describe('the Companies Register entry and the share capital (Civil Code art. 2250)', () => {
  const ui = { en: createTranslate(JSON.parse(readFileSync('content/en/ui.json', 'utf8')) as Record<string, string>), it: createTranslate(JSON.parse(readFileSync('content/it/ui.json', 'utf8')) as Record<string, string>) };

  it('are obvious samples in the repository, to be replaced before launch', () => {
    const { settings } = parse(() => {});
    expect(settings!.company.register).toEqual({ office: 'Milano', rea: 'MI-0000000' });
    expect(settings!.company.shareCapital).toEqual({ amount: 10000, paidUp: 10000, currency: 'EUR' });
  });

  it('refuse a REA number of another shape: the province in two capitals, a hyphen, the digits', () => {
    const shape = 'company.register.rea: must be the REA number: the two-letter province of the register office in capitals, a hyphen and the digits, e.g. "MI-1234567"';
    for (const rea of ['MI0000000', 'MI 1234567', 'mi-1234567', 'MIL-1234567', 'MI-', 'MI-12a4', '1234567', 'MI-123456789']) {
      expect(parse((s) => { s.company.register.rea = rea; }).issues, rea).toEqual([shape]);
    }
    expect(parse((s) => { s.company.register.rea = 'MI-2054321'; }).issues).toEqual([]);
  });

  it('refuse a REA number of another province than the registered office', () => {
    expect(parse((s) => { s.company.register.rea = 'RM-1234567'; }).issues).toEqual([
      'company.register.rea: starts with "RM", but the registered office is in "MI" (company.address.region): the REA number starts with the province of the seat',
    ]);
  });

  it('refuse a share capital paid up beyond its amount, or without a currency', () => {
    expect(parse((s) => { s.company.shareCapital.paidUp = 12000; }).issues).toEqual(['company.shareCapital.paidUp: must not be more than the amount of the share capital']);
    expect(parse((s) => { delete (s.company.shareCapital as Partial<Settings['company']['shareCapital']>).currency; }).issues).toEqual(['company.shareCapital.currency: Invalid input: expected string, received undefined']);
  });

  it('name the file, the line and the field of a REA number written wrong', () => {
    const content = tempContent();
    try {
      content.edit('settings.json', (text) => text.replace('"rea": "MI-0000000"', '"rea": "0000000"'));
      const line = content.read('settings.json').split('\n').findIndex((l) => l.includes('"rea"')) + 1;
      expect(formatProblems(readContent(content.dir, { includeDrafts: true }).problems)).toMatch(new RegExp(`^content/settings\\.json:${line} company\\.register\\.rea: must be the REA number`));
    } finally {
      content.remove();
    }
  });

  it('are written in each language, the money as the prices are', () => {
    const { settings } = parse(() => {});
    const { register, shareCapital } = settings!.company;
    expect(registerText(register, ui.en)).toBe('Milan Companies Register, REA MI-0000000');
    expect(registerText(register, ui.it)).toBe('Registro delle imprese di Milano, REA MI-0000000');
    expect(shareCapitalText(shareCapital, 'en', ui.en)).toBe('€10,000, fully paid up');
    expect(shareCapitalText(shareCapital, 'it', ui.it)).toBe('10.000\u00a0€, interamente versato');
    expect(shareCapitalText(shareCapital, 'en', ui.en, true)).toBe('€10,000 fully paid up');
    expect(shareCapitalText(shareCapital, 'it', ui.it, true)).toBe('10.000\u00a0€ i.v.');
    const partly = { ...shareCapital, paidUp: 2500.5 };
    expect(shareCapitalText(partly, 'en', ui.en)).toBe('€10,000, €2,500.50 paid up');
    expect(shareCapitalText(partly, 'it', ui.it, true)).toBe('10.000\u00a0€, versato 2.500,50\u00a0€');
  });
});

