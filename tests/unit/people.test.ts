// The people collection and the claims other entries make about it: a committer for every
// contribution marked active-committer, a team no larger than the people listed, one login each.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { githubLoginsOn, languageName, peopleOn, spokenLanguages, workplaces } from '../../src/content/people.ts';
import { andList } from '../../src/i18n/lists.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

let content: TempContent | undefined;
afterEach(() => {
  content?.remove();
  content = undefined;
});

const both = (c: TempContent, file: string, change: (t: string) => string) => ['en', 'it'].forEach((lang) => c.edit(`${lang}/${file}`, change));
/** The copy's problems once `change` has run on it. */
function reportAfter(change: (c: TempContent) => void, includeDrafts = true): string {
  content = tempContent();
  change(content);
  return formatProblems(readContent(content.dir, { includeDrafts }).problems);
}
const lineOf = (c: TempContent, file: string, text: string) => readFileSync(path.join(c.dir, file), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;
/** Every person's file name in the copy's default language, as the lead message lists them. */
const peopleFileNames = (c: TempContent) => readdirSync(path.join(c.dir, 'en/people')).filter((f) => f.endsWith('.mdx')).map((f) => f.slice(0, -'.mdx'.length)).sort();
const people = () => readContent(path.resolve('content'), { includeDrafts: false }).content.entries.filter((e) => e.collection === 'people');

describe('the real people', () => {
  it('come in their order in each language, as /about lists them (0 first)', () => {
    for (const lang of ['en', 'it']) {
      const mine = people().filter((p) => p.lang === lang);
      const orders = mine.map((p) => (p.data as { order: number }).order);
      expect(orders, lang).toEqual([...orders].sort((a, b) => a - b));
      expect(new Set(orders).size, lang).toBe(orders.length);
    }
  });

  // Whoever they are: the owner replaces the sample people with real ones (README, "Deploy"), and
  // adds more, so nothing here counts them or reads their names.
  it('are in both languages, each with a role, a place and the languages they speak', () => {
    for (const lang of ['en', 'it']) {
      const mine = people().filter((p) => p.lang === lang);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.map((p) => p.slug), lang).toEqual(people().filter((p) => p.lang === 'en').map((p) => p.slug));
      for (const { data } of mine) {
        const person = data as { name: string; role: string; location: string; languages: string[] };
        expect(person.role.length).toBeGreaterThan(3);
        expect(person.location.length).toBeGreaterThan(0);
        expect(person.languages.length).toBeGreaterThan(0);
      }
    }
  });

  it('include a committer for each contribution the contributions page says we commit to, on its repository', () => {
    const english = people().filter((p) => p.lang === 'en') as never as Parameters<typeof peopleOn>[1];
    const contributions = readContent(path.resolve('content'), { includeDrafts: false }).content.entries
      .filter((e) => e.collection === 'contributions' && e.lang === 'en')
      .map((e) => e.data as { repository: string; status: string })
      .filter((c) => c.status === 'active-committer');
    for (const { repository } of contributions) expect(peopleOn(repository, english).map((p) => p.role), repository).toContain('committer');
  });
});

describe('what the site says about its people', () => {
  const sample = [
    { slug: 'ada', data: { name: 'Ada Example', location: 'Milan', languages: ['it', 'en'], projects: [{ project: 'Camel Kafka Connector', repository: 'apache/camel-kafka-connector', role: 'committer' as const }], github: 'ada-example' } },
    { slug: 'grace', data: { name: 'Grace Example', location: 'Turin', languages: ['en', 'fr'], projects: [{ project: 'Camel Kafka Connector', repository: 'Apache/Camel-Kafka-Connector', role: 'contributor' as const }] } },
    { slug: 'alan', data: { name: 'Alan Example', location: 'Milan', languages: ['en'], github: 'alan-example' } },
  ];

  it('finds who holds which role in a repository, whatever its case', () => {
    expect(peopleOn('apache/camel-kafka-connector', sample).map(({ person, role }) => [person.slug, role])).toEqual([['ada', 'committer'], ['grace', 'contributor']]);
    expect(peopleOn('apache/flink', sample)).toEqual([]);
  });

  it('links only the logins of people with a role in the repository, and only when set', () => {
    expect(githubLoginsOn('apache/camel-kafka-connector', sample)).toEqual(['ada-example']);
    expect(githubLoginsOn('apache/flink', sample)).toEqual([]);
  });

  it('says each place and language once, in the page\'s language', () => {
    expect(workplaces(sample)).toEqual(['Milan', 'Turin']);
    expect(spokenLanguages(sample)).toEqual(['it', 'en', 'fr']);
    expect(spokenLanguages(sample).map((code) => languageName(code, 'it'))).toEqual(['italiano', 'inglese', 'francese']);
    expect(languageName('it', 'en')).toBe('Italian');
    // House style: no serial comma in either language.
    expect(andList('en').format(workplaces([...sample, { slug: 'x', data: { ...sample[0]!.data, location: 'Bologna' } }]))).toBe('Milan, Turin and Bologna');
    expect(andList('it').format(['Milano', 'Torino', 'Bologna'])).toBe('Milano, Torino e Bologna');
  });
});

describe('people problems, one line each', () => {
  it('an active-committer contribution with no committer among the people fails, on its status line', () => {
    const report = reportAfter((c) => both(c, 'people/giulia-esempio.mdx', (t) => t.replace('    role: committer', '    role: contributor')));
    const line = lineOf(content!, 'en/contributions/camel-kafka-connector.mdx', 'status:');
    expect(report).toBe(`content/en/contributions/camel-kafka-connector.mdx:${line} status: "active-committer" says one of our engineers is a committer on apache/camel-kafka-connector, but no person lists that role: add { project, repository: apache/camel-kafka-connector, role: committer } to their "projects" in content/*/people/ (CONTENT.md, "Add a person")`);
  });

  it('a committer still in draft does not back a published contribution', () => {
    const draft = (c: TempContent) => both(c, 'people/giulia-esempio.mdx', (t) => t.replace('order: 0', 'order: 0\ndraft: true'));
    expect(reportAfter(draft, false)).toMatch(/camel-kafka-connector\.mdx:\d+ status: "active-committer" says/);
    content!.remove();
    expect(reportAfter(draft, true)).toMatch(/camel-kafka-connector\.mdx:\d+ status: "active-committer" says/);
  });

  it('a service promising a larger team than the people listed', () => {
    // One more than there are people, however many the content has.
    const listed = people().filter((p) => p.lang === 'en').length;
    const report = reportAfter((c) => both(c, 'services/kafka.mdx', (t) => t.replace(/engineers:\n {4}from: 2\n {4}to: 3/, `engineers:\n    from: 2\n    to: ${listed + 1}`)));
    const line = lineOf(content!, 'en/services/kafka.mdx', `to: ${listed + 1}`);
    expect(report).toBe(`content/en/services/kafka.mdx:${line} engagement.engineers.to: says a team of up to ${listed + 1} of our engineers, but content/en/people/ lists ${listed}`);
  });

  it('every service names a lead: missing, or not one of the people, is an error on its line', () => {
    const report = reportAfter((c) => {
      both(c, 'services/kafka.mdx', (t) => t.replace(/^lead: .*\n/m, ''));
      both(c, 'services/flink.mdx', (t) => t.replace('lead: sara-sample', 'lead: sara-example'));
      both(c, 'services/jbpm.mdx', (t) => t.replace('lead: luca-modello', 'lead: Luca Modello'));
    });
    expect(report.split('\n').sort()).toEqual([
      `content/en/services/flink.mdx:${lineOf(content!, 'en/services/flink.mdx', 'lead:')} lead: "sara-example" is none of our people: write the file name of a person in content/en/people/ (${peopleFileNames(content!).join(', ')}), who leads this service`,
      `content/en/services/jbpm.mdx:${lineOf(content!, 'en/services/jbpm.mdx', 'lead:')} lead: must be the file name of a person in content/en/people/, without .mdx, e.g. "giulia-esempio", not "Luca Modello"`,
      'content/en/services/kafka.mdx:1 lead: is required',
      `content/it/services/jbpm.mdx:${lineOf(content!, 'it/services/jbpm.mdx', 'lead:')} lead: must be the file name of a person in content/en/people/, without .mdx, e.g. "giulia-esempio", not "Luca Modello"`,
      'content/it/services/kafka.mdx:1 lead: is required',
    ]);
  });

  it('a lead is a fact, the same in both languages, and not a person still in draft', () => {
    const differs = reportAfter((c) => c.edit('it/services/camel.mdx', (t) => t.replace('lead: giulia-esempio', 'lead: luca-modello')));
    expect(differs).toBe(`content/it/services/camel.mdx:${lineOf(content!, 'it/services/camel.mdx', 'lead:')} lead: must be the same in every language: content/en/services/camel.mdx has "giulia-esempio", this file has "luca-modello"`);
    content!.remove();
    const draft = (c: TempContent) => both(c, 'people/luca-modello.mdx', (t) => t.replace('order: 3', 'order: 3\ndraft: true'));
    for (const includeDrafts of [true, false]) {
      expect(reportAfter(draft, includeDrafts)).toBe(`content/en/services/jbpm.mdx:${lineOf(content!, 'en/services/jbpm.mdx', 'lead:')} lead: "luca-modello" is still a draft (content/en/people/luca-modello.mdx), so the published page would name nobody: publish the person, or name another lead`);
      content!.remove();
    }
    // A service in draft may name a person in draft: both go live together.
    expect(reportAfter((c) => {
      draft(c);
      both(c, 'services/jbpm.mdx', (t) => t.replace('order: 4', 'order: 4\ndraft: true'));
    })).toBe('');
  });

  it('a GitHub login: not the organisation\'s, not someone else\'s, and a user login at all', () => {
    const report = reportAfter((c) => {
      both(c, 'people/giulia-esempio.mdx', (t) => t.replace('order: 0', 'github: Correnti-OSS\norder: 0'));
      both(c, 'people/marco-campione.mdx', (t) => t.replace('order: 1', 'github: ada-example\norder: 1'));
      both(c, 'people/sara-sample.mdx', (t) => t.replace('order: 2', 'github: ADA-example\norder: 2'));
      both(c, 'people/luca-modello.mdx', (t) => t.replace('order: 3', 'github: https://github.com/luca\norder: 3'));
    });
    const line = (slug: string) => lineOf(content!, `en/people/${slug}.mdx`, 'github:');
    expect(report.split('\n').filter((l) => l.startsWith('content/en/'))).toEqual([
      `content/en/people/luca-modello.mdx:${line('luca-modello')} github: must be a GitHub user login, e.g. "octocat", not "https://github.com/luca"`,
      `content/en/people/giulia-esempio.mdx:${line('giulia-esempio')} github: "Correnti-OSS" is the organisation's GitHub profile (sameAs in content/settings.json), which authors no commits; write this person's own user login`,
      `content/en/people/sara-sample.mdx:${line('sara-sample')} github: "ADA-example" is Marco Campione's login already (content/en/people/marco-campione.mdx)`,
    ]);
  });

  it('two people with the same order: a warning on each of the two files, naming the other, in each language, that does not fail', () => {
    content = tempContent();
    // luca-modello takes marco-campione's number: the file that changed comes first by name, and still hears of it.
    both(content, 'people/luca-modello.mdx', (t) => t.replace('order: 3', 'order: 1'));
    const { problems } = readContent(content.dir, { includeDrafts: true });
    const tail = 'so the two are listed by file name (luca-modello first): give each its own number, the same in both languages';
    // The writer may be editing the Italian file: it hears of the tie too (it was said in English only).
    expect(formatProblems(problems).split('\n').sort()).toEqual(['en', 'it'].flatMap((lang) => [
      `content/${lang}/people/luca-modello.mdx:${lineOf(content!, `${lang}/people/luca-modello.mdx`, 'order:')} warning: order: 1 is also the order of content/${lang}/people/marco-campione.mdx, ${tail}`,
      `content/${lang}/people/marco-campione.mdx:${lineOf(content!, `${lang}/people/marco-campione.mdx`, 'order:')} warning: order: 1 is also the order of content/${lang}/people/luca-modello.mdx, ${tail}`,
    ]));
  });

  it('a language code that is not one, and projects that differ between the languages', () => {
    const report = reportAfter((c) => {
      both(c, 'people/luca-modello.mdx', (t) => t.replace('  - es', '  - xx'));
      c.edit('it/people/marco-campione.mdx', (t) => t.replace('role: maintainer', 'role: contributor'));
    });
    expect(report).toContain(`content/en/people/luca-modello.mdx:${lineOf(content!, 'en/people/luca-modello.mdx', '- xx')} languages.2: is not a language code (ISO 639-1, e.g. "it", "en", "de")`);
    expect(report).toMatch(/^content\/it\/people\/marco-campione\.mdx:\d+ projects: must be the same in every language: content\/en\/people\/marco-campione\.mdx has \[.*"role":"maintainer".*\], this file has \[.*"role":"contributor".*\]$/m);
  });

  it('a photo: written as a link to content/images/, and there', async () => {
    const missing = reportAfter((c) => both(c, 'people/luca-modello.mdx', (t) => t.replace('order: 3', 'photo: ../../images/people/luca.jpg\norder: 3')));
    expect(missing).toContain(`content/en/people/luca-modello.mdx:${lineOf(content!, 'en/people/luca-modello.mdx', 'photo:')} photo: ../../images/people/luca.jpg: no such file in content/images/ (the path is relative to this file)`);
    mkdirSync(path.join(content!.dir, 'images/people'), { recursive: true });
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } }).jpeg().toFile(path.join(content!.dir, 'images/people/luca.jpg'));
    expect(formatProblems(readContent(content!.dir, { includeDrafts: true }).problems)).toBe('');
    const elsewhere = reportAfter((c) => both(c, 'people/luca-modello.mdx', (t) => t.replace('order: 3', 'photo: https://example.com/luca.jpg\norder: 3')));
    expect(elsewhere).toMatch(/luca-modello\.mdx:\d+ photo: must be written \.\.\/\.\.\/images\/<file>\.jpg/);
  });
});
