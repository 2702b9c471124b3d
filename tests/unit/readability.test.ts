// The readability check (scripts/content/language/readability.ts): sentences cut by
// Intl.Segmenter in each language, over 30 words a warning, over 40 an error named by
// file:line:col and its opening words; code, tables, quotations and facts are not prose; the
// known long sentences stay warnings only while listed; and check:content fails on a new one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblems, isWarning } from '../../src/content/problems.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { checkContent } from '../../scripts/content/check/check-content.ts';
import { entryUnits, uiUnits } from '../../scripts/content/language/prose-units.ts';
import { longSentences, readabilityCheck, readabilityProblems, type ProseFile } from '../../scripts/content/language/readability.ts';
import { countWords, openingWords, segmentSentences } from '../../scripts/content/language/sentences.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

const vocabulary: Record<Lang, string[]> = {
  en: ['the', 'stream', 'keeps', 'every', 'order', 'of', 'each', 'store', 'in', 'one', 'place'],
  it: ['il', 'flusso', 'tiene', 'ogni', 'ordine', 'di', 'ciascun', 'negozio', 'in', 'un', 'posto'],
};
/** A sentence of exactly `n` words in `lang`, capitalised and closed by a full stop. */
const sentence = (lang: Lang, n: number) => {
  const words = Array.from({ length: n }, (_, i) => vocabulary[lang][i % vocabulary[lang].length]!);
  const text = `${words.join(' ')}.`;
  return text[0]!.toUpperCase() + text.slice(1);
};

const mdx = (body: string, front = 'title: "A title"') => `---\n${front}\ntechnologies:\n  - Apache Kafka\norder: 0\n---\n\n${body}\n`;
const file = (lang: Lang, source: string, name = `content/${lang}/services/x.mdx`): ProseFile => ({ file: name, lang, source, units: entryUnits(source, 'services') });
const problems = (files: ProseFile[]) => readabilityProblems(longSentences(files));

describe('sentences and words, by Intl.Segmenter', () => {
  it('cuts English and Italian prose into sentences and counts words as ICU does', () => {
    expect(segmentSentences('Kafka keeps order. Flink computes the score in 180 ms at p99. Done.', 'en').map((s) => s.words)).toEqual([3, 9, 1]);
    expect(segmentSentences("L'avvio è avvenuto in quattro ondate. Picchi di 4.200 tx/s, lo 0,9% del totale.", 'it').map((s) => s.text)).toEqual([
      "L'avvio è avvenuto in quattro ondate.",
      'Picchi di 4.200 tx/s, lo 0,9% del totale.',
    ]);
    expect(countWords("L'avvio dell'ERP usa max.block.ms e 4.200 tx/s", 'it')).toBe(8);
  });

  it('reads a line break inside a paragraph as a space, not the end of a sentence', () => {
    expect(segmentSentences('The job runs on\nKubernetes with a checkpoint\nevery 30 seconds.', 'en')).toHaveLength(1);
  });

  it('does not end a sentence at an abbreviation ICU takes for a full stop', () => {
    // ICU alone cuts after "e.g." and "es." before a capital; p99 before a lowercase word it keeps.
    expect(segmentSentences('Use a name, e.g. Kafka Streams, for it. Then stop.', 'en').map((s) => s.text)).toEqual(['Use a name, e.g. Kafka Streams, for it.', 'Then stop.']);
    expect(segmentSentences('Un nome, per es. Kafka Streams, va bene. Poi basta.', 'it').map((s) => s.text)).toEqual(['Un nome, per es. Kafka Streams, va bene.', 'Poi basta.']);
    expect(segmentSentences('At p99. latency stays low. Then p99. Next one.', 'en').map((s) => s.text)).toEqual(['At p99. latency stays low.', 'Then p99.', 'Next one.']);
  });

  it('ends a sentence before a name with a lowercase initial (ksqlDB, jBPM), which ICU glues on', () => {
    expect(segmentSentences('ksqlDB for the business. ksqlDB reads the same topic. jBPM runs the claims.', 'en').map((s) => s.text)).toEqual([
      'ksqlDB for the business.',
      'ksqlDB reads the same topic.',
      'jBPM runs the claims.',
    ]);
  });

  it('names a sentence by its opening words', () => {
    expect(openingWords('Over the 3 months after the last region went live, a stock movement', 'en')).toBe('Over the 3 months after the last region…');
    expect(openingWords('Short one.', 'en')).toBe('Short one.');
  });
});

describe.each(['en', 'it'] as const)('the thresholds (%s)', (lang) => {
  const at = (n: number) => problems([file(lang, mdx(`${sentence(lang, 5)} ${sentence(lang, n)}`))]);

  it('passes a sentence of 30 words', () => {
    expect(at(30)).toEqual([]);
  });

  it('warns on 31 and on 40 words', () => {
    for (const n of [31, 40]) {
      const [found, ...rest] = at(n);
      expect(rest).toEqual([]);
      expect(isWarning(found!)).toBe(true);
      expect(found!.message).toContain(`${n} words in one sentence; over 30`);
    }
  });

  it('fails a sentence of 41 words, at its line and column, quoting its opening words', () => {
    const [found] = at(41);
    expect(isWarning(found!)).toBe(false);
    const column = sentence(lang, 5).length + 2;
    const opening = openingWords(sentence(lang, 41), lang);
    expect(formatProblems([found!])).toBe(`content/${lang}/services/x.mdx:8:${column} body: "${opening}": 41 words in one sentence; over 40 is too long to follow: split it (readability)`);
  });
});

describe('what is prose', () => {
  const long = (lang: Lang) => sentence(lang, 41);

  it('checks frontmatter prose fields and list items, and skips the facts', () => {
    const source = mdx('Fine.', `title: "A title"\ndescription: "${long('it')}"\nfeatures:\n  - "${long('it')}"`);
    expect(problems([file('it', source)]).map((p) => `${p.line}:${p.column} ${p.field}`)).toEqual(['3:15 description', '5:6 features.0']);
    // A fact is not prose, however long: technologies, repository, projects...
    const facts = entryUnits(mdx('Fine.'), 'services').map((u) => u.field);
    expect(facts).toEqual(['title', 'body']);
  });

  it('checks list items and image alt texts in the body', () => {
    const body = `- ${long('en')}\n\n![${long('en')}](a.png)`;
    expect(problems([file('en', mdx(body))]).map((p) => `${p.line}:${p.column}`)).toEqual(['8:3', '10:3']);
  });

  it.each(['en', 'it'] as const)('leaves out code blocks, tables and blockquotes (%s)', (lang) => {
    const body = [
      '```sql',
      `-- ${long(lang)}`,
      '```',
      '',
      '| a | b |',
      '|---|---|',
      `| ${long(lang)} | x |`,
      '',
      `> ${long(lang)}`,
    ].join('\n');
    expect(problems([file(lang, mdx(body))])).toEqual([]);
  });

  it.each(['en', 'it'] as const)('counts an inline code span as one word, whatever is inside (%s)', (lang) => {
    const words = sentence(lang, 40).slice(0, -1);
    // 40 words and one code span of five "words": 41 words, an error.
    const [found] = problems([file(lang, mdx(`${words} \`SET a = b AND c\`.`))]);
    expect(found?.message).toContain('41 words in one sentence');
    expect(isWarning(found!)).toBe(false);
    // The code's full stops do not end the sentence.
    const split = problems([file(lang, mdx(`${sentence(lang, 20).slice(0, -1)} \`a. B. c.\` ${sentence(lang, 20).toLowerCase()}`))]);
    expect(split.map((p) => p.message)).toEqual([expect.stringContaining('41 words in one sentence')]);
  });

  it('checks ui.json strings, a {placeholder} counting as one word', () => {
    const source = `{\n  "a.intro": "${long('en')}",\n  "b.intro": "{service} ${sentence('en', 39).toLowerCase()}"\n}\n`;
    expect(uiUnits(source).map((u) => u.text.slice(0, 9))).toEqual(['The strea', 'Xxxxxxxxx']);
    const found = problems([{ file: 'content/en/ui.json', lang: 'en', source, units: uiUnits(source) }]);
    expect(found.map((p) => `${p.line}:${p.column} ${p.field} ${isWarning(p) ? 'warning' : 'error'}`)).toEqual(['2:15 a.intro error', '3:15 b.intro warning']);
  });
});

describe('readability on a content folder', () => {
  let content: TempContent | undefined;
  afterEach(() => content?.remove());
  const root = path.resolve('.');

  it('finds no sentence over 40 words in the real content', async () => {
    const found = await readabilityCheck.run(path.resolve('content'));
    expect(formatProblems(found.filter((p) => !isWarning(p)))).toBe('');
  });

  it.each(['en', 'it'] as const)('check:content fails on a new 41-word sentence, naming file, line and column (%s)', { timeout: 30_000 }, async (lang) => {
    content = tempContent();
    const study = `${lang}/case-studies/retail-inventory-streaming.mdx`;
    const added = sentence(lang, 41);
    content.edit(study, (t) => `${t.trimEnd()}\n\n${added}\n`);
    const line = readFileSync(path.join(content.dir, study), 'utf8').split('\n').indexOf(added) + 1;
    const result = await checkContent(root, content.dir);
    expect(result.ok).toBe(false);
    expect(result.report).toContain(`content/${study}:${line}:1 body: "${openingWords(added, lang)}": 41 words in one sentence; over 40`);
  });

  it('check:content passes with a 40-word sentence, as a warning', { timeout: 30_000 }, async () => {
    content = tempContent();
    content.edit('it/ui.json', (t) => t.replace('"form.replyPromise": "Rispondiamo entro 24 ore nei giorni lavorativi."', `"form.replyPromise": "${sentence('it', 40)}"`));
    const result = await checkContent(root, content.dir);
    expect(result.ok).toBe(true);
    expect(result.report).toMatch(/content\/it\/ui\.json:\d+:\d+ warning: form\.replyPromise: "Il flusso tiene ogni ordine di ciascun negozio…": 40 words/);
  });
});
