// CONTENT.md must describe the schemas as they are (every field, nothing more, the same "required"
// and "same in both languages" answers) and show the template the scaffold really writes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectionNames } from '../../src/content/read.ts';
import { collections } from '../../src/content/schemas.ts';
import { renderTemplate } from '../../scripts/content/scaffold/templates.ts';

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

describe('CONTENT.md template', () => {
  it('shows the case-study template exactly as the scaffold writes it', () => {
    const shown = /## The template[\s\S]*?```mdx\n([\s\S]*?)```\n/.exec(guide)?.[1];
    expect(shown).toBe(renderTemplate('case-studies', 'en', collections['case-studies'].neutral, { order: 3, today: '2025-06-30', person: 'giulia-esempio' }));
  });
});
