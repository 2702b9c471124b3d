// `npm run i18n:review [-- --base <ref>] [-- --all]`: the translation review of this branch,
// written to reports/i18n-review.html (side by side, opens from disk) and reports/i18n-review.md
// (for a pull request). By default it covers what changed since the merge base with main,
// committed or not; --base <ref> starts from where the branch left <ref>; --all covers every entry.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gitRunner } from './git.ts';
import { languageProblems } from './language/index.ts';
import { reviewHtml } from './review/html.ts';
import { reviewMarkdown } from './review/markdown.ts';
import { buildReview, resolveBase } from './review/review.ts';
import { entryName, entryProblems, stateLabels } from './review/summary.ts';
import { contentDir } from './content-dir.ts';

const usage = 'Usage: npm run i18n:review [-- --base <git ref>] [-- --all]';
let options: { base?: string; all?: boolean };
try {
  options = parseArgs({ options: { base: { type: 'string' }, all: { type: 'boolean' } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '../..');
const dir = contentDir(root);
const git = gitRunner(dir);
const base = resolveBase(git, options.base);
if (base && 'error' in base) {
  console.error(`i18n:review: ${base.error}.\n${usage}`);
  process.exit(1);
}
// Outside git there is no history to compare with: every entry, without word diffs.
const scope = options.all || !base ? { all: true as const } : { changedSince: base.commit.hash };
const review = buildReview({ git, contentDir: dir, scope, ...(base ? { base } : {}), problems: await languageProblems(dir) });

const reports = path.join(root, 'reports');
mkdirSync(reports, { recursive: true });
writeFileSync(path.join(reports, 'i18n-review.html'), reviewHtml(review));
writeFileSync(path.join(reports, 'i18n-review.md'), reviewMarkdown(review));
// The review as data, for `npm run i18n:comment` (the pull request's comment, with the report's link).
writeFileSync(path.join(reports, 'i18n-review.json'), JSON.stringify(review));

for (const entry of review.entries) {
  const problems = entryProblems(entry);
  console.log(`${entryName(entry).padEnd(48)} ${stateLabels[entry.state]}${problems ? `, ${problems} problem(s)` : ''}`);
}
const shown = (file: string) => path.relative(process.cwd(), path.join(reports, file));
console.log(`\n${review.entries.length} entr${review.entries.length === 1 ? 'y' : 'ies'} reviewed${base ? ` (since ${base.ref}, ${base.commit.hash.slice(0, 7)})` : ''}.`);
console.log(`Side by side: ${shown('i18n-review.html')} (open it in a browser)\nFor the pull request: ${shown('i18n-review.md')}`);
