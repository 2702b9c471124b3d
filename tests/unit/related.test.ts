import { describe, expect, it } from 'vitest';
import { mainTechnology, relatedCaseStudies, relatedContributions, serviceFor } from '../../src/content/related.ts';

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

  it("names, for a case study's call to action, the service of its most specific technology", () => {
    const service = (slug: string, technologies: string[]) => ({ slug, data: { technologies } });
    const services = [service('kafka', ['Apache Kafka']), service('flink', ['Apache Flink']), service('streams', ['Kafka Streams']), service('camel', ['Apache Camel'])];
    // Kafka is under almost every story: a more specific service wins, the earliest the story lists.
    expect(serviceFor({ technologies: ['Apache Kafka', 'Apache Flink'] }, services)?.slug).toBe('flink');
    expect(serviceFor({ technologies: ['Apache Camel', 'Kafka Streams', 'Apache Kafka'] }, services)?.slug).toBe('camel');
    expect(serviceFor({ technologies: ['Apache Kafka', 'Debezium'] }, services)?.slug).toBe('kafka');
    expect(serviceFor({ technologies: ['IBM MQ'] }, services)).toBeUndefined();
  });
});
