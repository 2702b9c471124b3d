// Every kind of content problem, with the exact line a consultant sees (CONTENT.md lists them).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { checkContent } from '../../scripts/content/check/check-content.ts';
import { seoLimits, serviceTitleMaxChars } from '../../src/content/schemas.ts';
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
    expect(report).toContain('content/en/services/flink.mdx:6 technologies.0: "Apache Flnk" is not in the list of technologies; did you mean "Apache Flink"? (the list: CONTENT.md, "Technologies")');
  });

  it('a value outside a short list, naming the allowed ones', () => {
    const report = reportAfter((c) => both(c, 'services/camel.mdx', (t) => t.replace(/^icon: .*$/m, 'icon: rocket')));
    expect(report).toMatch(/content\/en\/services\/camel\.mdx:\d+ icon: "rocket" is not one of: waves, zap, layers, database, workflow, route$/m);
  });

  it('a date in another format, and a negative order', () => {
    const report = reportAfter((c) => {
      both(c, 'case-studies/payments-fraud-detection.mdx', (t) => t.replace('published: "2025-03-18"', 'published: 18/03/2025'));
      both(c, 'services/kafka.mdx', (t) => t.replace('order: 0', 'order: -1'));
    });
    expect(report).toMatch(/^content\/en\/case-studies\/payments-fraud-detection\.mdx:\d+ published: must be a date written YYYY-MM-DD, not "18\/03\/2025"$/m);
    expect(report).toMatch(/^content\/en\/services\/kafka\.mdx:\d+ order: must be 0 or more, not -1$/m);
  });

  it('an order on a case study, which is listed by its date', () => {
    const report = reportAfter((c) => both(c, 'case-studies/payments-fraud-detection.mdx', (t) => t.replace('published: "2025-03-18"', 'published: "2025-03-18"\norder: 2')));
    expect(report).toMatch(/^content\/en\/case-studies\/payments-fraud-detection\.mdx:\d+ order: is not a known field$/m);
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

  it("an active committer's project: required, and the same in every language", () => {
    const file = 'contributions/camel-kafka-connector.mdx';
    const missing = reportAfter((c) => both(c, file, (t) => t.replace('project: Apache Camel\n', '')));
    expect(missing).toMatch(/^content\/en\/contributions\/camel-kafka-connector\.mdx:\d+ project: is required when status is active-committer: the project whose committer we are, as its foundation names it \(e\.g\. "Apache Camel"\); the badge says "Apache Camel committer"$/m);
    content.remove();
    const differs = reportAfter((c) => c.edit(`it/${file}`, (t) => t.replace('project: Apache Camel', 'project: Camel')));
    expect(differs).toBe(`content/it/${file}:${lineOf(content, `it/${file}`, 'project:')} project: must be the same in every language: content/en/${file} has "Apache Camel", this file has "Camel"`);
    content.remove();
    // A contributor names no project: the field is optional but for a committer.
    expect(reportAfter((c) => both(c, 'contributions/flink-kubernetes-operator.mdx', (t) => t.replace('status: contributor', 'status: contributor\nproject: Apache Flink')))).toBe('');
  });

  it("a service's summary: required, and one line long", () => {
    const file = 'services/kafka.mdx';
    const long = 'Kafka platforms that carry peak load, upgrade live, migrate without loss and page nobody at night.';
    const report = reportAfter((c) => {
      c.edit(`en/${file}`, (t) => t.replace(/^summary: .*$/m, `summary: "${long}"`));
      c.edit(`it/${file}`, (t) => t.replace(/^summary: .*\n/m, ''));
    });
    expect(report).toBe([
      `content/en/${file}:${lineOf(content, `en/${file}`, 'summary:')} summary: is ${long.length} characters; a summary has at most 90, one line under the service's name on the home page: leave the detail to description`,
      `content/it/${file}:1 summary: is required`,
    ].join('\n'));
  });

  // What search results show (tests/dist/seo.test.ts and html-validate's long-title hold the built
  // pages to it): said by the check, in the writer's words, on the field that becomes it, and
  // each message ends on what to do (a long title's once said only "cut what is longer").
  it("a case study's title and challenge: the page's title and description in search results, in both languages", () => {
    const file = 'case-studies/payments-fraud-detection.mdx';
    const title = { en: 'Card fraud scored at authorisation time, not overnight, in 40 ms', it: 'Antifrode' };
    const challenge = {
      en: 'Fraud was found late.',
      it: 'Il modello antifrode girava in un batch notturno. Le transazioni sospette emergevano la mattina dopo, quando la carta era spesso già stata riutilizzata più volte, anche all’estero, e i rimborsi costavano.',
    };
    const report = reportAfter((c) => {
      for (const lang of ['en', 'it'] as const) c.edit(`${lang}/${file}`, (t) => t.replace(/^title: .*$/m, `title: "${title[lang]}"`).replace(/^challenge: .*$/m, `challenge: "${challenge[lang]}"`));
    });
    const at = (lang: string, key: string) => `content/${lang}/${file}:${lineOf(content, `${lang}/${file}`, `${key}:`)} ${key}: `;
    const description = "search results show it as the page's description";
    expect(report).toBe([
      `${at('en', 'title')}is ${title.en.length} characters; a title has at most 59: search results show it as the page's title and cut what is longer; shorten it: the detail goes in the challenge`,
      `${at('en', 'challenge')}is ${challenge.en.length} characters; a challenge has at least 50: ${description}, and a shorter one says too little; say it in one or two plain sentences`,
      `${at('it', 'title')}is ${title.it.length} characters; a title has at least 10: search results show it as the page's title, and a shorter one says too little; say what the page is about in a few more words`,
      `${at('it', 'challenge')}is ${challenge.it.length} characters; a challenge has at most 200: ${description} and cut what is longer; say it in one or two plain sentences`,
    ].join('\n'));
  });

  it("a service's title and description, and the privacy notice's: limited as search results show them", () => {
    const long = 'Kafka deve reggere i picchi di carico, aggiornarsi senza downtime e cambiare infrastruttura senza perdere messaggi. Progettiamo, realizziamo, ottimizziamo e migriamo piattaforme Kafka che ci riescono, da anni.';
    const report = reportAfter((c) => {
      c.edit('it/services/kafka.mdx', (t) => t.replace(/^title: .*$/m, 'title: "Apache Kafka, Kafka Connect, Kafka Streams e ksqlDB"').replace(/^description: .*$/m, `description: "${long}"`));
      c.edit('en/privacy/notice.mdx', (t) => t.replace(/^title: .*$/m, 'title: "Privacy notice of Correnti: what we keep, why, and for how long"').replace(/^description: .*$/m, 'description: "Your data."'));
    });
    expect(report).toContain(`content/it/services/kafka.mdx:2 title: is 51 characters; a service's title has at most ${serviceTitleMaxChars}: search results show "Consulenza su <title>" ("<title> consulting") as the page's title and cut what is longer; shorten it to the service's name: the detail goes in the description`);
    expect(report).toContain(`content/it/services/kafka.mdx:3 description: is ${long.length} characters; a description has at most 200`);
    expect(report).toMatch(/^content\/en\/privacy\/notice\.mdx:2 title: is 63 characters; a title has at most 59: .*; shorten it: the detail goes in the description$/m);
    expect(report).toMatch(/^content\/en\/privacy\/notice\.mdx:3 description: is 10 characters; a description has at least 50/m);
  });

  it("the limits match what the built pages are held to: html-validate's 70 characters less the site's name, and each language's service title", () => {
    const name = (JSON.parse(readFileSync('content/settings.json', 'utf8')) as { name: string }).name;
    expect(seoLimits.title.max).toBe(70 - ` | ${name}`.length);
    for (const lang of ['en', 'it']) {
      const metaTitle = (JSON.parse(readFileSync(`content/${lang}/ui.json`, 'utf8')) as Record<string, string>)['service.metaTitle']!;
      expect(serviceTitleMaxChars + metaTitle.replace('{service}', '').length, lang).toBeLessThanOrEqual(seoLimits.title.max);
    }
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

/** The line of the first line holding `needle` in a file of the temporary content. */
const lineOf = (c: TempContent, file: string, needle: string) => readFileSync(path.join(c.dir, file), 'utf8').split('\n').findIndex((l) => l.includes(needle)) + 1;

describe("a case study's results", () => {
  const en = 'case-studies/payments-fraud-detection.mdx';
  const it_ = 'case-studies/retail-inventory-streaming.mdx';

  it('a figure that differs between the languages, at its line, naming the result and the figure', () => {
    let line = 0;
    const report = reportAfter((c) => {
      c.edit(`it/${en}`, (t) => t.replace('before: { value: [8, 30], unit: hours }', 'before: { value: [8, 30], unit: days }'));
      line = lineOf(c, `it/${en}`, 'before: { value: [8, 30], unit: days }');
    });
    expect(report).toBe(`content/it/${en}:${line} results.0.before: must be the same in every language: content/en/${en} has {"unit":"hours","value":[8,30]}, this file has {"unit":"days","value":[8,30]}`);
  });

  it('the same figure written in another order is the same fact', () => {
    const report = reportAfter((c) => c.edit(`it/${en}`, (t) => t.replace('after: { value: 4200, unit: tx/s }', 'after: { unit: tx/s, value: 4200 }')));
    expect(report).toBe('');
  });

  it('a result missing in one language', () => {
    let lines = { it: 0, en: 0 };
    const report = reportAfter((c) => {
      c.edit(`it/${it_}`, (t) => t.replace(/  - headline: "Dismesso[^]*?(?=technologies:)/, ''));
      lines = { it: lineOf(c, `it/${it_}`, '  - headline:'), en: lineOf(c, `en/${it_}`, '  - headline:') };
    });
    expect(report).toBe(`content/it/${it_}:${lines.it} results: 2 here and 3 in content/en/${it_}:${lines.en}: each result needs its twin in the other language, with the same figures`);
  });

  it('a headline too long to read at a glance, at its line', () => {
    let line = 0;
    const report = reportAfter((c) => {
      c.edit(`en/${en}`, (t) => t.replace('"Under 0.01% of transactions decided without a fraud score"', '"Under 0.01% of all the card transactions were decided without any fraud score in time"'));
      line = lineOf(c, `en/${en}`, 'Under 0.01% of all the card');
    });
    expect(report).toBe(`content/en/${en}:${line} results.1.headline: 15 words; a headline has at most 12, to be read at a glance: move the detail to basis`);
  });

  it('a number in a headline that is not one of its figures', () => {
    let line = 0;
    const report = reportAfter((c) => {
      c.edit(`it/${en}`, (t) => t.replace('"Meno dello 0,01% delle transazioni', '"Meno dello 0,02% delle transazioni'));
      line = lineOf(c, `it/${en}`, 'Meno dello 0,02%');
    });
    const column = content.read(`it/${en}`).split('\n')[line - 1]!.indexOf('0,02%') + 1;
    expect(report).toBe(`content/it/${en}:${line}:${column} results.1.headline: "0,02%" is neither a figure in per cent nor the change in per cent of this result (0,01%): correct the headline or the figures`);
  });

  it('a number in an English headline: the column of the number, after a percentile too', () => {
    let line = 0;
    const report = reportAfter((c) => {
      // The result with a change in per cent (the loss rate's, fourth).
      c.edit(`en/${en}`, (t) => t.replace(/^( {2}- headline: ")([^"\n]*38%[^"\n]*)"/m, (_, key: string) => `${key}Scored in 45 ms at p99, down 45%"`));
      line = lineOf(c, `en/${en}`, 'Scored in 45 ms at p99');
    });
    const text = content.read(`en/${en}`).split('\n')[line - 1]!;
    expect(report).toMatch(new RegExp(`^content/en/${en.replace(/[./]/g, '\\$&')}:${line}:${text.indexOf('45 ms') + 1} results\\.3\\.headline: "45" is neither`, 'm'));
    expect(report).toMatch(new RegExp(`:${line}:${text.indexOf('45%') + 1} results\\.3\\.headline: "45%" is neither a figure in per cent`, 'm'));
  });

  it('figures need a metric; before needs after; one result at least has figures', () => {
    const report = reportAfter((c) => both(c, it_, (t) => t
      .replace(/ {4}metric: "(?:From a stock|Dal movimento)[^\n]*\n/, '')
      .replace(/ {4}after: \{ value: 1\.9, unit: percent \}\n/, '')));
    expect(report.split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^content/en/${it_}:\\d+ results\\.0\\.after: is required when before is given: the figure after the change$`)),
      expect.stringMatching(new RegExp(`^content/en/${it_}:\\d+ results\\.1\\.metric: is required with figures: a short label saying what they measure$`)),
      expect.stringMatching(new RegExp(`^content/it/${it_}:\\d+ results\\.0\\.after: is required when before is given`)),
      expect.stringMatching(new RegExp(`^content/it/${it_}:\\d+ results\\.1\\.metric: is required with figures`)),
    ]);
    const none = reportAfter((c) => both(c, it_, (t) => t.replace(/ {4}(?:before|after): .*\n/g, '').replace(/ {4}metric: .*\n/g, '')));
    expect(none).toContain(`content/en/${it_}:`);
    expect(none).toMatch(/ results: give at least one result its figures \(after\): the page leads with them$/m);
  });

  it('a range written the wrong way round, and a unit outside the list', () => {
    const report = reportAfter((c) => both(c, en, (t) => t.replace('value: [8, 30], unit: hours', 'value: [30, 8], unit: hour')));
    expect(report).toMatch(/results\.0\.before\.value: a range goes from the lower number to the higher, e\.g\. \[8, 30\]$/m);
    expect(report).toMatch(/results\.0\.before\.unit: "hour" is not one of: ms, seconds, minutes, hours, days, weeks, months, percent, bps, tx\/s, events\/s, index, count; did you mean "hours"\?$/m);
  });

  it("a case study's ask is optional prose: left out it passes, written empty it is refused on its line", () => {
    expect(reportAfter((c) => both(c, en, (t) => t.replace(/^ask: .*\n/m, '')))).toBe('');
    content.remove();
    const report = reportAfter((c) => c.edit(`it/${en}`, (t) => t.replace(/^ask: .*$/m, 'ask: ""')));
    expect(report).toBe(`content/it/${en}:${lineOf(content, `it/${en}`, 'ask:')} ask: must not be empty`);
  });

  it('featured is a fact, the same in both languages', () => {
    const report = reportAfter((c) => c.edit(`en/${en}`, (t) => t.replace('published: "2025-03-18"', 'published: "2025-03-18"\nfeatured: true')));
    expect(report).toMatch(new RegExp(`^content/it/${en}:\\d+ featured: must be the same in every language: content/en/${en} has true, this file has none$`));
  });
});

// A full check reads every file and loads the spelling dictionaries: seconds on a busy machine,
// so these two are not held to vitest's 5 s default (speed is not what they test).
describe('check:content', { timeout: 90_000 }, () => {
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
    // Warnings (a sentence over 30 words) are listed above it and do not fail the check.
    expect(report).toMatch(/^Content OK: \d+ entries in 2 languages/m);
    expect(report).toMatch(/^ {2}case-studies +\d+/m);
  });
});
