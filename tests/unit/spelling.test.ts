// Spelling in both languages: misspellings caught where a reader sees them, at file:line:col,
// with suggestions; code, URLs, link targets and technology lists left alone; the word list.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/content/check/check-content.ts';
import { spellingProblems } from '../../scripts/content/language/spelling.ts';
import { formatProblems } from '../../src/content/problems.ts';
import { fixtureContent, replace, type FixtureChange } from './helpers/entry-fixture.ts';
import { tempContent } from './helpers/temp-content.ts';

const enFile = 'content/en/case-studies/payments-fraud-detection.mdx';
const itFile = 'content/it/case-studies/payments-fraud-detection.mdx';
const words = '# test list\nretailer\n[it]\nantifrode\n';

let fixture: ReturnType<typeof fixtureContent> | undefined;
afterEach(() => fixture?.remove());

interface Change extends FixtureChange {
  ui?: Record<'en' | 'it', Record<string, string>>;
  words?: string;
}

/** The spelling problems of a content folder holding the fixture case study, changed. */
async function misspellings(change: Change = {}): Promise<string> {
  fixture = fixtureContent(change);
  for (const lang of ['en', 'it'] as const) {
    if (change.ui) writeFileSync(path.join(fixture.dir, lang, 'ui.json'), JSON.stringify(change.ui[lang], null, 2));
  }
  writeFileSync(path.join(fixture.dir, 'words.txt'), change.words ?? words);
  return formatProblems(await spellingProblems(fixture.dir));
}

describe('spelling', () => {
  // The first check loads both dictionaries: seconds on a machine shared with other runs.
  it('finds nothing in the fixture, given its word list', { timeout: 30_000 }, async () => {
    expect(await misspellings()).toBe('');
  });

  it("accepts a person's name taken from the slug while their entry is still the template (the TODO is the problem, not the name)", async () => {
    const found = await misspellings({ en: (t) => t.replace('The starting point', 'Chiara Flussi says the starting point') });
    expect(found).toContain('"Flussi" is not a word');
    for (const lang of ['en', 'it'] as const) {
      const person = path.join(fixture!.dir, lang, 'people', 'chiara-flussi.mdx');
      mkdirSync(path.dirname(person), { recursive: true });
      writeFileSync(person, '---\nname: "TODO: First Last"\nrole: "TODO: role"\ndraft: true\n---\n\nTODO: bio.\n');
    }
    expect(formatProblems(await spellingProblems(fixture!.dir))).not.toMatch(/Chiara|Flussi/);
  });

  it('catches an Italian misspelling in the body, at file:line:col, with suggestions', async () => {
    const found = await misspellings({ it: replace('erano grossolane', 'erano grossolanne') });
    expect(found).toMatch(new RegExp(`^${itFile}:20:35 body: "grossolanne" is not a word; did you mean .*"grossolane"`));
  });

  it('catches an English misspelling in a frontmatter field, and American spelling', async () => {
    const found = await misspellings({ en: (t) => t.replace('ran in a nightly batch', 'ran in a nigthly batch').replace('Time to score', 'Time to color') });
    expect(found.split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^${enFile}:4:35 challenge: "nigthly" is not a word; did you mean .*"nightly"`)),
      expect.stringMatching(new RegExp(`^${enFile}:29:11 body: "color" is not a word; did you mean .*"colour"`)),
    ]);
  });

  it('catches a missing Italian accent and a misspelt word after an elision', async () => {
    const found = await misspellings({ it: (t) => t.replace('il problema era', 'perche il problema era').replace("all'estero", "all'esstero") });
    expect(found).toContain(`${itFile}:18:109 body: "perche" is not a word; did you mean "perché"`);
    expect(found).toMatch(new RegExp(`${itFile}:20:101 body: "esstero" is not a word; did you mean .*"estero"`));
  });

  it('reports every occurrence; a template placeholder is not a word to spell (the loader reports it)', async () => {
    const found = await misspellings({ it: (t) => t.replace('dentro il job', `dentro il job${' erorre'.repeat(7)}`).replace('Il punto di partenza', 'TODO: il punto di partenza') });
    expect(found.match(/"erorre" is not a word/g)).toHaveLength(7);
    expect(found).not.toContain('TODO');
  });

  it('checks the interface strings of both languages, {placeholders} aside', async () => {
    const ui = { en: { 'nav.services': 'Our servcies', 'footer.copyright': '© {year} {nameOfTheCompany}' }, it: { 'nav.services': 'I nostri servizzi', 'footer.copyright': '© {year} {nome}' } };
    expect((await misspellings({ ui })).split('\n')).toEqual([
      expect.stringMatching(/^content\/en\/ui.json:2:24 nav.services: "servcies" is not a word; did you mean .*"services"/),
      expect.stringMatching(/^content\/it\/ui.json:2:29 nav.services: "servizzi" is not a word; did you mean .*"servizi"/),
    ]);
  });

  it('leaves code, inline code, URLs, link targets, image paths and technology lists alone', async () => {
    const found = await misspellings({
      it: (t) =>
        t
          .replace('COUNT(*) FROM', 'COUNT(*) AS velocitta FROM')
          .replace('Il modello gira', 'Il modello `qwzzyx` gira')
          .replace('(/it/services#flink)', '(/it/services#flinkk)')
          .replace('../../images/architecture.png', '../../images/archittetura.png')
          .replace('in viaggio', 'in viaggio (https://esempio.it/pagamentti)')
          .replace('  - Apache Flink', '  - Apache Flinkk'),
    });
    expect(found).toBe('');
  });

  it('accepts the words of content/words.txt: in both languages above "[it]", in Italian only below it', async () => {
    const typo = { en: replace('plenty of legitimate', 'plenty of antifrode legitimate'), it: replace('parecchi clienti', 'parecchi xyzzyq clienti') };
    expect(await misspellings(typo)).toMatch(/"antifrode" is not a word[\s\S]*"xyzzyq" is not a word/);
    expect(await misspellings({ ...typo, words: `${words}xyzzyq\n` })).toMatch(/^[^\n]*"antifrode" is not a word[^\n]*$/);
    expect(await misspellings({ ...typo, words: `xyzzyq\nantifrode\n` })).toBe('');
  });
});

describe('check:content', { timeout: 30_000 }, () => {
  it('fails on a misspelling in either language, naming the word', async () => {
    const content = tempContent();
    try {
      appendFileSync(path.join(content.dir, 'it/services/kafka.mdx'), 'Lo facciamo con cura e con metodo, senza erorri.\n');
      appendFileSync(path.join(content.dir, 'en/services/kafka.mdx'), 'We do it carefully and methodicaly.\n');
      const { ok, report } = await checkContent(path.resolve('.'), content.dir);
      expect(ok).toBe(false);
      expect(report).toMatch(/content\/en\/services\/kafka.mdx:\d+:\d+ body: "methodicaly" is not a word/);
      expect(report).toMatch(/content\/it\/services\/kafka.mdx:\d+:\d+ body: "erorri" is not a word/);
    } finally {
      content.remove();
    }
  });
});
