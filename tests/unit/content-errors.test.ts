// Every kind of content problem, with the exact line a consultant sees (CONTENT.md lists them).
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { checkContent } from '../../scripts/content/check/check-content.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

let content: TempContent;
afterEach(() => content.remove());

/** Breaks the copy with `change`, then returns the problem report. */
function reportAfter(change: (c: TempContent) => void): string {
  content = tempContent();
  change(content);
  return formatProblems(readContent(content.dir, { includeDrafts: true }).problems);
}

const both = (c: TempContent, file: string, change: (t: string) => string) => ['en', 'it'].forEach((lang) => c.edit(`${lang}/${file}`, change));

describe('content problems, one line each: file:line field: message', () => {
  it('a missing required field, an enum field included', () => {
    const report = reportAfter((c) => both(c, 'services/kafka.mdx', (t) => t.replace(/^icon:.*\n/m, '')));
    expect(report).toBe(['content/en/services/kafka.mdx:1 icon: is required', 'content/it/services/kafka.mdx:1 icon: is required'].join('\n'));
  });

  it('a field of the wrong type, with the value written', () => {
    const report = reportAfter((c) => both(c, 'contributions/camel-kafka-connector.mdx', (t) => t.replace('commits: 47', 'commits: many')));
    expect(report).toContain('content/en/contributions/camel-kafka-connector.mdx:5 commits: must be a number, not "many"');
  });

  it('an unknown technology, with the closest allowed one', () => {
    const report = reportAfter((c) => both(c, 'services/flink.mdx', (t) => t.replace('  - Apache Flink\n', '  - Apache Flnk\n')));
    expect(report).toContain('content/en/services/flink.mdx:5 technologies.0: "Apache Flnk" is not in the list; did you mean "Apache Flink"? (the list: src/content/technologies.ts)');
  });

  it('a value outside a short list, naming the allowed ones', () => {
    const report = reportAfter((c) => both(c, 'services/camel.mdx', (t) => t.replace(/^icon: .*$/m, 'icon: rocket')));
    expect(report).toMatch(/content\/en\/services\/camel\.mdx:\d+ icon: "rocket" is not one of: waves, zap, layers, database, workflow, route$/m);
  });

  it('a date in another format, and a negative order', () => {
    const report = reportAfter((c) => both(c, 'case-studies/payments-fraud-detection.mdx', (t) => t.replace('published: "2025-03-18"', 'published: 18/03/2025').replace('order: 2', 'order: -1')));
    expect(report).toContain('content/en/case-studies/payments-fraud-detection.mdx:17 published: must be a date written YYYY-MM-DD, not "18/03/2025"');
    expect(report).toContain('content/en/case-studies/payments-fraud-detection.mdx:18 order: must be 0 or more, not -1');
  });

  it('an unknown field', () => {
    const report = reportAfter((c) => both(c, 'services/kafka.mdx', (t) => t.replace('order: 0', 'order: 0\ncolour: blue')));
    expect(report).toMatch(/^content\/en\/services\/kafka\.mdx:\d+ colour: is not a known field$/m);
  });

  it('an entry in one language only, in either direction', () => {
    const report = reportAfter((c) => renameSync(path.join(c.dir, 'it/services/kafka.mdx'), path.join(c.dir, 'it/services/kafka-it.mdx')));
    expect(report).toBe([
      'content/en/services/kafka.mdx:1 slug: "kafka" exists in en only: add content/it/services/kafka.mdx',
      'content/it/services/kafka-it.mdx:1 slug: "kafka-it" exists in it only: add content/en/services/kafka-it.mdx',
    ].join('\n'));
  });

  it('a fact that differs between the languages, with both values', () => {
    const report = reportAfter((c) => c.edit('it/contributions/flink-kubernetes-operator.mdx', (t) => t.replace('commits: 23', 'commits: 24')));
    expect(report).toBe('content/it/contributions/flink-kubernetes-operator.mdx:5 commits: must be the same in every language: content/en/contributions/flink-kubernetes-operator.mdx has 23, this file has 24');
  });

  it('a file name that is not a valid slug, and a file that is not MDX', () => {
    const report = reportAfter((c) => {
      for (const lang of ['en', 'it']) renameSync(path.join(c.dir, lang, 'services/kafka.mdx'), path.join(c.dir, lang, 'services/Kafka_Old.mdx'));
      writeFileSync(path.join(c.dir, 'en/services/notes.md'), '# notes');
    });
    expect(report).toBe([
      'content/en/services/Kafka_Old.mdx:1 slug: "Kafka_Old" must be lowercase letters, digits and single hyphens',
      'content/en/services/notes.md:1 file: is not an .mdx file; content entries are MDX',
      'content/it/services/Kafka_Old.mdx:1 slug: "Kafka_Old" must be lowercase letters, digits and single hyphens',
    ].join('\n'));
  });

  it('broken YAML, reported once rather than as every field missing', () => {
    const report = reportAfter((c) => c.edit('en/services/ksqldb.mdx', (t) => t.replace(/^title: .*$/m, 'title: "Oops')));
    expect(report).toMatch(/^content\/en\/services\/ksqldb\.mdx:2 frontmatter: [^\n]+$/);
  });
});

// A full check reads every file and loads the spelling dictionaries: seconds on a busy machine,
// so these two are not held to vitest's 5 s default (speed is not what they test).
describe('check:content', { timeout: 30_000 }, () => {
  it('reports every problem, broken links included, and fails', async () => {
    content = tempContent();
    content.edit('en/services/kafka.mdx', (t) => t.replace(/^title:.*\n/m, '').concat('\nSee [this](/nope).\n'));
    content.edit('it/services/camel.mdx', (t) => t.replace(/^icon: .*$/m, 'icon: rocket'));
    const { ok, report } = await checkContent(path.resolve('.'), content.dir);
    expect(ok).toBe(false);
    expect(report).toMatch(/^content\/en\/services\/kafka\.mdx:\d+ body: links to \/nope, which is not a page of the site$/m);
    expect(report).toMatch(/^content\/en\/services\/kafka\.mdx:1 title: is required$/m);
    expect(report).toMatch(/^content\/it\/services\/camel\.mdx:\d+ icon: "rocket" is not one of/m);
    expect(report).toMatch(/^\d+ problem\(s\) in the content/m);
  });

  it('summarises the content per collection and language when all is well', async () => {
    content = tempContent();
    const { ok, report } = await checkContent(path.resolve('.'), content.dir);
    expect(ok).toBe(true);
    expect(report).toMatch(/^Content OK: \d+ entries in 2 languages/);
    expect(report).toMatch(/^ {2}case-studies +\d+/m);
  });
});
