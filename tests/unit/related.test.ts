import { describe, expect, it } from 'vitest';
import { mainTechnology, relatedCaseStudies, relatedContributions } from '../../src/content/related.ts';

const flink = { technologies: ['Apache Flink', 'Flink SQL', 'Apache Kafka'] };
const study = (slug: string, technologies: string[], published: string) => ({ slug, data: { technologies, published } });

describe("a service's related work", () => {
  it('is what uses its main technology, the first it lists', () => {
    expect(mainTechnology(flink)).toBe('Apache Flink');
    const studies = [study('kafka-only', ['Apache Kafka', 'ksqlDB'], '2025-09-01'), study('old', ['Apache Kafka', 'Apache Flink'], '2024-01-10'), study('sql-only', ['Flink SQL'], '2025-01-01')];
    // Sharing Apache Kafka, which most services list, or only Flink SQL, is not enough.
    expect(relatedCaseStudies(flink, studies).map((s) => s.slug)).toEqual(['old']);
    expect(relatedContributions(flink, [{ data: { technologies: ['Apache Flink', 'Kubernetes'] } }, { data: { technologies: ['Apache Camel'] } }])).toHaveLength(1);
  });

  it('lists case studies most recent first', () => {
    const studies = [study('b', ['Apache Flink'], '2025-03-18'), study('c', ['Apache Flink'], '2025-09-23'), study('a', ['Apache Flink'], '2025-03-18')];
    expect(relatedCaseStudies(flink, studies).map((s) => s.slug)).toEqual(['c', 'a', 'b']);
  });
});
