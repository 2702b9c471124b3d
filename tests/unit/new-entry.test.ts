import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { afterEach, describe, expect, it } from 'vitest';
import { placeholderMessage } from '../../src/content/placeholders.ts';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { collections } from '../../src/content/schemas.ts';
import { knownPaths } from '../../scripts/content/check/site-paths.ts';
import { scaffold } from '../../scripts/content/scaffold/scaffold.ts';
import { commentedFields, scaffoldable, templateFields } from '../../scripts/content/scaffold/templates.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';
import { houseStyle } from '../../scripts/content/language/house-style.ts';

let content: TempContent | undefined;
const fresh = () => (content = tempContent());
afterEach(() => {
  content?.remove();
  content = undefined;
});

/** The content read with a new entry: its placeholders (tests/unit/placeholders.test.ts) are what is left to write, not a fault of the template. */
const check = (dir: string, includeDrafts = true) => {
  const read = readContent(dir, { includeDrafts, knownPaths: knownPaths({ root: path.resolve('.'), contentDir: dir, includeDrafts: false }) });
  return { ...read, problems: read.problems.filter((p) => p.message !== placeholderMessage) };
};

describe('scaffolding a new entry', () => {
  it('creates a case study in both languages that passes the content checks as created', () => {
    const { dir } = fresh();
    // Later than every real case study: the new one is the newest.
    const files = scaffold({ contentDir: dir, collection: 'case-studies', slug: 'bank-payments-migration', today: '2030-06-30' });
    expect(files).toEqual(['en', 'it'].map((lang) => path.join(dir, lang, 'case-studies/bank-payments-migration.mdx')));
    for (const file of files) expect(existsSync(file)).toBe(true);

    const { content: read, problems } = check(dir);
    expect(formatProblems(problems)).toBe('');
    const created = read.entries.filter((e) => e.slug === 'bank-payments-migration');
    expect(created.map((e) => e.lang).sort()).toEqual(['en', 'it']);
    expect(created[0]!.data).toMatchObject({ draft: true, published: '2030-06-30' });
    // Case studies are listed newest first: the new one opens the list, with no number to keep.
    expect(read.entries.filter((e) => e.collection === 'case-studies' && e.lang === 'en').map((e) => e.slug)[0]).toBe('bank-payments-migration');
  });

  // A consultant's first check must not fail on the template's own words (it did on an Italian calque).
  it("writes a case study whose template text breaks no house-style rule, in either language", { timeout: 60_000 }, async () => {
    const { dir } = fresh();
    scaffold({ contentDir: dir, collection: 'case-studies', slug: 'bank-payments-migration', today: '2030-06-30' });
    const found = (await houseStyle.run(dir)).filter((p) => p.file.includes('bank-payments-migration')).map((p) => `${p.file} ${p.field}: ${p.message}`);
    expect(found).toEqual([]);
  });

  it('gives the new entry an order one past the highest, and keeps it out of the build as a draft', () => {
    const { dir } = fresh();
    const highest = Math.max(...readContent(dir, { includeDrafts: true }).content.entries.filter((e) => e.collection === 'services').map((e) => ('order' in e.data ? e.data.order : -1)));
    scaffold({ contentDir: dir, collection: 'services', slug: 'debezium' });
    const service = readContent(dir, { includeDrafts: true }).content.entries.find((e) => e.slug === 'debezium');
    expect(service && 'order' in service.data && service.data.order).toBe(highest + 1);
    expect(readContent(dir, { includeDrafts: false }).content.entries.some((e) => e.slug === 'debezium')).toBe(false);
  });

  it.each(scaffoldable)('writes every schema field of %s, each explained in a comment', (collection) => {
    const { dir } = fresh();
    const [en] = scaffold({ contentDir: dir, collection, slug: 'brand-new' });
    const shape = Object.keys(collections[collection].schema.shape).sort();
    expect(templateFields(collection).sort()).toEqual(shape);
    const text = readFileSync(en!, 'utf8');
    // Optional fields without a safe placeholder (a GitHub login) are there, commented out.
    const commented = commentedFields(collection);
    expect(Object.keys(matter(text).data).sort()).toEqual(shape.filter((f) => !commented.includes(f)));
    for (const field of templateFields(collection)) expect(text).toMatch(new RegExp(`#[^\\n]*\\n(?:# )?${field}:`));
    expect(formatProblems(check(dir).problems)).toBe('');
  });

  it('writes a person whose commented fields, once uncommented and filled in, pass the checks', () => {
    const { dir } = fresh();
    const files = scaffold({ contentDir: dir, collection: 'people', slug: 'ada-example' });
    for (const file of files) writeFileSync(file, readFileSync(file, 'utf8').replace('# github: "their-login"', 'github: "ada-example"'));
    const { content: read, problems } = check(dir);
    expect(formatProblems(problems)).toBe('');
    expect(read.entries.find((e) => e.slug === 'ada-example')?.data).toMatchObject({ github: 'ada-example', languages: ['it', 'en'], projects: [], draft: true });
  });

  it('lists the allowed technologies in the template', () => {
    const { dir } = fresh();
    const [en] = scaffold({ contentDir: dir, collection: 'case-studies', slug: 'brand-new' });
    const text = readFileSync(en!, 'utf8');
    expect(text).toContain('from this list (CONTENT.md, "Technologies")');
    expect(text).toMatch(/^# .*Apache Kafka, Kafka Connect/m);
    expect(text).toMatch(/^# .*Amazon S3$/m);
  });

  it('refuses a slug that exists in either language', () => {
    const { dir } = fresh();
    expect(() => scaffold({ contentDir: dir, collection: 'case-studies', slug: 'payments-fraud-detection' })).toThrow(/"payments-fraud-detection" is already taken/);
    renameSync(path.join(dir, 'it/services/kafka.mdx'), path.join(dir, 'it/services/only-italian.mdx'));
    expect(() => scaffold({ contentDir: dir, collection: 'services', slug: 'only-italian' })).toThrow(/it\/services\/only-italian\.mdx exists/);
    expect(existsSync(path.join(dir, 'en/services/only-italian.mdx'))).toBe(false);
  });

  it.each(['Bank-Payments', 'bank_payments', 'bank--payments', '-bank', 'bank payments', ''])('refuses the invalid slug "%s"', (slug) => {
    const { dir } = fresh();
    expect(() => scaffold({ contentDir: dir, collection: 'case-studies', slug })).toThrow(/is not a valid slug: use lowercase letters, digits and single hyphens/);
  });

  // Two runs of the command, each starting Node and tsx: over 5 s on a machine shared with other runs.
  it('exits non-zero with the message from the command line, honouring CONTENT_DIR', { timeout: 30_000 }, () => {
    const { dir } = fresh();
    const run = (...args: string[]) => {
      try {
        execFileSync(process.execPath, ['--import', 'tsx', 'scripts/content/new-entry.ts', ...args], { env: { ...process.env, CONTENT_DIR: dir }, encoding: 'utf8', stdio: 'pipe' });
        return { status: 0, stderr: '' };
      } catch (error) {
        const failed = error as { status: number; stderr: string };
        return { status: failed.status, stderr: failed.stderr };
      }
    };
    expect(run('case-studies', 'new-one').status).toBe(0);
    expect(existsSync(path.join(dir, 'it/case-studies/new-one.mdx'))).toBe(true);
    const again = run('case-studies', 'new-one');
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/^error: "new-one" is already taken/);
  });
});
