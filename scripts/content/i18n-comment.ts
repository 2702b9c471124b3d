// `npm run i18n:comment [-- --report-url <url>]`: the pull request's comment, from the review
// `npm run i18n:review` just made, written to reports/pr-comment/comment.md. The content workflow
// passes the URL of the HTML report it uploaded, and a workflow with write access posts the file.
// With nothing left to review, reports/pr-comment/nothing-to-review says so: the comment
// workflow then updates the review's comment, if the pull request has one, and starts none.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { reviewComment } from './review/comment.ts';
import type { Review } from './review/review-data.ts';

const usage = 'Usage: npm run i18n:comment [-- --report-url <https URL of the HTML report>]';
let reportUrl: string | undefined;
try {
  reportUrl = parseArgs({ options: { 'report-url': { type: 'string' } } }).values['report-url'];
  // It becomes a Markdown link: one plain https URL, nothing that could end the link early.
  if (reportUrl !== undefined && !/^https:\/\/[^\s()<>[\]]+$/.test(reportUrl)) throw new Error(`--report-url must be an https URL, not "${reportUrl}"`);
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}

const reports = path.resolve(import.meta.dirname, '../../reports');
const data = path.join(reports, 'i18n-review.json');
if (!existsSync(data)) {
  console.error(`i18n:comment: no ${path.relative(process.cwd(), data)}; run npm run i18n:review first.`);
  process.exit(1);
}
const review = JSON.parse(readFileSync(data, 'utf8')) as Review;
const comment = reviewComment(review, reportUrl ? { reportUrl } : {});
const out = path.join(reports, 'pr-comment', 'comment.md');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, comment);
const nothing = path.join(reports, 'pr-comment', 'nothing-to-review');
if (review.entries.length === 0) writeFileSync(nothing, '');
else rmSync(nothing, { force: true });
console.log(`The pull request's comment (${comment.length} characters): ${path.relative(process.cwd(), out)}`);
