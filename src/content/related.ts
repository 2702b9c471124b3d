// What a service's page shows as proof: the case studies and contributions that use the
// service's main technology, the first in its list. Most services also list Apache Kafka or
// Quarkus, so any shared technology would relate every case study to every service.
import { newestFirst } from './newestFirst.ts';

/** How many related entries a service's page shows before linking to all of them. */
export const relatedShown = 3;

export function mainTechnology(service: { technologies: readonly string[] }): string {
  const [main] = service.technologies;
  if (!main) throw new Error('A service lists at least one technology (the schema requires it)');
  return main;
}

const uses = (technology: string) => (entry: { data: { technologies: readonly string[] } }) => entry.data.technologies.includes(technology);

/** The case studies that use the service's main technology, most recent first. */
export function relatedCaseStudies<T extends { slug: string; data: { technologies: readonly string[]; published: string; updated?: string } }>(
  service: { technologies: readonly string[] },
  studies: readonly T[],
): T[] {
  return studies.filter(uses(mainTechnology(service))).sort(newestFirst);
}

/** The contributions that use the service's main technology, in their own order. */
export function relatedContributions<T extends { data: { technologies: readonly string[] } }>(service: { technologies: readonly string[] }, contributions: readonly T[]): T[] {
  return contributions.filter(uses(mainTechnology(service)));
}

/**
 * The service a case study's call to action names: one whose main technology the study uses,
 * the earliest in the study's own list; Apache Kafka's only when no more specific one matches
 * (most studies run on Kafka, so it would name the Kafka service for every one of them).
 */
export function serviceFor<S extends { data: { technologies: readonly string[] } }>(study: { technologies: readonly string[] }, services: readonly S[]): S | undefined {
  const rank = (service: S) => study.technologies.indexOf(mainTechnology(service.data));
  const matching = services.filter((s) => rank(s) >= 0).sort((a, b) => rank(a) - rank(b));
  return matching.find((s) => mainTechnology(s.data) !== 'Apache Kafka') ?? matching[0];
}
