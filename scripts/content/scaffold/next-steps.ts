// What `npm run new:<collection>` prints after writing the two files: the steps from here to a
// pull request, with what only the writer can settle (a case study's reference call) named there.
import type { Scaffoldable } from './templates.ts';

/** Where the new entry shows in `npm run dev`. */
const pageOf: Record<Scaffoldable, (slug: string) => string> = {
  'case-studies': (slug) => `/case-studies/${slug}`,
  services: () => '/services',
  contributions: () => '/contributions',
  'consultation-types': () => '/consultation',
  people: (slug) => `/about#${slug}`,
};

export function nextSteps(collection: Scaffoldable, slug: string): string {
  const steps = [
    'Fill in both files: replace every TODO; the "#" lines explain each field.',
    // Every case study's page promises a reference call: the writer is the one who can ask the client.
    ...(collection === 'case-studies' ? ['Ask the client whether one of their engineers will take a reference call, under NDA: the page promises one; if not, write reference: false in both files.'] : []),
    `As you write: npm run check:content -- ${slug}, and npm run dev at http://localhost:5173${pageOf[collection](slug)} (drafts show there only).`,
    'When it is ready, delete "draft: true" in both files, go through "Before a pull request" in CONTENT.md, and open a pull request.',
  ];
  return [
    'Next (CONTENT.md takes you through it):',
    ...steps.map((step, i) => `  ${i + 1}. ${step}`),
    'Made it by mistake? Delete the two files above.',
  ].join('\n');
}
