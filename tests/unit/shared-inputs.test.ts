// What the language checks read besides the unit they check (scripts/content/language/shared-inputs.ts):
// declared on each check, refused to a check that did not declare it, and hashed by the build
// into every cache key of the check's units. This list is every way one file's findings can
// depend on another file: a check that starts reading another one must say so here.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../../scripts/content/language/content-files.ts';
import { languageChecks } from '../../scripts/content/language/index.ts';
import { sharedContent, sharedInputFiles } from '../../scripts/content/language/shared-inputs.ts';
import { nameCollections } from '../../scripts/content/language/spelling.ts';

const content = readContentFiles(path.resolve('content'));

describe('the shared inputs of the language checks', () => {
  it('are the word list for spelling, with the entries that name people and projects, and the word rules for house style; nothing else, and nothing for MDX, structure and readability', () => {
    expect(Object.fromEntries(languageChecks.map((check) => [check.name, check.shared]))).toEqual({
      MDX: {},
      structure: {},
      spelling: { files: ['words.txt'], collections: ['open-source', 'contributions', 'people'] },
      'house style': { files: ['word-rules.yaml'] },
      readability: {},
    });
  });

  it('take the names from every collection whose schema has a field for them', () => {
    expect(nameCollections).toEqual(['open-source', 'contributions', 'people']);
  });

  it('are refused to a check that did not declare them', () => {
    const shared = sharedContent(content, { files: ['words.txt'], collections: ['people'] }, 'test');
    expect(shared.text('words.txt')).toContain('Correnti');
    expect(shared.entries('people').map((e) => e.file)).toContain('content/it/people/giulia-esempio.mdx');
    expect(() => shared.text('settings.json')).toThrow('The test check reads settings.json without declaring it');
    expect(() => shared.entries('case-studies')).toThrow('The test check reads the case-studies entries without declaring it');
  });

  it('are hashed as handed out: each declared file, a missing one too, and every entry of a declared collection in every language', () => {
    const files = sharedInputFiles(content, { files: ['words.txt', 'absent.txt'], collections: ['people'] });
    const people = content.entries.filter((e) => e.collection === 'people');
    expect(files.map(([name]) => name)).toEqual(['content/absent.txt', 'content/words.txt', ...people.map((e) => e.file)]);
    expect(people.map((e) => e.lang)).toEqual(expect.arrayContaining(['en', 'it']));
    expect(files[0]![1]).toBeUndefined();
    expect(files.slice(1).map(([, text]) => text)).toEqual([content.topFile('words.txt'), ...people.map((e) => e.text)]);
  });
});
