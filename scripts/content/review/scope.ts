// Which entries a review covers: every entry file, or those whose English or Italian a branch
// changed (for ui.json, the keys), and the commit the branch is compared with.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defaultLang, languages, type Lang } from '../../../src/i18n/languages.ts';
import { collectionNames } from '../../../src/content/entry.ts';
import type { CollectionName } from '../../../src/content/schemas.ts';
import { commitInfo, fileAt, mergeBase, resolveCommit, type CommitInfo, type GitRunner } from '../git.ts';
import { readerFor, readNow } from './history.ts';

/** Entry ids ("services/kafka") of every entry file in either language. */
export function allEntryIds(contentDir: string): string[] {
  const ids = new Set<string>();
  for (const lang of languages) {
    for (const collection of collectionNames) {
      const dir = path.join(contentDir, lang, collection);
      if (existsSync(dir)) for (const name of readdirSync(dir)) if (name.endsWith('.mdx')) ids.add(`${collection}/${name.slice(0, -4)}`);
    }
  }
  const rank = (id: string) => collectionNames.indexOf(id.split('/')[0] as CollectionName);
  return [...ids].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The ui.json keys whose English or translated text differs between `base` and now. */
export function changedUiKeys(git: GitRunner, contentDir: string, base: string, lang: Lang): string[] {
  const read = readerFor('ui.json');
  const values = (text: string | undefined) => new Map(read(text ?? '{}').fields.map((f) => [f.field!, f.text]));
  const keys = new Set<string>();
  for (const file of [`${defaultLang}/ui.json`, `${lang}/ui.json`]) {
    const before = values(fileAt(git, base, file));
    const now = values(readNow(contentDir, file));
    for (const [key, text] of now) if (before.get(key) !== text) keys.add(key);
  }
  return [...keys];
}

/** The base a branch is reviewed against: where it left `ref` if given, else where it left main. */
export function resolveBase(git: GitRunner, ref?: string): { ref: string; commit: CommitInfo } | { error: string } | undefined {
  if (ref) {
    const hash = resolveCommit(git, ref);
    // What `ref` gained after the branch left it (a pull request's base moving on) is not the branch's change.
    const fork = hash && (mergeBase(git, hash) ?? hash);
    const commit = fork && commitInfo(git, fork);
    if (!commit) return { error: `"${ref}" is not a commit, branch or tag of this repository` };
    return { ref: fork === hash ? ref : `merge base with ${ref}`, commit };
  }
  if (!resolveCommit(git, 'HEAD')) return undefined; // not a git repository, or no commit yet
  for (const candidate of ['main', 'origin/main', 'master']) {
    const hash = resolveCommit(git, candidate) && mergeBase(git, candidate);
    const commit = hash && commitInfo(git, hash);
    if (commit) return { ref: `merge base with ${candidate}`, commit };
  }
  return { error: 'there is no main branch to start from: pass --base <ref>' };
}

