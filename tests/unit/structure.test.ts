// Structure in parity: each kind of difference between an entry's two bodies, with the message
// that names the place in both files.
import { afterEach, describe, expect, it } from 'vitest';
import { structureCheck } from '../../scripts/content/language/structure.ts';
import { formatProblems } from '../../src/content/problems.ts';
import { fixtureContent, replace, type FixtureChange } from './helpers/entry-fixture.ts';

const enFile = 'content/en/case-studies/payments-fraud-detection.mdx';
const itFile = 'content/it/case-studies/payments-fraud-detection.mdx';

let fixture: ReturnType<typeof fixtureContent> | undefined;
afterEach(() => fixture?.remove());

/** The structure problems of the fixture case study once its files are changed. */
async function problems(change: FixtureChange): Promise<string> {
  fixture = fixtureContent(change);
  return formatProblems(await structureCheck.run(fixture.dir));
}

describe('structure in parity', () => {
  it('finds nothing when the two bodies have the same skeleton (localized links included)', async () => {
    expect(await problems({})).toBe('');
  });

  it('headings: the level', async () => {
    expect(await problems({ it: replace('## Cosa abbiamo realizzato', '### Cosa abbiamo realizzato') })).toBe(
      `${itFile}:22 body: heading "Cosa abbiamo realizzato" is level 3, level 2 in ${enFile}:22`,
    );
  });

  it('headings: the count, pointing at the first that differs in both files', async () => {
    expect(await problems({ it: replace('## Cosa abbiamo realizzato\n\n', '') })).toBe(
      `${itFile}:16 body: 1 heading here, 2 in ${enFile}; nothing here matches "## What we built" at ${enFile}:22, the one after "## Il punto di partenza" (line 16)`,
    );
    expect(await problems({ en: replace('## What we built', '## What we built\n\n## Architecture') })).toBe(
      `${itFile}:22 body: 2 headings here, 3 in ${enFile}; nothing here matches "## Architecture" at ${enFile}:24, the one after "## Cosa abbiamo realizzato" (line 22)`,
    );
    expect(await problems({ it: replace('## Cosa abbiamo realizzato', '## Cosa abbiamo realizzato\n\n### Architettura') })).toBe(
      `${itFile}:24 body: 3 headings here, 2 in ${enFile}; "### Architettura" here has no match there, the last there being "## What we built" at ${enFile}:22`,
    );
  });

  it('paragraphs under each heading: a dropped paragraph', async () => {
    expect(await problems({ it: replace('\nLe regole costavano poco ma erano grossolane: rifiutavano parecchi clienti legittimi in viaggio all\'estero.\n', '') })).toBe(
      `${itFile}:16 body: 1 paragraph under "Il punto di partenza", 2 under "The starting point" at ${enFile}:16`,
    );
  });

  it('lists: the number of items, and numbered or bulleted', async () => {
    expect(await problems({ it: replace('- **Scoring in Java.** Il modello gira dentro il job, senza chiamate di rete.\n', '') })).toBe(
      `${itFile}:24 body: 1 item in this list, 2 in ${enFile}:24`,
    );
    expect(await problems({ it: (t) => t.replace('- **Feature', '1. **Feature').replace('- **Scoring', '2. **Scoring') })).toBe(
      `${itFile}:24 body: this list is numbered, bulleted in ${enFile}:24`,
    );
  });

  it('tables: rows and columns', async () => {
    expect(await problems({ it: replace('| Tempo per lo score | 8-30 ore | 180 ms |', '| Tempo per lo score | 8-30 ore | 180 ms |\n| Picco | 100 | 4.200 |') })).toBe(
      `${itFile}:27 body: 3 rows in this table (header included), 2 in ${enFile}:27`,
    );
    expect(await problems({ it: (t) => t.replace('| Metrica | Prima | Dopo |', '| Metrica | Prima | Dopo | Nota |').replace('|---|---|---|', '|---|---|---|---|') })).toBe(
      `${itFile}:27 body: 4 columns in this table, 3 in ${enFile}:27`,
    );
  });

  it('code blocks: the language and the number of lines (comments may be translated)', async () => {
    expect(await problems({ it: replace('```sql', '```java') })).toBe(`${itFile}:31 body: code block in "java", in "sql" at ${enFile}:31`);
    expect(await problems({ it: replace('-- Frequenza per carta\n', '-- Frequenza per carta\n-- calcolata su ogni autorizzazione\n') })).toBe(
      `${itFile}:31 body: code block of 3 lines, 2 at ${enFile}:31 (translate comments, keep the lines)`,
    );
  });

  it('images: the same source', async () => {
    expect(await problems({ it: replace('../../images/architecture.png', '../../images/architettura.png') })).toBe(
      `${itFile}:36 body: image ../../images/architettura.png, ../../images/architecture.png at ${enFile}:36`,
    );
  });

  it('links: a translated #section gets one problem naming the anchor to write, the same in both languages', async () => {
    expect(await problems({ it: replace('(/it/services#flink)', '(/it/services#flink-it)') })).toBe(
      `${itFile}:38 body: links to /it/services#flink-it, but a section's anchor is the same in both languages: write /it/services#flink, as ${enFile}:38 has`,
    );
    const measured = (lang: 'en' | 'it', anchor: string) => replace(lang === 'en' ? '(/services#flink)' : '(/it/services#flink)', `(#${anchor})`);
    expect(await problems({ en: measured('en', 'how-we-measured'), it: measured('it', 'come-abbiamo-misurato') })).toBe(
      `${itFile}:38 body: links to #come-abbiamo-misurato, but a section's anchor is the same in both languages (the "How we measured" section is #how-we-measured in English and Italian): write #how-we-measured, as ${enFile}:38 has`,
    );
  });

  it('links: the same targets, a localized path counting as the same', async () => {
    expect(await problems({ it: replace('(/it/services#flink)', '(/it/contributions)') })).toBe(
      [`${itFile}:38 body: no link to /services#flink here, as ${enFile}:38 has`, `${itFile}:38 body: links to /it/contributions, which ${enFile} does not link to`].join('\n'),
    );
  });

  it('links: a page in the other language', async () => {
    expect(await problems({ it: replace('(/it/services#flink)', '(/services#flink)') })).toBe(
      `${itFile}:38 body: links to /services#flink, the page in English; write /it/services#flink`,
    );
    expect(await problems({ en: replace('(/services#flink)', '(/it/services#flink)'), it: (t) => t })).toBe(
      `${enFile}:38 body: links to /it/services#flink, the page in Italian; write /services#flink`,
    );
  });

  it('frontmatter lists: results are left to the loader, which compares them with their figures', async () => {
    expect(await problems({ it: (t) => t.replace(/^ {2}- \{ headline: "Perdite.*\n/m, '') })).toBe('');
  });
});
