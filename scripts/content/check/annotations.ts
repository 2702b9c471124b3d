// Content problems as GitHub workflow commands (`::error file=...,line=...,col=...,title=...::...`),
// so a pull request shows each one on the line of its diff that caused it. `check:content
// --format github` prints them; any terminal can, too, and GitHub reads them from a job's log.
import { isWarning, type Problem } from '../../../src/content/problems.ts';
import { plural } from '../language/english.ts';

/** A command's message, escaped as GitHub's toolkit does: %, CR and LF. */
export const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A property's value: the message's escapes, and the `:` and `,` that separate properties. */
export const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One problem as one command: an error, or a warning for a problem that is a warning. */
export function annotation(problem: Problem): string {
  const { file, line, column, field, message } = problem;
  const properties = [`file=${escapeProperty(file)}`, `line=${line}`, ...(column ? [`col=${column}`] : []), `title=${escapeProperty(field)}`];
  return `::${isWarning(problem) ? 'warning' : 'error'} ${properties.join(',')}::${escapeData(`${field}: ${message}`)}`;
}

/** GitHub draws at most this many of each kind per step on the diff; the log keeps them all. */
export const annotationsShown = 10;

/**
 * The report for a pull request's log: every error as an annotation (an error anywhere fails the
 * check, so the reader must find it), and a warning as one only where `annotate` says so (on a
 * line the pull request changed), so old warnings do not crowd out the new ones. The other
 * warnings are listed plainly, in a folded group.
 */
export function githubReport(problems: readonly Problem[], annotate: (problem: Problem) => boolean = () => true): string {
  const errors = problems.filter((p) => !isWarning(p));
  const warnings = problems.filter(isWarning);
  const marked = warnings.filter(annotate);
  const quiet = warnings.filter((p) => !annotate(p));
  // Errors on changed lines first: they are what this pull request did, and GitHub shows only the first ten.
  const ordered = [...errors.filter(annotate), ...errors.filter((p) => !annotate(p))];
  const lines = [...ordered, ...marked].map(annotation);
  if (quiet.length) {
    lines.push(`::group::${plural(quiet.length, 'warning')} on lines this pull request did not change`);
    // One line each whatever the content says: a line starting "::" would be a command to GitHub.
    lines.push(...quiet.map((p) => escapeData(`${p.file}:${p.line}${p.column ? `:${p.column}` : ''} warning: ${p.field}: ${p.message}`)));
    lines.push('::endgroup::');
  }
  const over = errors.length > annotationsShown || marked.length > annotationsShown;
  lines.push(
    errors.length || warnings.length
      ? `${plural(errors.length, 'problem')} and ${plural(warnings.length, 'warning')} in the content.${over ? ` The diff shows the first ${annotationsShown} of each; this log has them all.` : ''}`
      : 'Content OK: no problem and no warning.',
  );
  return lines.join('\n');
}
