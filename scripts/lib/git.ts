// A small door to git, so code that asks it questions can be tested in a temporary repository.
import { execFileSync } from 'node:child_process';

/** Runs `git <args>` and returns its output; throws if git fails (e.g. not a repository). */
export type GitRunner = (args: readonly string[]) => string;

export function gitRunner(cwd: string): GitRunner {
  return (args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Seconds since 1970 of the last commit that touched the file; undefined if none (or no git). */
export function lastCommitTime(git: GitRunner, file: string): number | undefined {
  try {
    const out = git(['log', '-1', '--format=%ct', '--', file]).trim();
    return out ? Number(out) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the file differs from the last commit: modified, staged, new or deleted. */
export function hasUncommittedChanges(git: GitRunner, file: string): boolean {
  try {
    return git(['status', '--porcelain', '--untracked-files=all', '--', file]).trim() !== '';
  } catch {
    return false;
  }
}
