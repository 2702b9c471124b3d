import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facetPath, facets, listPages, listPath, pageCount, pageItems, pageWindow, parseListPath, perPage, slugify, type ListedStudy } from '../../src/content/caseStudyLists.ts';

const study = (slug: string, technologies: string[], industry = 'Retail'): ListedStudy => ({ slug, technologies, industry });
/** n case studies, all with Apache Kafka; every third with Apache Flink; industries in turn. */
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => study(`s${i}`, ['Apache Kafka', ...(i % 3 === 0 ? ['Apache Flink'] : []), ...(i === 0 ? ['Drools'] : [])], ['Payments', 'Public sector', 'Sanità'][i % 3]!));

describe('case-study list pages', () => {
  it('names filters by slug', () => {
    expect(slugify('Apache Kafka')).toBe('apache-kafka');
    expect(slugify('MirrorMaker 2')).toBe('mirrormaker-2');
    expect(slugify('Public sector')).toBe('public-sector');
    expect(slugify('Sanità')).toBe('sanita');
    expect(slugify('ksqlDB')).toBe('ksqldb');
  });

  it('gives page 1 one address, and the others /page/<n>', () => {
    expect(listPath({ page: 1 })).toBe('/case-studies');
    expect(listPath({ page: 2 })).toBe('/case-studies/page/2');
    expect(listPath({ facet: { kind: 'technology', slug: 'apache-flink' }, page: 1 })).toBe('/case-studies/technology/apache-flink');
    expect(listPath({ facet: { kind: 'industry', slug: 'retail' }, page: 3 })).toBe('/case-studies/industry/retail/page/3');
  });

  it('reads back exactly the addresses it writes', () => {
    for (const page of listPages(many(100))) {
      const path = listPath(page);
      if (path === '/case-studies') continue;
      expect(parseListPath(path.slice('/case-studies/'.length))).toEqual(page.facet ? page : { page: page.page });
    }
  });

  it('refuses every other address: no second address for a page, no unknown filter kind', () => {
    for (const rest of ['', 'page', 'page/1', 'page/01', 'page/0', 'page/-2', 'page/2/', 'page/two', 'technology', 'technology/', 'technology/Apache-Flink', 'technology/apache--flink', 'technology/apache-flink/page/1', 'technology/apache-flink/page', 'technology/apache-flink/2', 'sector/retail', 'industry/retail/page/2/x', '/page/2']) {
      expect(parseListPath(rest), rest).toBeUndefined();
    }
  });

  it('never parses an address into a page it would write elsewhere (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('page', 'technology', 'industry', '1', '2', '10', '02', 'apache-flink', 'x'), { maxLength: 5 }), (parts) => {
        const rest = parts.join('/');
        const parsed = parseListPath(rest);
        if (parsed) expect(listPath(parsed)).toBe(`/case-studies/${rest}`);
      }),
    );
  });

  it('makes a filter page for what at least two, and not all, case studies share', () => {
    const all = facets(many(9));
    // Apache Kafka is in all nine (the filter would repeat the list); Drools in one.
    expect(all.map((f) => `${f.kind}:${f.slug}:${f.slugs.length}`)).toEqual(['technology:apache-flink:3', 'industry:payments:3', 'industry:public-sector:3', 'industry:sanita:3']);
    expect(facetPath(all, 'technology', 'Apache Flink')).toBe('/case-studies/technology/apache-flink');
    expect(facetPath(all, 'technology', 'Apache Kafka')).toBeUndefined();
    expect(facetPath(all, 'technology', 'Drools')).toBeUndefined();
    expect(facetPath(all, 'industry', 'Public sector')).toBe('/case-studies/industry/public-sector');
  });

  it('with three case studies sharing nothing but Kafka, the list is one page and nothing else', () => {
    const three = [study('a', ['Apache Kafka', 'Apache Flink'], 'Payments'), study('b', ['Apache Kafka', 'ksqlDB'], 'Retail'), study('c', ['Apache Kafka', 'jBPM'], 'Insurance')];
    expect(facets(three)).toEqual([]);
    expect(listPages(three)).toEqual([{ page: 1 }]);
  });

  it(`pages ${perPage} at a time, every case study on exactly one page of each list it is in`, () => {
    const studies = many(100);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(perPage)).toBe(1);
    expect(pageCount(perPage + 1)).toBe(2);
    const pages = Array.from({ length: pageCount(studies.length) }, (_, i) => pageItems(studies, i + 1));
    expect(pages.flat()).toEqual(studies);
    expect(pages.every((p) => p.length <= perPage && p.length > 0)).toBe(true);
    const flink = facets(studies).find((f) => f.slug === 'apache-flink')!;
    expect(listPages(studies).filter((p) => p.facet?.slug === 'apache-flink')).toHaveLength(pageCount(flink.slugs.length));
  });

  it('shows the first, last, current and neighbouring page numbers, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 26)).toEqual([1, 2, 3, 4, 5, null, 26]);
    expect(pageWindow(13, 26)).toEqual([1, null, 12, 13, 14, null, 26]);
    expect(pageWindow(26, 26)).toEqual([1, null, 25, 26]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const [current, total] = a <= b ? [a, b] : [b, a];
        const shown = pageWindow(current, total);
        const numbers = shown.filter((n): n is number => n !== null);
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
        // A gap always hides at least two pages; at most seven items are shown.
        shown.forEach((n, i) => n === null && expect(shown[i + 1]! - shown[i - 1]!).toBeGreaterThan(2));
        expect(shown.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});
