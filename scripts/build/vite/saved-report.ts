// Dev server only: what the terminal says after a content file is saved. The writer learns about
// the file they touched (its warnings, or that it is clean, or clean again), not the whole list
// of every other file's warnings once more.
import { formatProblems, type Problem } from '../../../src/content/problems.ts';

/** The other language's file of an entry ("content/en/x.mdx" ↔ "content/it/x.mdx"): a structure
 * problem of one can come from an edit of the other. */
const twinOf = (file: string) => file.replace(/^([^/]+)\/(en|it)\//, (_, dir: string, lang: string) => `${dir}/${lang === 'en' ? 'it' : 'en'}/`);

/** The lines to print after `saved` changed, given the warnings before and after the save. */
export function savedReport(saved: readonly string[], before: readonly Problem[], after: readonly Problem[]): string[] {
  const files = [...new Set(saved.flatMap((file) => [file, twinOf(file)]))];
  const lines: string[] = [];
  const reported = new Set<string>();
  for (const file of files) {
    const now = after.filter((p) => p.file === file);
    const was = before.filter((p) => p.file === file);
    // The twin is reported only when the save changed its warnings (a heading added in one language).
    if (!saved.includes(file) && formatProblems(now) === formatProblems(was)) continue;
    reported.add(file);
    if (now.length) lines.push(`Content warnings in ${file} (${now.length}):\n${formatProblems(now)}`);
    else if (was.length) lines.push(`${file}: clean again, no content warnings (${was.length} fixed)`);
    else lines.push(`${file}: no content warnings`);
  }
  const elsewhere = after.filter((p) => !reported.has(p.file)).length;
  if (lines.length && elsewhere) lines.push(`(${elsewhere} warning${elsewhere === 1 ? '' : 's'} in other files: npm run check:content lists them)`);
  return lines;
}
