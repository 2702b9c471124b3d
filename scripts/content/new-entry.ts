// `npm run new:case-study -- <slug>` (and new:service, new:contribution, new:consultation-type, new:person):
// creates the entry in both languages from a commented template, as a draft.
// Usage: tsx scripts/new-entry.ts <collection> <slug>. CONTENT_DIR picks another content folder.
import path from 'node:path';
import { nextSteps } from './scaffold/next-steps.ts';
import { isScaffoldable, scaffold, ScaffoldError } from './scaffold/scaffold.ts';
import { scaffoldable, singular } from './scaffold/templates.ts';
import { contentDir } from './content-dir.ts';

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
  console.log(`\n${nextSteps(collection, slug)}`);
} catch (error) {
  if (error instanceof ScaffoldError) fail(error.message);
  throw error;
}
