// CONTENT.md must describe the schemas as they are (every field, nothing more, the same "required"
// and "same in both languages" answers) and show the template the scaffold really writes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectionNames } from '../../src/content/entry.ts';
import { collections, photoFormats, seoLimits } from '../../src/content/schemas.ts';
import { renderTemplate } from '../../scripts/content/scaffold/templates.ts';
import path from 'node:path';
import { technologies } from '../../src/content/technologies.ts';
import { figureUnits } from '../../src/i18n/figures.ts';
import { technologyListPlace } from '../../src/content/zodProblems.ts';

const guide = readFileSync('CONTENT.md', 'utf8');

interface Row {
  field: string;
  required: string;
  neutral: string;
}

/** The first table after the "### ... (`collection`)" heading of the field reference. */
function tableOf(collection: string): Row[] {
  const reference = guide.slice(guide.indexOf('## Field reference'));
  const heading = reference.split('\n').findIndex((line) => line.startsWith('### ') && line.includes(`(\`${collection}\`)`));
  if (heading < 0) return [];
  const lines = reference.split('\n').slice(heading + 1);
  const start = lines.findIndex((line) => line.startsWith('|'));
  const table = lines.slice(start, lines.findIndex((line, i) => i > start && !line.startsWith('|')));
  const cells = (line: string) => line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim());
  const header = cells(table[0]!);
  const column = (name: string) => header.indexOf(name);
  return table.slice(2).map(cells).map((row) => ({
    field: row[column('Field')]!.replace(/`/g, ''),
    required: row[column('Required')]!,
    neutral: row[column('Same in both languages')]!,
  }));
}

describe('CONTENT.md field reference', () => {
  it.each(collectionNames)('lists exactly the fields of %s', (collection) => {
    const documented = tableOf(collection).map((row) => row.field);
    expect(documented.length, `no field table under a "### ... (\`${collection}\`)" heading`).toBeGreaterThan(0);
    expect([...documented].sort()).toEqual(Object.keys(collections[collection].schema.shape).sort());
  });

  it.each(collectionNames)('says which fields of %s are required and which are the same in both languages', (collection) => {
    const { schema, neutral } = collections[collection];
    const shape = schema.shape as Record<string, { safeParse: (value: unknown) => { success: boolean } }>;
    for (const row of tableOf(collection)) {
      const field = shape[row.field];
      if (!field) continue; // an unknown field fails the test above
      const optional = field.safeParse(undefined).success;
      expect(row.required, `${collection}.${row.field} Required`).toBe(optional ? 'no' : 'yes');
      expect(row.neutral, `${collection}.${row.field} Same in both languages`).toBe((neutral as readonly string[]).includes(row.field) ? 'yes' : 'no');
    }
  });
});

describe('CONTENT.md figures and photos', () => {
  it('lists every unit a figure may have, as the check knows them', () => {
    const line = /^- `unit`: one of ([\s\S]*?)Each language writes the unit itself/m.exec(guide)?.[1] ?? '';
    // Each unit is the first code span of its list item, before its explanation in brackets.
    const units = [...line.replace(/\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(units).toEqual([...figureUnits]);
  });

  it('says how the change between the figures is rounded, and that different units have none', () => {
    const section = (/\n#### The change between the figures\n([\s\S]*?)\n#/.exec(guide)?.[1] ?? '').replace(/\s+/g, ' ');
    expect(section).toContain('rounded to as many decimals as the headline writes it');
    expect(section).toContain('only between two single numbers in the same unit');
  });

  it('names the same photo formats as the check, in the reference, the body images and the template', () => {
    expect(photoFormats).toBe('a JPEG, PNG or WebP');
    const person = renderTemplate('people', 'en', collections.people.neutral, { order: 3, today: '2025-06-30', person: 'giulia-esempio' });
    expect(person).toContain(`# A photo: ${photoFormats} in content/images/`);
    expect(guide).toMatch(/^\| `photo` \| [^|]+\| no \| yes \| A JPEG, PNG or WebP in `content\/images\/`/m);
    expect(guide).toContain('**Images.** Put the file (a JPEG, PNG or WebP,');
  });
});

describe('the guides’ links', () => {
  /** GitHub's anchor of a heading: lowercase, punctuation dropped, spaces as hyphens. */
  const anchor = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');
  const anchors = (text: string) => new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1]!)));
  const files = { 'CONTENT.md': guide, 'README.md': readFileSync('README.md', 'utf8'), 'scripts/README.md': readFileSync('scripts/README.md', 'utf8') };

  it.each(Object.keys(files))('%s links only to sections that exist', (file) => {
    // Links inside code blocks are examples of a page's MDX (a case study's own #how-we-measured), not the guide's.
    const text = files[file as keyof typeof files].replace(/^```[\s\S]*?^```/gm, '');
    const broken = [...text.matchAll(/\]\(([\w./-]*\.md)?#([^)]+)\)/g)].flatMap(([link, target, hash]) => {
      const into = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
      const other = files[into as keyof typeof files];
      return other !== undefined && !anchors(other).has(hash!) ? [link] : [];
    });
    expect(broken).toEqual([]);
  });

  it('gives one list of the checks before a pull request, which the README and the steps point to', () => {
    const section = /\n## Before a pull request\n([\s\S]*?)\n## /.exec(guide)?.[1] ?? '';
    expect(section.match(/^\d\. /gm)).toHaveLength(3);
    expect(files['README.md']).toContain('(CONTENT.md#before-a-pull-request)');
    expect(guide.match(/\(#before-a-pull-request\)/g)?.length).toBeGreaterThanOrEqual(2);
    // No other place gives its own list: "before a pull request" is named only as a link there.
    for (const [file, text] of Object.entries(files)) {
      const mentions = text.split('\n').filter((l) => /before (?:a|you open a) pull request/i.test(l) && !/#before-a-pull-request|^## Before a pull request$/.test(l));
      expect(mentions, file).toEqual([]);
    }
  });
});

describe('CONTENT.md technologies', () => {
  it('lists every technology a field may name, as the check knows them, where its messages point', () => {
    expect(technologyListPlace).toBe('CONTENT.md, "Technologies"');
    const section = /\n### Technologies\n([\s\S]*?)\n#/.exec(guide)?.[1] ?? '';
    const listed = /^`([^\n]+)`$/m.exec(section)?.[1]?.split('`, `');
    expect(listed).toEqual([...technologies]);
  });
});

// The guide once held a copy of the whole template, which every change to it had to repeat; it
// now says what the scaffold writes, and the scaffold's notes explain each field (new-entry.test.ts).
describe('CONTENT.md template', () => {
  it("names the body's sections as the case-study template writes them", () => {
    const template = renderTemplate('case-studies', 'en', collections['case-studies'].neutral, { order: 3, today: '2025-06-30', person: 'giulia-esempio' });
    const sections = [...template.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    const said = /## The template\n\n([\s\S]*?)\n\n/.exec(guide)?.[1]?.replace(/\s+/g, ' ') ?? '';
    expect(said).toContain(`a body of ${['one', 'two', 'three', 'four'][sections.length - 1]} sections: ${sections.slice(0, -1).join(', ')}, ${sections.at(-1)}.`);
  });
});

// The walk-through r2 found sentences the tools did not bear out; each now says what they do.
describe('CONTENT.md says what the tools do', () => {
  it('content/words.txt is in alphabetical order ignoring capitals, as the guide says', () => {
    expect(guide).toContain('in alphabetical order ignoring capitals');
    const lines = readFileSync('content/words.txt', 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
    const shared = lines.slice(0, lines.indexOf('[it]') < 0 ? lines.length : lines.indexOf('[it]'));
    expect(shared).toEqual([...shared].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
  });

  it('gives the search-result limits of a title and a challenge in the field table', () => {
    const limits = { title: `${seoLimits.title.min} to ${seoLimits.title.max} characters`, challenge: `${seoLimits.description.min} to ${seoLimits.description.max} characters` };
    expect(guide).toContain(`| \`title\` | text, ${limits.title} | yes | no | Heading of the page and the card`);
    expect(guide).toContain(`| \`challenge\` | text, ${limits.challenge} | yes | no |`);
  });

  it('no longer says the build prints the same problems, nor that a shared order is only in the terminal', () => {
    expect(guide).not.toContain('The build and the dev server\n  print the same problems as warnings');
    expect(guide).not.toMatch(/is only in the\s+terminal\. Step 4 lists them all/);
    expect(guide).toContain('what drafts still hold');
    expect(guide).toMatch(/shows its first\s+such\s+problem only/);
    // A body MDX cannot read no longer hides its spelling: the guide says what waits for it to parse.
    expect(guide).toMatch(/Its spelling\s+and style are checked meanwhile, its structure against the twin once it reads/);
  });
});
