// `npm run check:content -- <file or slug>`: one entry checked while writing it, in both languages,
// named by either file or by its slug; only its problems, and the exit code they deserve.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryFiles } from '../../scripts/content/check/entry-argument.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

let content: TempContent;
beforeAll(() => {
  content = tempContent();
  // A mistake in the Italian file of one case study, and one in another entry.
  content.edit('it/case-studies/retail-inventory-streaming.mdx', (t) => t.replace(/^published: .*$/m, 'published: 10/06/2025'));
  content.edit('en/services/kafka.mdx', (t) => t.replace(/^icon: .*$/m, 'icon: rocket'));
  // A person given another's order: luca-modello comes first by file name, marco-campione had it first.
  for (const lang of ['en', 'it']) content.edit(`${lang}/people/luca-modello.mdx`, (t) => t.replace('order: 3', 'order: 1'));
});
afterAll(() => content?.remove());

function check(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check-content.ts', ...args], { env: { ...process.env, CONTENT_DIR: content.dir }, encoding: 'utf8', cwd: path.resolve('.') });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('check:content for one entry', { timeout: 120_000 }, () => {
  it('by its slug: both languages, its problems only, and fails on them', () => {
    const { status, out } = check('retail-inventory-streaming');
    expect(status).toBe(1);
    expect(out).toMatch(/^content\/it\/case-studies\/retail-inventory-streaming\.mdx:\d+ published: must be a date written YYYY-MM-DD, not "10\/06\/2025"$/m);
    expect(out).not.toContain('services/kafka.mdx');
    expect(out).toMatch(/^\d problem\(s\) in content\/en\/case-studies\/retail-inventory-streaming\.mdx and content\/it\/case-studies\/retail-inventory-streaming\.mdx\./m);
  });

  it('by either file, or collection/slug: the same entry', () => {
    const files = ['en', 'it'].map((lang) => `content/${lang}/case-studies/retail-inventory-streaming.mdx`);
    for (const arg of [path.join(content.dir, 'en/case-studies/retail-inventory-streaming.mdx'), 'content/it/case-studies/retail-inventory-streaming.mdx', 'case-studies/retail-inventory-streaming', 'retail-inventory-streaming']) {
      expect(entryFiles(content.dir, arg), arg).toEqual({ files });
    }
  });

  it('says so when the entry is clean, even with problems elsewhere', () => {
    const { status, out } = check('insurance-claims-orchestration');
    expect(status).toBe(0);
    expect(out).toContain('content/en/case-studies/insurance-claims-orchestration.mdx and content/it/case-studies/insurance-claims-orchestration.mdx: no problems');
    expect(out).not.toContain('services/kafka.mdx');
  });

  it('shows a warning about the entry that names another file: an order shared with another person', () => {
    const { status, out } = check('luca-modello');
    expect(status).toBe(0);
    for (const lang of ['en', 'it']) {
      expect(out).toMatch(new RegExp(`^content/${lang}/people/luca-modello\\.mdx:\\d+ warning: order: 1 is also the order of content/${lang}/people/marco-campione\\.mdx, so the two are listed by file name \\(luca-modello first\\): give each its own number, the same in both languages$`, 'm'));
    }
  });

  it('suggests the nearest slugs for a mistyped one', () => {
    expect(entryFiles(content.dir, 'retail-inventory-streamng')).toEqual({ error: 'no entry "retail-inventory-streamng" in content/; did you mean "retail-inventory-streaming"? Give a file (content/en/case-studies/<slug>.mdx) or a slug (<slug>, or case-studies/<slug>)' });
    expect(entryFiles(content.dir, 'marco-campone')).toEqual({ error: 'no entry "marco-campone" in content/; did you mean "marco-campione"? Give a file (content/en/case-studies/<slug>.mdx) or a slug (<slug>, or case-studies/<slug>)' });
  });

  it('suggests the slugs a shortened one is part of', () => {
    expect(entryFiles(content.dir, 'retail-inventory')).toEqual({ error: 'no entry "retail-inventory" in content/; did you mean "retail-inventory-streaming"? Give a file (content/en/case-studies/<slug>.mdx) or a slug (<slug>, or case-studies/<slug>)' });
  });

  it('names what it could not find, and how to name an entry', () => {
    expect(entryFiles(content.dir, 'warehouse-robots')).toEqual({ error: 'no entry "warehouse-robots" in content/: give a file (content/en/case-studies/<slug>.mdx) or a slug (<slug>, or case-studies/<slug>)' });
  });
});
