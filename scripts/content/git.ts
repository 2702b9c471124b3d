// A small door to git, so code that asks it questions can be tested in a temporary repository.
import { execFileSync } from 'node:child_process';
import { fileText } from '../../src/content/fileText.ts';

/** Runs `git <args>` and returns its output; throws if git fails (e.g. not a repository). */
export type GitRunner = (args: readonly string[]) => string;

export function gitRunner(cwd: string): GitRunner {
  return (args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}

/** Runs git, or gives undefined when it fails (no repository, unknown revision, no such file). */
function tryGit(git: GitRunner, args: readonly string[]): string | undefined {
  try {
    return git(args);
  } catch {
    return undefined;
  }
}

/** Whether the file differs from the last commit: modified, staged, new or deleted. */
export function hasUncommittedChanges(git: GitRunner, file: string): boolean {
  return (tryGit(git, ['status', '--porcelain', '--untracked-files=all', '--', file])?.trim() ?? '') !== '';
}

/** The full hash a revision names ("main", "HEAD~2"), or undefined if it names none. */
export function resolveCommit(git: GitRunner, rev: string): string | undefined {
  return tryGit(git, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`])?.trim() || undefined;
}

/** The last commit reachable from `at` that touched the file (a path relative to git's folder). */
export function lastCommit(git: GitRunner, file: string, at = 'HEAD'): string | undefined {
  return tryGit(git, ['log', '-1', '--format=%H', at, '--', file])?.trim() || undefined;
}

export interface CommitInfo {
  hash: string;
  /** Seconds since 1970. */
  time: number;
  message: string;
}

const commitFormat = '--format=%H%x00%ct%x00%B%x01';

/** Commits as printed with commitFormat: hash, date, message, each record ending in \x01. */
function parseCommits(out: string | undefined): CommitInfo[] {
  return (out ?? '')
    .split('\x01')
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [hash = '', time = '0', message = ''] = record.replace(/^\n/, '').split('\0');
      return { hash, time: Number(time), message: message.trim() };
    });
}

/** One commit's hash, date and message. */
export function commitInfo(git: GitRunner, rev: string): CommitInfo | undefined {
  return parseCommits(tryGit(git, ['log', '-1', commitFormat, rev]))[0];
}

/** The commits after `since` (up to HEAD) that touched the file, oldest first. */
export function commitsSince(git: GitRunner, since: string, file: string): CommitInfo[] {
  return parseCommits(tryGit(git, ['log', '--reverse', commitFormat, `${since}..HEAD`, '--', file]));
}

/** The file's text at a commit, or undefined if it did not exist there. */
export function fileAt(git: GitRunner, commit: string, file: string): string | undefined {
  const text = tryGit(git, ['show', `${commit}:./${file}`]);
  // As the checks read the file now: one saved on Windows reads like the same file with LF.
  return text === undefined ? undefined : fileText(text);
}

/** The files (relative to git's folder) that differ between `base` and the working tree, new ones included. */
export function changedSince(git: GitRunner, base: string): string[] {
  const changed = tryGit(git, ['diff', '--name-only', '--relative', base, '--']) ?? '';
  const untracked = tryGit(git, ['ls-files', '--others', '--exclude-standard']) ?? '';
  return [...new Set([...changed.split('\n'), ...untracked.split('\n')].filter(Boolean))];
}

/** Where this branch left `ref`: the merge base of HEAD and it. */
export function mergeBase(git: GitRunner, ref: string): string | undefined {
  return tryGit(git, ['merge-base', 'HEAD', ref])?.trim() || undefined;
}
