// The mistakes a consultant makes adding a case study, in both languages, as `npm run
// check:content` reports them: each message says what to do in the consultant's terms (the
// technology they meant, the list where it lives, that a linked case study is a draft, where a
// right word goes), and a file's own problem comes before what it causes in its twin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/content/check/check-content.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';
import path from 'node:path';

const study = 'case-studies/retail-inventory-streaming.mdx';
const draft = 'case-studies/payments-fraud-detection.mdx';
const en = `content/en/${study}`;
const itFile = `content/it/${study}`;

let content: TempContent;
let lines: string[];
/** The 1-based line of the first line holding `needle` in a file of the copy, and the column of the needle. */
const where = (file: string, needle: string) => {
  const text = content.read(file).split('\n');
  const line = text.findIndex((l) => l.includes(needle));
  return { line: line + 1, column: text[line]!.indexOf(needle) + 1 };
};
/** A sentence of our own after the first paragraph of the body. */
const addSentence = (sentence: string) => (text: string) => text.replace(/(\n---\n\n## [^\n]+\n\n[^\n]+)/, `$1 ${sentence}`);

beforeAll(async () => {
  content = tempContent();
  // The technology each language's writer meant, by its short name: Flink in English, Kafka in Italian.
  content.edit(`en/${study}`, (t) => t.replace(/^ {2}- Kafka Streams$/m, '  - Flink'));
  content.edit(`it/${study}`, (t) => t.replace(/^ {2}- Apache Kafka$/m, '  - Kafka'));
  // Another case study, still a draft, that both languages link to; and a misspelt word in each.
  for (const lang of ['en', 'it'] as const) content.edit(`${lang}/${draft}`, (t) => t.replace(/\n---\n/, '\ndraft: true\n---\n'));
  content.edit(`en/${study}`, addSentence('The warehuose team read [the payments story](/case-studies/payments-fraud-detection).'));
  content.edit(`it/${study}`, addSentence('Il magazzzino ha letto [la storia dei pagamenti](/it/case-studies/payments-fraud-detection).'));
  // A person still a draft, whose card on /about both languages link to.
  for (const lang of ['en', 'it'] as const) content.edit(`${lang}/people/sara-sample.mdx`, (t) => t.replace(/\n---\n/, '\ndraft: true\n---\n'));
  content.edit(`en/${study}`, addSentence('Ask [Sara](/about#sara-sample) about it.'));
  content.edit(`it/${study}`, addSentence('Chiedete a [Sara](/it/about#sara-sample).'));
  const { report } = await checkContent(path.resolve('.'), content.dir);
  lines = report.split('\n');
}, 120_000);
afterAll(() => content?.remove());

const lineOf = (pattern: RegExp) => lines.findIndex((l) => pattern.test(l));

describe("a consultant's mistakes, as check:content reports them", () => {
  it('an unknown technology: the one they meant, and the list in CONTENT.md, in each language', () => {
    const flink = where(`en/${study}`, '  - Flink');
    const kafka = where(`it/${study}`, '  - Kafka');
    expect(lines).toContain(`${en}:${flink.line} technologies.4: "Flink" is not in the list of technologies; did you mean "Apache Flink"? (the list: CONTENT.md, "Technologies")`);
    expect(lines).toContain(`${itFile}:${kafka.line} technologies.2: "Kafka" is not in the list of technologies; did you mean "Apache Kafka"? (the list: CONTENT.md, "Technologies")`);
  });

  it("a file's own problem first, then the difference it makes with its twin, which points back to it", () => {
    const own = lines.flatMap((l, i) => (/retail-inventory-streaming\.mdx:\d+ technologies\.\d: /.test(l) ? [i] : []));
    const parity = lineOf(/retail-inventory-streaming\.mdx:\d+ technologies: must be the same in every language/);
    expect(own).toHaveLength(2);
    expect(parity).toBeGreaterThan(Math.max(...own));
    expect(lines[parity]).toMatch(new RegExp(`, this file has \\[[^\\]]*\\]; first fix the problems above in ${en}:\\d+ and ${itFile}:\\d+$`));
  });

  it("a link to the card of a person who is still a draft says so, like a link to a draft case study, in each language", () => {
    expect(lines).toContain(`${en}:${where(`en/${study}`, '(/about#sara-sample)').line} body: links to /about#sara-sample, a person that is still a draft (draft: true in content/en/people/sara-sample.mdx): the link works once it is published; until then, link to another page`);
    expect(lines).toContain(`${itFile}:${where(`it/${study}`, '(/it/about#sara-sample)').line} body: links to /it/about#sara-sample, a person that is still a draft (draft: true in content/it/people/sara-sample.mdx): the link works once it is published; until then, link to another page`);
  });

  it('a link to a case study that is still a draft says so, and what to do, in each language', () => {
    expect(lines).toContain(`${en}:${where(`en/${study}`, '(/case-studies/payments-fraud-detection)').line} body: links to /case-studies/payments-fraud-detection, a case study that is still a draft (draft: true in content/en/${draft}): the link works once it is published; until then, link to another page`);
    expect(lines).toContain(`${itFile}:${where(`it/${study}`, '(/it/case-studies/payments-fraud-detection)').line} body: links to /it/case-studies/payments-fraud-detection, a case study that is still a draft (draft: true in content/it/${draft}): the link works once it is published; until then, link to another page`);
  });

  it('an unknown word says that a right one goes in content/words.txt, in each language', () => {
    for (const [file, lang, word] of [[en, 'en', 'warehuose'], [itFile, 'it', 'magazzzino']] as const) {
      const at = where(`${lang}/${study}`, word);
      const line = lines.find((l) => l.startsWith(`${file}:${at.line}:${at.column} body: "${word}" is not a word`));
      expect(line, word).toMatch(/; did you mean "[^"]+".*\? If it is right, add it to content\/words\.txt$/);
    }
  });
});
