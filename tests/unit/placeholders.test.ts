// The template's placeholders ("TODO: …") are reported wherever they are left, whatever else the
// content holds: a person still the template once hid every placeholder of every file (their
// name, "TODO: First Last", made "TODO:" a name the spelling check skipped), and the build
// published "TODO: First Last" on /about.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/content/check/check-content.ts';
import { knownPaths } from '../../scripts/content/check/site-paths.ts';
import { scaffold } from '../../scripts/content/scaffold/scaffold.ts';
import { draftPlaceholders, formatProblems, readContent } from '../../src/content/read.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

const person = 'mario-prova';
const study = 'energy-metering-kafka';
const placeholder = 'is a placeholder: write the text it stands for';
const bio = { en: 'a short bio', it: 'una breve biografia' };

let content: TempContent;
/** The line and column of the first "TODO" on the line holding `needle`. */
const where = (file: string, needle: string) => {
  const lines = content.read(file).split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  return `${line + 1}:${lines[line]!.indexOf('TODO') + 1}`;
};

beforeAll(() => {
  content = tempContent();
  scaffold({ contentDir: content.dir, collection: 'people', slug: person });
  scaffold({ contentDir: content.dir, collection: 'case-studies', slug: study, today: '2030-06-30' });
});
afterAll(() => content?.remove());

describe('placeholders left from the template', () => {
  // A draft's placeholders are its writer's to fill in: check:content lists them as warnings, as the
  // build does, so a scaffolded draft left as made fails nobody's check (it once failed everyone's).
  it('check:content lists each one in a draft still the template, name first, in each language, as warnings that do not fail', async () => {
    const { ok, report } = await checkContent(path.resolve('.'), content.dir, ['en', 'it'].map((lang) => `content/${lang}/people/${person}.mdx`));
    expect(ok).toBe(true);
    for (const lang of ['en', 'it'] as const) {
      const file = `people/${person}.mdx`;
      expect(report).toContain(`content/${lang}/${file}:${where(`${lang}/${file}`, 'name:')} warning: name: "TODO" ${placeholder}`);
      expect(report).toContain(`content/${lang}/${file}:${where(`${lang}/${file}`, 'role:')} warning: role: "TODO" ${placeholder}`);
      expect(report).toContain(`content/${lang}/${file}:${where(`${lang}/${file}`, bio[lang])} warning: body: "TODO" ${placeholder}`);
    }
  }, 120_000);

  it("a person still the template does not hide another entry's placeholders", async () => {
    const { report } = await checkContent(path.resolve('.'), content.dir, ['en', 'it'].map((lang) => `content/${lang}/case-studies/${study}.mdx`));
    for (const lang of ['en', 'it']) {
      const file = `case-studies/${study}.mdx`;
      expect(report).toContain(`content/${lang}/${file}:${where(`${lang}/${file}`, 'title:')} warning: title: "TODO" ${placeholder}`);
      const firstParagraph = lang === 'en' ? 'TODO: who the client is' : 'TODO: chi è il cliente';
      expect(report).toContain(`content/${lang}/${file}:${where(`${lang}/${file}`, firstParagraph)} warning: body: "TODO" ${placeholder}`);
    }
    expect(report.match(new RegExp(`content/it/case-studies/${study}\\.mdx:\\d+:\\d+ warning: [\\w.]+: "TODO" is a placeholder`, 'g'))?.length).toBeGreaterThanOrEqual(10);
  }, 120_000);

  // CONTENT.md says the build prints what check:content finds in drafts as warnings: it once said nothing.
  it("the build's warnings list a draft's placeholders, name first, in each language, without failing it", () => {
    const drafts = formatProblems(draftPlaceholders(content.dir));
    for (const lang of ['en', 'it'] as const) {
      const file = `people/${person}.mdx`;
      expect(drafts).toContain(`content/${lang}/${file}:${where(`${lang}/${file}`, 'name:')} warning: name: "TODO" ${placeholder}`);
      expect(drafts).toContain(`content/${lang}/${file}:${where(`${lang}/${file}`, bio[lang])} warning: body: "TODO" ${placeholder}`);
      expect(drafts).toContain(`content/${lang}/case-studies/${study}.mdx:${where(`${lang}/case-studies/${study}.mdx`, 'title:')} warning: title: "TODO" ${placeholder}`);
    }
    expect(drafts).not.toMatch(/^content\/\w+\/(?!people\/mario-prova|case-studies\/energy-metering-kafka)/m);
  });

  it('the build and check:content refuse a published entry with a placeholder, and leave a draft to its writer', async () => {
    const build = () => formatProblems(readContent(content.dir, { includeDrafts: false, knownPaths: knownPaths({ root: path.resolve('.'), contentDir: content.dir, includeDrafts: false }) }).problems);
    expect(build()).not.toContain(person);
    for (const lang of ['en', 'it']) content.edit(`${lang}/people/${person}.mdx`, (t) => t.replace(/^draft: true\n/m, ''));
    expect(build()).toContain(`content/en/people/${person}.mdx:${where(`en/people/${person}.mdx`, 'name:')} name: "TODO" ${placeholder}`);
    expect(build()).toContain(`content/it/people/${person}.mdx:${where(`it/people/${person}.mdx`, bio.it)} body: "TODO" ${placeholder}`);
    const { ok, report } = await checkContent(path.resolve('.'), content.dir, ['en', 'it'].map((lang) => `content/${lang}/people/${person}.mdx`));
    expect(ok).toBe(false);
    expect(report).toContain(`content/en/people/${person}.mdx:${where(`en/people/${person}.mdx`, 'name:')} name: "TODO" ${placeholder}`);
  }, 120_000);
});
