// A copy of the site with 40 more case studies, for the tests of the list pages: enough for
// numbered pages, and 15 case studies with Apache Flink for a filter page with pages of its own.
// It also gives two people a GitHub login and a role in every repository, so the contribution
// cards link their commits, and has the form write to another inbox, with its reason. Its owner
// keeps some prices private (a consultation type's, the day rate, the retainer).
import path from 'node:path';
import type { GeneratedCaseStudy } from '../../../scripts/measure/generate-case-studies.ts';
import { readContent } from '../../../src/content/read.ts';

export const scaledDir = path.resolve('node_modules/.cache/e2e-scaled');
export const contentDir = path.join(scaledDir, 'content');
export const outDir = path.join(scaledDir, 'dist');
export const scaledPort = Number(process.env.E2E_PORT ?? 4319) + 1;
export const scaledUrl = `http://localhost:${scaledPort}`;

export const added = 40;
/** Person (slug) -> the GitHub login the scaled copy gives them, in the people's order. */
export const githubLogins: Record<string, string> = { 'giulia-esempio': 'ada-example', 'marco-campione': 'grace-example' };
/** The person the scaled copy gives a photo. */
export const photographed = 'luca-modello';
export const formRecipient = {
  address: 'requests@correnti.example',
  reason: {
    en: 'A shared inbox that two of our engineers read every morning.',
    it: 'Una casella condivisa che due nostri ingegneri leggono ogni mattina.',
  },
};
/** The owner publishes no price for this consultation type, nor a day rate or a support retainer. */
export const unpricedType = 'architecture-review';
export const sharedTechnology = 'Apache Flink';
const withShared = 14;

/** Which generated case studies to keep: 14 with Apache Flink, 26 without. */
export function keeper(): (study: GeneratedCaseStudy) => boolean {
  let shared = 0;
  let others = 0;
  return (study) => {
    const has = study.technologies.includes(sharedTechnology);
    if (has && shared < withShared) return ++shared > 0;
    if (!has && others < added - withShared) return ++others > 0;
    return false;
  };
}

/** The scaled content as the build read it (call after the server is up). */
export const scaledContent = () => readContent(contentDir, { includeDrafts: false }).content;
