import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { collections } from '../../src/content/schemas.ts';

const real = path.resolve('content');
let temp: string | undefined;

/** A copy of the real content folder, to break on purpose. */
function copy(): string {
  temp = mkdtempSync(path.join(tmpdir(), 'content-'));
  const dir = path.join(temp, 'content');
  cpSync(real, dir, { recursive: true });
  return dir;
}

function edit(dir: string, file: string, change: (text: string) => string) {
  const full = path.join(dir, file);
  writeFileSync(full, change(readFileSync(full, 'utf8')));
}

afterEach(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
  temp = undefined;
});

describe('the real content', () => {
  // As published: a draft someone is still writing must not change these counts.
  const { content, problems } = readContent(real, { includeDrafts: false });

  it('has no problems', () => {
    expect(formatProblems(problems)).toBe('');
  });

  // How many there are is the consultants' business (a fourth case study, a seventh service):
  // the test asks for some of each, the same in both languages, not for today's counts.
  it('has entries in every collection, the same ones in both languages', () => {
    const slugs = (collection: string, lang: string) => content.entries.filter((e) => e.collection === collection && e.lang === lang).map((e) => e.slug).sort();
    for (const collection of Object.keys(collections)) {
      expect(slugs(collection, 'en').length, collection).toBeGreaterThan(0);
      expect(slugs(collection, 'it'), collection).toEqual(slugs(collection, 'en'));
    }
  });

  // The spec's entries by their file names, so that entries added beside them change nothing here.
  it('keeps the spec constants: commit counts, statuses, durations', () => {
    const data = <T,>(collection: string, slug: string) => content.entries.find((e) => e.collection === collection && e.lang === 'en' && e.slug === slug)?.data as T | undefined;
    const contribution = (slug: string) => data<{ commits: number; status: string }>('contributions', slug);
    expect(contribution('camel-kafka-connector')).toMatchObject({ commits: 47, status: 'active-committer' });
    expect(contribution('flink-kubernetes-operator')).toMatchObject({ commits: 23, status: 'contributor' });
    expect(contribution('kafka-streams-testkit')).toMatchObject({ commits: 156, status: 'maintainer' });
    for (const status of ['active', 'sponsored', 'leadership']) expect(data<{ status: string }>('open-source', status)).toMatchObject({ status });
    // SPEC's "2-4 hours", typeset with the en dash of the house style (CONTENT.md).
    expect(data('consultation-types', 'architecture-review')).toMatchObject({ title: 'Architecture Review', duration: '2–4 hours' });
    expect(data('consultation-types', 'technical-deep-dive')).toMatchObject({ title: 'Technical Deep Dive', duration: '4–8 hours' });
    expect(data('consultation-types', 'strategic-planning')).toMatchObject({ title: 'Strategic Planning', duration: '1–2 days' });
    expect(content.settings.copyrightYear).toBe(2026);
  });

  it('has the same UI keys in both languages', () => {
    expect(Object.keys(content.ui.it).sort()).toEqual(Object.keys(content.ui.en).sort());
  });

  it('defines every UI key the source code uses', () => {
    const used = new Set<string>();
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));
    for (const file of walk('src').filter((f) => /\.tsx?$/.test(f))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(['"]([\w.-]+)['"]/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !(key in content.ui.en))).toEqual([]);
  });
});

describe('broken content is reported with file, line, field and problem', () => {
  it('names a missing required field', () => {
    const dir = copy();
    edit(dir, 'it/services/kafka.mdx', (t) => t.replace(/^description:.*\n/m, ''));
    const { problems } = readContent(dir, { includeDrafts: false });
    expect(formatProblems(problems)).toContain('content/it/services/kafka.mdx:1 description: is required');
  });

  it('names a field of the wrong type, on its line', () => {
    const dir = copy();
    edit(dir, 'en/contributions/camel-kafka-connector.mdx', (t) => t.replace(/^commits: 47$/m, 'commits: many'));
    edit(dir, 'it/contributions/camel-kafka-connector.mdx', (t) => t.replace(/^commits: 47$/m, 'commits: many'));
    const { problems } = readContent(dir, { includeDrafts: false });
    const line = readFileSync(path.join(dir, 'en/contributions/camel-kafka-connector.mdx'), 'utf8').split('\n').indexOf('commits: many') + 1;
    expect(problems).toContainEqual(expect.objectContaining({ file: 'content/en/contributions/camel-kafka-connector.mdx', line, field: 'commits' }));
  });

  it('rejects an unknown technology and an unknown field', () => {
    const dir = copy();
    for (const lang of ['en', 'it']) {
      edit(dir, `${lang}/services/flink.mdx`, (t) => t.replace('  - Apache Flink\n', '  - Apache Flnk\n').replace('order:', 'colour: blue\norder:'));
    }
    const report = formatProblems(readContent(dir, { includeDrafts: false }).problems);
    expect(report).toMatch(/content\/en\/services\/flink\.mdx:\d+ technologies\.0: /);
    expect(report).toMatch(/content\/en\/services\/flink\.mdx:\d+ colour: is not a known field/);
  });

  it('reports an entry that exists in one language only', () => {
    const dir = copy();
    rmSync(path.join(dir, 'it/case-studies/payments-fraud-detection.mdx'));
    const report = formatProblems(readContent(dir, { includeDrafts: false }).problems);
    expect(report).toContain('content/en/case-studies/payments-fraud-detection.mdx:1 slug: "payments-fraud-detection" exists in en only');
  });

  it('reports language-neutral fields that differ between the languages', () => {
    const dir = copy();
    edit(dir, 'it/contributions/flink-kubernetes-operator.mdx', (t) => t.replace(/^commits: 23$/m, 'commits: 24'));
    edit(dir, 'it/services/kafka.mdx', (t) => t.replace(/^icon: waves$/m, 'icon: zap'));
    const report = formatProblems(readContent(dir, { includeDrafts: false }).problems);
    expect(report).toMatch(/content\/it\/contributions\/flink-kubernetes-operator\.mdx:\d+ commits: must be the same in every language/);
    expect(report).toMatch(/content\/it\/services\/kafka\.mdx:\d+ icon: must be the same in every language/);
  });

  it('reports a UI key missing in one language', () => {
    const dir = copy();
    edit(dir, 'it/ui.json', (t) => t.replace(/^\s*"nav\.services": .*\n/m, ''));
    const report = formatProblems(readContent(dir, { includeDrafts: false }).problems);
    expect(report).toMatch(/content\/en\/ui\.json:\d+ nav\.services: has no translation in content\/it\/ui\.json/);
  });

  it('reports every problem at once', () => {
    const dir = copy();
    edit(dir, 'en/services/kafka.mdx', (t) => t.replace(/^title:.*\n/m, ''));
    edit(dir, 'en/services/camel.mdx', (t) => t.replace(/^icon: route$/m, 'icon: rocket'));
    expect(readContent(dir, { includeDrafts: false }).problems.length).toBeGreaterThanOrEqual(3);
  });

  it('leaves drafts out unless asked for them', () => {
    const dir = copy();
    for (const lang of ['en', 'it']) edit(dir, `${lang}/case-studies/retail-inventory-streaming.mdx`, (t) => t.replace('published: "2025-06-10"', 'published: "2025-06-10"\ndraft: true'));
    const slugs = (includeDrafts: boolean) =>
      readContent(dir, { includeDrafts }).content.entries.filter((e) => e.collection === 'case-studies' && e.lang === 'en').map((e) => e.slug);
    expect(slugs(false)).not.toContain('retail-inventory-streaming');
    expect(slugs(true)).toContain('retail-inventory-streaming');
  });

  it('lists the language-neutral fields of every collection in its schema', () => {
    for (const { schema, neutral } of Object.values(collections)) {
      for (const field of neutral) expect(Object.keys(schema.shape)).toContain(field);
    }
  });
});
