// The dev server's page for content it cannot show, in the language of the page asked for: the
// problems that stop it, then every other problem of the content, so its count is never read as
// the whole (a frontmatter problem's page once said "Content has 1 problem(s)" while the terminal
// listed 7). Dev only: the build stops on these instead.
import type { Lang } from '../i18n/languages.ts';
import { localizePath } from '../i18n/paths.ts';
import { pluralKey, type Translate } from '../i18n/translate.ts';
import { formatProblems, type Problem } from '../content/problems.ts';
import { escapeHtml } from '../seo/escape.ts';

export interface ContentProblemPage {
  lang: Lang;
  /** Over the content's own interface strings (ui.json), as every page's. */
  t: Translate;
  /** What it stops: every page of the preview (a frontmatter problem), or this page alone (its body). */
  stops: 'site' | 'page';
  /** The problems that stop it, as the terminal prints them. */
  stopping: string;
  /** The content's other problems (not warnings) known so far. */
  others: readonly Problem[];
  /** False while the language checks of the last save are still running: more problems may follow. */
  complete: boolean;
}

const count = (lang: Lang, t: Translate, key: string, n: number) => t(pluralKey(lang, key, n), { count: n });

export function contentProblemPage({ lang, t, stops, stopping, others, complete }: ContentProblemPage): string {
  const lines = stopping.split('\n').filter(Boolean).length;
  const heading = stops === 'site' ? count(lang, t, 'devProblems.stopsSite', lines) : t('devProblems.stopsPage');
  const rest = others.length > 0 ? `<h2>${escapeHtml(count(lang, t, 'devProblems.others', others.length))}</h2>\n<pre>${escapeHtml(formatProblems(others))}</pre>\n` : '';
  return `<!DOCTYPE html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t('devProblems.title'))}</title></head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<pre>${escapeHtml(stopping)}</pre>
<p>${escapeHtml(t('devProblems.fix'))} (<a href="${localizePath('/', lang)}">${escapeHtml(t('nav.home'))}</a>)</p>
${rest}${complete ? '' : `<p>${escapeHtml(t('devProblems.pending'))}</p>\n`}</main>
</body>
</html>
`;
}
