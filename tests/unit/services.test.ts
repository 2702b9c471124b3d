// A service's page has a shape: the problems we are called in for, what we do, what the client
// keeps, and how an engagement runs. Every service has every section, in both languages alike.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { structureCheck } from '../../scripts/content/language/structure.ts';
import { spanText, teamSpan } from '../../src/content/engagement.ts';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

let content: TempContent | undefined;
afterEach(() => {
  content?.remove();
  content = undefined;
});

type Service = { title: string; problems: string[]; work: string[]; deliverables: string[]; engagement: { models: string[]; length: { from: number; to: number; unit: string }; engineers: { from: number; to: number } } };
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
    content.edit('it/services/kafka.mdx', (t) => t.replace(/^ {2}- "Migriamo da ZooKeeper.*\n/m, ''));
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

  it('engagement facts that differ between the languages', () => {
    const report = problemsAfter((c) => c.edit('it/services/jbpm.mdx', (t) => t.replace('    - time-and-materials\n', '')));
    expect(report).toMatch(/^content\/it\/services\/jbpm\.mdx:\d+ engagement: must be the same in every language: content\/en\/services\/jbpm\.mdx has \{.*"models":\["time-and-materials","fixed-scope"\]/m);
  });
});
