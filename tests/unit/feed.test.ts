import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../src/content/settings.ts';
import { caseStudyFeed, feedSize, type FeedStudy } from '../../src/seo/feed.ts';

const settings = { name: 'Correnti', siteUrl: 'https://correnti.example', copyrightYear: 2025 } as Settings;
const text = { title: 'Casi di studio di Correnti', subtitle: 'Progetti reali.', challenge: 'La sfida', solution: 'La soluzione', results: 'I risultati' };
const study = (slug: string, published: string, updated?: string): FeedStudy => ({
  slug, title: `Titolo ${slug}`, industry: 'Pagamenti', challenge: `Sfida di ${slug}`, solution: `Soluzione di ${slug}`, results: [`Primo risultato di ${slug}`, 'Perdite ridotte del 38%'], technologies: ['Apache Kafka', 'Apache Flink'], published, updated,
});
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'link', 'category'].includes(name) });
type Entry = { id: string; title: { '#text': string }; link: { '@href': string; '@rel'?: string }[]; summary: { '#text': string }; published: string; updated: string; category: { '@term': string }[] };
const parse = (xml: string) => parser.parse(xml).feed as { '@xml:lang': string; id: string; title: string; updated: string; link: { '@rel': string; '@href': string }[]; entry: Entry[] };

describe('the Atom feed of the case studies', () => {
  it('names its language, links itself and the list absolutely, and dates itself by its newest entry', () => {
    const feed = parse(caseStudyFeed(settings, 'it', text, [study('a', '2025-03-18'), study('b', '2025-06-10', '2025-10-01')]));
    expect(feed['@xml:lang']).toBe('it');
    expect(feed.title).toBe('Casi di studio di Correnti');
    expect(feed.link).toEqual([
      { '@rel': 'alternate', '@href': 'https://correnti.example/it/case-studies' },
      { '@rel': 'self', '@href': 'https://correnti.example/it/case-studies/feed.atom' },
    ]);
    expect(feed.updated).toBe('2025-10-01T00:00:00.000Z');
  });

  it('gives each entry its absolute link, title, summary (the results\' headlines first, then challenge and solution), dates and categories', () => {
    const [revised, first] = parse(caseStudyFeed(settings, 'it', text, [study('a', '2025-03-18'), study('b', '2025-06-10', '2025-10-01')])).entry;
    expect(revised!.id).toBe('https://correnti.example/it/case-studies/b');
    expect(revised!.link[0]!['@href']).toBe('https://correnti.example/it/case-studies/b');
    expect(revised!.title['#text']).toBe('Titolo b');
    expect(revised!.summary['#text']).toBe('<p><strong>I risultati:</strong></p><ul><li>Primo risultato di b</li><li>Perdite ridotte del 38%</li></ul><p><strong>La sfida:</strong> Sfida di b</p><p><strong>La soluzione:</strong> Soluzione di b</p>');
    expect([revised!.published, revised!.updated]).toEqual(['2025-06-10T00:00:00.000Z', '2025-10-01T00:00:00.000Z']);
    expect([first!.published, first!.updated]).toEqual(['2025-03-18T00:00:00.000Z', '2025-03-18T00:00:00.000Z']);
    expect(first!.category.map((c) => c['@term'])).toEqual(['Pagamenti', 'Apache Kafka', 'Apache Flink']);
  });

  it('escapes text that would read as markup', () => {
    const tricky = { ...study('x', '2025-01-01'), title: 'Kafka & <Flink>', challenge: 'a < b', results: ['p99 < 5 s'] };
    const [entry] = parse(caseStudyFeed(settings, 'en', text, [tricky])).entry;
    expect(entry!.title['#text']).toBe('Kafka &#38; &#60;Flink&#62;');
    expect(entry!.summary['#text']).toContain('a &#60; b');
    expect(entry!.summary['#text']).toContain('<li>p99 &#60; 5 s</li>');
  });

  it(`carries the ${feedSize} most recent case studies`, () => {
    const studies = Array.from({ length: 30 }, (_, i) => study(`s${i}`, `2024-01-${String(i + 1).padStart(2, '0')}`));
    const entries = parse(caseStudyFeed(settings, 'en', text, studies)).entry;
    expect(entries).toHaveLength(feedSize);
    expect(entries[0]!.id).toMatch(/\/s29$/);
    expect(entries.at(-1)!.id).toMatch(/\/s10$/);
  });
});
