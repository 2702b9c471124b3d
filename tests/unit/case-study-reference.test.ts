// Every case study's summary box promises a reference call with an engineer of its client
// (ui.json's caseStudies.reference). A client who will not take calls is written `reference: false`
// in both files: the page then leaves the promise out, in both languages; the other case studies
// keep it. The value is a fact, so the two files must agree. The pages are rendered by the dev
// server in this process (Vite's own, as `npm run dev` runs it), not by a spawned build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownPaths } from '../../scripts/content/check/site-paths.ts';
import { nextSteps } from '../../scripts/content/scaffold/next-steps.ts';
import { scaffold } from '../../scripts/content/scaffold/scaffold.ts';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { devServer, shown, type DevServer } from './helpers/dev-server.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

const withoutCalls = 'case-studies/insurance-claims-orchestration.mdx';
const addReference = (value: boolean) => (text: string) => text.replace(/\n---\n/, `\nreference: ${value}\n---\n`);

let content: TempContent;
let server: DevServer;
beforeAll(async () => {
  content = tempContent();
  for (const lang of ['en', 'it']) content.edit(`${lang}/${withoutCalls}`, addReference(false));
  server = await devServer(content.dir);
}, 60_000);
afterAll(async () => {
  await server?.close();
  content?.remove();
});


describe("a case study's reference call", { timeout: 120_000 }, () => {
  it('is left out of the page of a case study whose client will not take calls, in each language, and kept on the others', async () => {
    for (const lang of ['en', 'it'] as const) {
      const prefix = lang === 'en' ? '' : '/it';
      const promise = (JSON.parse(content.read(`${lang}/ui.json`)) as Record<string, string>)['caseStudies.reference']!;
      const without = await server.get(`${prefix}/case-studies/insurance-claims-orchestration`);
      const other = await server.get(`${prefix}/case-studies/retail-inventory-streaming`);
      expect([without.status, other.status]).toEqual([200, 200]);
      expect(shown(without.html), lang).not.toContain(promise);
      expect(shown(other.html), lang).toContain(promise);
    }
  });

  it('is a fact: the same in both files, or the check says so', () => {
    const copy = tempContent();
    try {
      copy.edit(`en/${withoutCalls}`, addReference(false));
      const { problems } = readContent(copy.dir, { includeDrafts: true, knownPaths: knownPaths({ root: path.resolve('.'), contentDir: copy.dir, includeDrafts: false }) });
      expect(formatProblems(problems)).toMatch(/^content\/it\/case-studies\/insurance-claims-orchestration\.mdx:1 reference: must be the same in every language: content\/en\/case-studies\/insurance-claims-orchestration\.mdx has false, this file has none$/m);
    } finally {
      copy.remove();
    }
  });

  it('is named where a case study starts: the template writes reference: true with a note, and the scaffolder says to ask the client', () => {
    const copy = tempContent();
    try {
      for (const file of scaffold({ contentDir: copy.dir, collection: 'case-studies', slug: 'bank-payments-migration' })) {
        expect(readFileSync(file, 'utf8')).toMatch(/^# .*reference call\n(?:# .*\n)+reference: true$/m);
      }
    } finally {
      copy.remove();
    }
    const steps = nextSteps('case-studies', 'bank-payments-migration');
    expect(steps).toMatch(/^ {2}2\. Ask the client whether one of their engineers will take a reference call, under NDA: the page promises one; if not, write reference: false in both files\.$/m);
    expect(nextSteps('people', 'ada-example')).not.toContain('reference');
  });
});
