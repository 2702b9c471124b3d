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

/**
 * The files with problems besides those just reported, one line a file with its own count, so it
 * is plain which file holds what (one count over several named files read as if each had them all);
 * past `shown` files, the rest on one line.
 */
function elsewhereReport(problems: readonly Problem[], shown = 3): string {
  const files = [...new Set(problems.map((p) => p.file))];
  const named = files.length <= shown + 1 ? files : files.slice(0, shown);
  const rest = files.slice(named.length);
  const countOf = (of: readonly string[]) => problemCount(problems.filter((p) => of.includes(p.file)));
  return [
    'Other files (npm run check:content lists them):',
    ...named.map((file) => `  ${file}: ${countOf([file])}`),
    ...(rest.length ? [`  ${rest.length} other files: ${countOf(rest)}`] : []),
  ].join('\n');
}

/** What the terminal says the moment a file is saved: the check that follows may take a while on a busy machine. */
export function checkingReport(saved: readonly string[], deleted: readonly string[] = []): ReportLine {
  return { level: 'info', text: `${saved.join(', ')}: ${deleted.length ? 'deleted' : 'saved'}, checking…` };
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
  if (lines.length && elsewhere.length) lines.push({ level: 'info', text: elsewhereReport(elsewhere) });
  return lines;
}
