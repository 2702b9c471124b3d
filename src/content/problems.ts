// A problem found in the content, and the one-line form every check prints it in.
import path from 'node:path';

export interface Problem {
  /** Path relative to the content folder's parent, e.g. content/en/services/kafka.mdx */
  file: string;
  line: number;
  /** The column, from 1, when the problem is one word (spelling): printed as file:line:col. */
  column?: number;
  field: string;
  message: string;
  /**
   * A warning is worth fixing but does not fail `check:content` (a long sentence, say); every
   * other problem is an error. The build and the dev server show the language checks as warnings.
   */
  severity?: 'warning';
}

export const isWarning = (p: Problem): boolean => p.severity === 'warning';

/** The name of the error a page throws in the dev server when its MDX body does not compile. */
export const contentProblemName = 'ContentProblem';

/**
 * What a page render does with an error React reports: a content problem is left to the dev
 * server, which prints it as one `file:line field: message` line, not as React's stack trace;
 * any other error is logged, as React would.
 */
export function onRenderError(error: unknown, log: (error: unknown) => void = console.error): void {
  if ((error as { name?: unknown } | null)?.name === contentProblemName) return;
  log(error);
}


/** "content/en/services/kafka.mdx": a path relative to the content folder's parent, "/"-separated. */
export function relativeFile(contentDir: string, file: string): string {
  return path.join(path.basename(contentDir), path.relative(contentDir, file)).split(path.sep).join('/');
}

/** One line per problem: `file:line field: message` (`file:line:col` when it has a column; "warning: " before a warning's field). */
export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.file}:${p.line}${p.column ? `:${p.column}` : ''} ${isWarning(p) ? 'warning: ' : ''}${p.field}: ${p.message}`).join('\n');
}

/**
 * Problems that do not stop what prints them (the build's language checks, which fail check:content),
 * as warnings: each line with "warning: " before its field, as check:content marks a warning.
 */
export const formatWarnings = (problems: readonly Problem[]): string => formatProblems(problems.map((p) => ({ ...p, severity: 'warning' as const })));

/** Each problem once, in the order first found: two checks may find the same (MDX that does not compile). */
export function uniqueProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const line = formatProblems([p]);
    return !seen.has(line) && Boolean(seen.add(line));
  });
}

/** "2 problems and 1 warning", "1 problem", "3 warnings": problems fail check:content and the build, warnings do not. */
export function problemCount(problems: readonly Problem[]): string {
  const warnings = problems.filter(isWarning).length;
  const errors = problems.length - warnings;
  const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  return [errors ? counted(errors, 'problem') : '', warnings ? counted(warnings, 'warning') : ''].filter(Boolean).join(' and ') || 'no problems';
}
