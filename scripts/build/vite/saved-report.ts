// Dev server only: what the terminal says about the content, at start and after a file is saved,
// in check:content's words: problems (they fail check:content and the build; a frontmatter problem
// stops every page of the preview) apart from warnings. After a save the writer learns about the
// file they touched (its lines, or that it is clean, or clean again), not every other file's again.
import { formatProblems, isWarning, problemCount, type Problem } from '../../../src/content/problems.ts';

export interface ReportLine {
  level: 'error' | 'warn' | 'info';
  text: string;
}

const levelOf = (problems: readonly Problem[]): ReportLine['level'] => (problems.some((p) => !isWarning(p)) ? 'error' : problems.length ? 'warn' : 'info');

/** The other language's file of an entry ("content/en/x.mdx" ↔ "content/it/x.mdx"): a structure
 * problem of one can come from an edit of the other. */
const twinOf = (file: string) => file.replace(/^([^/]+)\/(en|it)\//, (_, dir: string, lang: string) => `${dir}/${lang === 'en' ? 'it' : 'en'}/`);

/**
 * What a change under content/ is to the terminal: a content file ("report": its problems after the
 * save), an image (a page may show it: "reload" quietly), or anything else ("ignore"): the temporary
 * files an editor or `sed -i` writes beside a file and removes read as "content/en/x/sedw8tg2M: deleted".
 */
export function watchedChange(file: string): 'report' | 'reload' | 'ignore' {
  if (/\.(?:mdx|json|ya?ml|txt)$/.test(file)) return 'report';
  return /\.(?:png|jpe?g|webp|svg|gif|avif)$/i.test(file) ? 'reload' : 'ignore';
}

/** The content's problems and warnings when the dev server starts; nothing when there are none. */
export function startReport(problems: readonly Problem[]): ReportLine[] {
  if (problems.length === 0) return [];
  return [{ level: levelOf(problems), text: `Content: ${problemCount(problems)} (as npm run check:content lists them):\n${formatProblems(problems)}` }];
}

/** "content/a.mdx", "content/a.mdx and content/b.mdx", "content/a.mdx, content/b.mdx and 3 other files": at most `shown` named. */
function fileList(files: readonly string[], shown = 2): string {
  if (files.length <= shown + 1) return files.length <= 1 ? files.join('') : `${files.slice(0, -1).join(', ')} and ${files.at(-1)}`;
  return `${files.slice(0, shown).join(', ')} and ${files.length - shown} other files`;
}

/**
 * The lines to print after `saved` changed, given the problems and warnings before and after the
 * save; `deleted`: those of the saved files that are gone (a file removed is not "clean again").
 */
export function savedReport(saved: readonly string[], before: readonly Problem[], after: readonly Problem[], deleted: readonly string[] = []): ReportLine[] {
  const files = [...new Set(saved.flatMap((file) => [file, twinOf(file)]))];
  const lines: ReportLine[] = [];
  const reported = new Set<string>();
  for (const file of files) {
    const now = after.filter((p) => p.file === file);
    const was = before.filter((p) => p.file === file);
    // The twin is reported only when the save changed its lines (a heading added in one language).
    if (!saved.includes(file) && formatProblems(now) === formatProblems(was)) continue;
    reported.add(file);
    if (deleted.includes(file)) lines.push({ level: 'info', text: `${file}: deleted${was.length ? `, and with it its ${problemCount(was)}` : ''}` });
    else if (now.length) lines.push({ level: levelOf(now), text: `${file}: ${problemCount(now)}:\n${formatProblems(now)}` });
    else if (was.length) lines.push({ level: 'info', text: `${file}: clean again, no problems or warnings (${was.length} fixed)` });
    else lines.push({ level: 'info', text: `${file}: no problems or warnings` });
  }
  // Named, so a warning about the saved entry that sits on another file (an order shared with another
  // person) is not a bare number, and a count that changes says where.
  const elsewhere = after.filter((p) => !reported.has(p.file));
  const others = [...new Set(elsewhere.map((p) => p.file))];
  if (lines.length && elsewhere.length) lines.push({ level: 'info', text: `(${problemCount(elsewhere)} in ${fileList(others)}: npm run check:content lists them)` });
  return lines;
}
