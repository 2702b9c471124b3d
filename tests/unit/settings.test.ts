// content/settings.json: one address for consultations unless the owner gives a reason in every
// language, and the company facts a buyer checks (legal name, registered address, VAT number).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { formMailbox, italianVatIsValid, postalAddress, settingsSchema, type Settings } from '../../src/content/settings.ts';
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

  it('write the registered address on one line, the country in the page\'s language', () => {
    const { settings } = parse(() => {});
    expect(postalAddress(settings!.company.address, 'en')).toBe("Via dell’Esempio 1, 20100 Milano MI, Italy");
    expect(postalAddress(settings!.company.address, 'it')).toBe("Via dell’Esempio 1, 20100 Milano MI, Italia");
  });
});
