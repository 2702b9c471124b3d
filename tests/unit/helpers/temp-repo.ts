// A throwaway git repository holding a content folder, for tests of what git history says
// (translation status, review). Commits get fixed dates so "after" means after.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TempRepo {
  /** The repository's folder. */
  root: string;
  /** Its content folder, named "content" like the real one. */
  dir: string;
  write: (file: string, text: string) => void;
  read: (file: string) => string;
  edit: (file: string, change: (text: string) => string) => void;
  remove: (file: string) => void;
  /** Commits everything, with a message and a date (default: one day after the previous commit). */
  commit: (message: string, date?: string) => void;
  git: (...args: string[]) => string;
  cleanup: () => void;
}

/** A repository on branch main; with `copy`, its content folder starts as a copy of the real one. */
export function tempRepo({ copy = false } = {}): TempRepo {
  const root = mkdtempSync(path.join(tmpdir(), 'repo-'));
  const dir = path.join(root, 'content');
  if (copy) cpSync(path.resolve('content'), dir, { recursive: true });
  else mkdirSync(dir);
  let day = 0;
  const git = (args: string[], date?: string) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
      stdio: 'pipe',
    });
  git(['init', '-q', '-b', 'main']);
  const full = (file: string) => path.join(dir, file);
  return {
    root,
    dir,
    write: (file, text) => {
      mkdirSync(path.dirname(full(file)), { recursive: true });
      writeFileSync(full(file), text);
    },
    read: (file) => readFileSync(full(file), 'utf8'),
    edit: (file, change) => writeFileSync(full(file), change(readFileSync(full(file), 'utf8'))),
    remove: (file) => rmSync(full(file)),
    commit: (message, date) => {
      day++;
      git(['add', '-A']);
      git(['commit', '-q', '-m', message], date ?? new Date(Date.UTC(2025, 0, day, 10)).toISOString());
    },
    git: (...args) => git(args),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
