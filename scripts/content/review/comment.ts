// The translation review as the one comment a pull request carries. The content workflow posts
// it and updates it on every push; the marker says which comment it is. One line when there is
// nothing to review; the summary and a link to the HTML report when the review would not fit.
import { reviewHead, reviewMarkdown } from './markdown.ts';
import type { Review } from './review-data.ts';
import { entryName, nothingToRead, reviewSummary } from './summary.ts';

/** Hidden in the rendered comment: how a reader (or a tool) tells the review's comment from the others. */
export const commentMarker = '<!-- correnti-i18n-review -->';

/** GitHub refuses a comment over 65,536 characters; the action that posts it adds a hidden line of its own. */
export const commentLimit = 65_000;

/** The report as a link (the workflow's artifact), or the file `npm run i18n:review` wrote. */
const reportName = (reportUrl?: string) => (reportUrl ? `[i18n-review.html](${reportUrl})` : '<code>reports/i18n-review.html</code>');

export function reviewComment(review: Review, { reportUrl, limit = commentLimit }: { reportUrl?: string; limit?: number } = {}): string {
  const report = reportName(reportUrl);
  if (review.entries.length === 0) return `${commentMarker}\n**Translation review:** ${reviewSummary(review)}\n`;
  if (review.entries.every(nothingToRead)) {
    const names = review.entries.map((e) => `<code>${entryName(e)}</code>`).join(', ');
    return `${commentMarker}\n**Translation review:** nothing to re-read: ${names} changed only in whitespace, facts or English changes marked <code>i18n: no-translation-needed</code>.\n`;
  }
  const full = `${commentMarker}\n${reviewMarkdown(review, undefined, report)}`;
  if (full.length <= limit) return full;
  return [
    commentMarker,
    ...reviewHead(review),
    '',
    `Too long for a comment: read the review side by side in ${report} (the HTML report of this pull request's latest run; \`npm run i18n:review\` writes the same on your machine).`,
    '',
  ].join('\n');
}
