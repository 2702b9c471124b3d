// The dev server's live review: /_review is what `npm run i18n:review` would write now, and
// /_review/<collection>/<slug> (or /_review/ui) one entry in full, whatever changed.
import { escapeHtml } from '../../../src/seo/escape.ts';
import { gitRunner } from '../git.ts';
import { languageProblems } from '../language/index.ts';
import { reviewHtml } from './html.ts';
import { allEntryIds, buildReview, resolveBase, type Scope } from './review.ts';
import { uiId } from './review-data.ts';

export const reviewPath = '/_review';

const esc = escapeHtml;

/** The page for a path under /_review ("" for the index), or undefined when there is none. */
export async function reviewPage(contentDir: string, id: string): Promise<string | undefined> {
  const ids = [...allEntryIds(contentDir), uiId];
  if (id && !ids.includes(id)) return undefined;
  const git = gitRunner(contentDir);
  const found = resolveBase(git);
  const base = found && !('error' in found) ? found : undefined;
  const scope: Scope = id ? { only: [id] } : base ? { changedSince: base.commit.hash } : { all: true };
  const review = buildReview({ git, contentDir, scope, ...(base ? { base } : {}), problems: await languageProblems(contentDir) });
  const href = (entry: string) => `${reviewPath}/${entry}`;
  const every = ids.map((entry) => `<li><a href="${esc(href(entry))}">${esc(entry === uiId ? 'ui.json (interface strings)' : entry)}</a></li>`).join('');
  const footer = `<section class="entry" aria-labelledby="every-entry"><h2 id="every-entry">Every entry</h2><p class="sentence">Open one to read it in full, side by side.${id ? ` <a href="${reviewPath}">Back to the changes of this branch.</a>` : ''}</p><ul>${every}</ul></section>`;
  return reviewHtml(review, { entryHref: (entry) => href(entry.id), footer, title: id ? `Review: ${id}` : 'Translation review (live)' });
}
