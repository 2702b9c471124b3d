// Which lines a branch added or changed since a base commit: where a pull request's diff can show
// an annotation, and so which warnings are the pull request's own.
import path from 'node:path';
import type { Problem } from '../../../src/content/problems.ts';
import type { GitRunner } from '../git.ts';

/** Per file (relative to git's folder): the line numbers it now has that are new or changed; 'all' for a new, untracked file. */
export type ChangedLines = Map<string, Set<number> | 'all'>;

/** Reads `git diff -U0` since `base` (the working tree included), and adds untracked files whole. */
export function changedLines(git: GitRunner, base: string): ChangedLines {
  const diff = git(['-c', 'core.quotePath=false', 'diff', '-U0', '--no-color', '--no-ext-diff', '--relative', base, '--']);
  const changed: ChangedLines = new Map();
  let lines: Set<number> | undefined;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      // "+++ b/en/services/kafka.mdx", or "+++ /dev/null" for a deleted file.
      const file = line === '+++ /dev/null' ? undefined : line.slice(6);
      lines = file === undefined ? undefined : new Set();
      if (file !== undefined) changed.set(file, lines!);
      continue;
    }
    // "@@ -12,3 +14,2 @@": two lines from line 14 are new; a count of 0 is a pure deletion.
    const hunk = /^@@ -\S+ \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk && lines) {
      const start = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      for (let n = start; n < start + count; n++) lines.add(n);
    }
  }
  for (const file of git(['ls-files', '--others', '--exclude-standard']).split('\n').filter(Boolean)) changed.set(file, 'all');
  return changed;
}

/** Whether a line of a file (relative to git's folder) is one the branch added or changed. */
export function isChanged(changed: ChangedLines, file: string, line: number): boolean {
  const lines = changed.get(file);
  return lines === 'all' || Boolean(lines?.has(line));
}

/** Whether a problem is on a line changed since `base`. Problems name files from the content
 * folder's parent ("content/en/..."); git, run in the content folder, from the folder itself. */
export function onChangedLine(git: GitRunner, contentDir: string, base: string): (problem: Problem) => boolean {
  const changed = changedLines(git, base);
  const prefix = `${path.basename(contentDir)}/`;
  return ({ file, line }) => file.startsWith(prefix) && isChanged(changed, file.slice(prefix.length), line);
}
