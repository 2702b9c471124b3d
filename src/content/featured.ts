// The case studies the home page leads with: the ones a consultant marked `featured`, newest
// first, then the most recently published, three in all.
import { newestFirst, type Published } from './newestFirst.ts';

interface Dated extends Published {
  data: { published: string; featured?: boolean };
}

export const homeCount = 3;

export function homeCaseStudies<S extends Dated>(studies: readonly S[], count = homeCount): S[] {
  const featured = studies.filter((s) => s.data.featured).sort(newestFirst);
  const others = studies.filter((s) => !s.data.featured).sort(newestFirst);
  return [...featured, ...others].slice(0, count);
}
