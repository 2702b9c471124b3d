// `npm run new:case-study -- <slug>` (and new:service, new:contribution, new:consultation-type, new:person):
// creates the entry in both languages from a commented template, as a draft.
// Usage: tsx scripts/new-entry.ts <collection> <slug>. CONTENT_DIR picks another content folder.
import path from 'node:path';
import { isScaffoldable, scaffold, ScaffoldError } from './scaffold/scaffold.ts';
import { scaffoldable, singular } from './scaffold/templates.ts';
import { contentDir } from './content-dir.ts';

// Where the new entry shows in `npm run dev`.
const pageOf: Record<string, (slug: string) => string> = {
  'case-studies': (slug) => `/case-studies/${slug}`,
  services: () => '/services',
  contributions: () => '/contributions',
  'consultation-types': () => '/consultation',
  people: (slug) => `/about#${slug}`,
};

function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(1);
}

const [collection = '', slug] = process.argv.slice(2);
if (!isScaffoldable(collection)) fail(`the first argument must be one of ${scaffoldable.join(', ')}; got "${collection}".`);
if (!slug) fail(`give the new ${singular[collection]}'s slug, e.g. npm run new:${singular[collection].replace(' ', '-')} -- bank-payments-migration`);

const root = path.resolve(import.meta.dirname, '../..');
try {
  const files = scaffold({ contentDir: contentDir(root), collection, slug });
  for (const file of files) console.log(`created ${path.relative(process.cwd(), file)}`);
  console.log(`
Next (CONTENT.md takes you through it):
  1. Fill in both files: replace every TODO; the "#" lines explain each field.
  2. As you write: npm run check:content -- ${slug}, and npm run dev at http://localhost:5173${pageOf[collection]?.(slug) ?? '/'} (drafts show there only).
  3. When it is ready, delete "draft: true" in both files, go through "Before a pull request" in CONTENT.md, and open a pull request.`);
} catch (error) {
  if (error instanceof ScaffoldError) fail(error.message);
  throw error;
}
