// A service's page has a shape: the problems we are called in for, what we do, what the client
// keeps, and how an engagement runs. Every service has every section, in both languages alike.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/content/check/check-content.ts';
import { structureCheck } from '../../scripts/content/language/structure.ts';
import { spanText, teamSpan } from '../../src/content/engagement.ts';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

let content: TempContent | undefined;
afterEach(() => {
  content?.remove();
  content = undefined;
});

type Service = { title: string; problems: string[]; work: string[]; deliverables: string[]; versions?: { version: string; note: string }[]; engagement: { models: string[]; length: { from: number; to: number; unit: string }; engineers: { from: number; to: number } } };
const services = (lang: string) => readContent(path.resolve('content'), { includeDrafts: false }).content.entries.filter((e) => e.collection === 'services' && e.lang === lang).map((e) => ({ slug: e.slug, data: e.data as unknown as Service }));
const both = (c: TempContent, file: string, change: (t: string) => string) => ['en', 'it'].forEach((lang) => c.edit(`${lang}/${file}`, change));
const problemsAfter = (change: (c: TempContent) => void) => {
  content = tempContent();
  change(content);
  return formatProblems(readContent(content.dir, { includeDrafts: true }).problems);
};

describe('the real services', () => {
  it('each answer the four questions, with as many items in both languages', () => {
    const italian = services('it');
    for (const { slug, data } of services('en')) {
      const twin = italian.find((s) => s.slug === slug)!.data;
      for (const section of ['problems', 'work', 'deliverables'] as const) {
        expect(data[section].length, `${slug} ${section}`).toBeGreaterThanOrEqual(2);
        expect(twin[section].length, `${slug} ${section}`).toBe(data[section].length);
      }
      expect(twin.engagement).toEqual(data.engagement);
    }
  });

  it('name the same versions in both languages, where they name any', () => {
    const italian = services('it');
    for (const { slug, data } of services('en')) {
      expect(italian.find((s) => s.slug === slug)!.data.versions?.map((v) => v.version), slug).toEqual(data.versions?.map((v) => v.version));
    }
    // The services whose work turns on releases: their What we do lists actions, the versions sit apart.
    expect(services('en').filter((s) => s.data.versions).map((s) => s.slug)).toEqual(['kafka', 'flink', 'kafka-streams']);
  });

  it('agree with /about on the usual team: its range covers every service', () => {
    const team = teamSpan(services('en'))!;
    for (const { data } of services('en')) {
      expect(data.engagement.engineers.from).toBeGreaterThanOrEqual(team.from);
      expect(data.engagement.engineers.to).toBeLessThanOrEqual(team.to);
    }
    expect(spanText({ from: 2, to: 3 }, 'en')).toBe('2–3');
    expect(spanText({ from: 2, to: 2 }, 'it')).toBe('2');
  });
});

describe('service problems, one line each', () => {
  it('a dropped item in a translated list, named on the Italian file', async () => {
    content = tempContent();
    content.edit('it/services/kafka.mdx', (t) => t.replace(/^ {2}- "Migriamo i cluster da ZooKeeper.*\n/m, ''));
    const found = formatProblems(await structureCheck.run(content.dir)).split('\n').filter((l) => l.includes('services/kafka.mdx'));
    expect(found).toEqual([expect.stringMatching(/^content\/it\/services\/kafka\.mdx:\d+ work: 5 items here, 6 in content\/en\/services\/kafka\.mdx:\d+$/)]);
  });

  it('a missing section, a list too long to scan, and a range upside down', () => {
    const report = problemsAfter((c) => {
      both(c, 'services/flink.mdx', (t) => t.replace(/^deliverables:\n(?: {2}- .*\n)+/m, ''));
      both(c, 'services/camel.mdx', (t) => t.replace(/^work:\n/m, `work:\n${'  - "One more thing we do."\n'.repeat(3)}`));
      both(c, 'services/ksqldb.mdx', (t) => t.replace(/length:\n {4}from: 2\n {4}to: 6/, 'length:\n    from: 6\n    to: 2'));
    });
    expect(report).toMatch(/^content\/en\/services\/flink\.mdx:1 deliverables: is required$/m);
    expect(report).toMatch(/^content\/en\/services\/camel\.mdx:\d+ work: keep it to 6 items or fewer, so the list reads at a glance$/m);
    expect(report).toMatch(/^content\/en\/services\/ksqldb\.mdx:\d+ engagement\.length\.to: must not be below from$/m);
  });

  it('a version that differs between the languages, reported by check:content on its line and field', { timeout: 60_000 }, async () => {
    content = tempContent();
    content.edit('it/services/kafka-streams.mdx', (t) => t.replace('  - version: "Kafka 4.2.0"', '  - version: "Kafka 4.2.1"'));
    const line = content.read('it/services/kafka-streams.mdx').split('\n').findIndex((l) => l.includes('version: "Kafka 4.2.1"')) + 1;
    const files = ['en', 'it'].map((lang) => `content/${lang}/services/kafka-streams.mdx`);
    const { ok, report } = await checkContent(path.resolve('.'), content.dir, files);
    expect(ok).toBe(false);
    expect(report).toContain(`content/it/services/kafka-streams.mdx:${line} versions.1.version: must be the same in every language: content/en/services/kafka-streams.mdx has "Kafka 4.2.0", this file has "Kafka 4.2.1"`);
  });

  it('versions missing in one language, or written without a version', () => {
    const report = problemsAfter((c) => {
      c.edit('it/services/flink.mdx', (t) => t.replace(/^versions:\n(?: {2}- .*\n {4}.*\n)+/m, ''));
      both(c, 'services/kafka.mdx', (t) => t.replace('version: "Strimzi 0.45"', 'version: "the last Strimzi with ZooKeeper"'));
    });
    expect(report).toMatch(/^content\/it\/services\/flink\.mdx:\d+ versions: 0 here and 1 in content\/en\/services\/flink\.mdx:\d+: each version needs its twin in the other language, in the same order$/m);
    expect(report).toMatch(/^content\/en\/services\/kafka\.mdx:\d+ versions\.1\.version: must be a product and its version, the same in every language, as "Kafka 4\.0" or "Kafka 4\.2\.1", not "the last Strimzi with ZooKeeper"$/m);
  });

  it('engagement facts that differ between the languages', () => {
    const report = problemsAfter((c) => c.edit('it/services/jbpm.mdx', (t) => t.replace('    - time-and-materials\n', '')));
    expect(report).toMatch(/^content\/it\/services\/jbpm\.mdx:\d+ engagement: must be the same in every language: content\/en\/services\/jbpm\.mdx has \{.*"models":\["time-and-materials","fixed-scope"\]/m);
  });
});
