// Which case studies the home page leads with.
import { describe, expect, it } from 'vitest';
import { homeCaseStudies } from '../../src/content/featured.ts';

const study = (slug: string, published: string, featured?: boolean) => ({ slug, data: { published, ...(featured === undefined ? {} : { featured }) } });
const slugs = (studies: { slug: string }[]) => studies.map((s) => s.slug);

describe('the case studies on the home page', () => {
  const studies = [study('old', '2024-01-10'), study('newest', '2025-09-23'), study('middle', '2025-03-18'), study('recent', '2025-06-10')];

  it('are the three most recently published when none is featured', () => {
    expect(slugs(homeCaseStudies(studies))).toEqual(['newest', 'recent', 'middle']);
  });

  it('put the featured first, newest first, and fill the rest with the most recent', () => {
    const chosen = homeCaseStudies([...studies.slice(1), study('old', '2024-01-10', true), study('older', '2023-05-01', true)]);
    expect(slugs(chosen)).toEqual(['old', 'older', 'newest']);
  });

  it('show at most three, even when more are featured', () => {
    const all = studies.map((s) => ({ ...s, data: { ...s.data, featured: true } }));
    expect(slugs(homeCaseStudies(all))).toEqual(['newest', 'recent', 'middle']);
  });
});
