// What the English said when a translation was last changed, from git history. A translation is
// outdated when the English *text* changed after that: whitespace does not count, and neither
// does a commit whose message has the line `i18n: no-translation-needed` (a typo fix in English).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isLang } from '../../../src/i18n/languages.ts';
import { collectionNames } from '../../../src/content/entry.ts';
import { readFileText } from '../../../src/content/fileText.ts';
import type { CollectionName } from '../../../src/content/schemas.ts';
import { commitInfo, commitsSince, fileAt, hasUncommittedChanges, lastCommit, type CommitInfo, type GitRunner } from '../git.ts';
import { entryText, textSignature, uiText, type EntryText } from '../language/blocks.ts';
import { compareVersions, type BlockChange } from './compare.ts';

const directive = /^\s*i18n:\s*no-translation-needed\s*$/im;

/** Whether a commit message says its English change needs no new translation. */
export const needsNoTranslation = (message: string) => directive.test(message);

/** How to read a content file ("en/services/kafka.mdx", "it/ui.json") as blocks. */
export function readerFor(file: string): (text: string) => EntryText {
  if (file.endsWith('ui.json')) return uiText;
  const [lang, collection] = file.split('/');
  if (!lang || !isLang(lang) || !collectionNames.includes(collection as CollectionName)) throw new Error(`${file} is not a content entry`);
  return (text) => entryText(text, collection as CollectionName);
}

export const emptyText: EntryText = { fields: [], facts: [], body: [] };

export interface Baseline {
  /** The commit the translation was last changed in. */
  translated: CommitInfo;
  /** The commit whose English the translation answers: `translated`, moved past English
   * commits that do not count (whitespace only, or marked as needing no translation). */
  commit: CommitInfo;
  /** The English text at `commit`; undefined if the English file did not exist yet. */
  source: string | undefined;
}

/**
 * The English a translation was last made from. Files are paths relative to git's folder (the
 * content folder); `at` limits the search to a revision's history, e.g. a branch's base.
 * Undefined when the translation was never committed (or there is no git).
 */
export function translationBaseline(git: GitRunner, source: string, translation: string, at = 'HEAD'): Baseline | undefined {
  const hash = lastCommit(git, translation, at);
  const translated = hash ? commitInfo(git, hash) : undefined;
  if (!hash || !translated) return undefined;
  const read = readerFor(source);
  const signature = (text: string | undefined) => (text === undefined ? undefined : textSignature(read(text)));
  let commit = translated;
  let text = fileAt(git, hash, source);
  // English commits right after the translation that change no text, or say they need no
  // translation, were reviewed with it: the baseline moves past them. The first real change stops it.
  for (const next of commitsSince(git, hash, source)) {
    const nextText = fileAt(git, next.hash, source);
    if (!needsNoTranslation(next.message) && (text === undefined || signature(nextText) !== signature(text))) break;
    commit = next;
    text = nextText;
  }
  return { translated, commit, source: text };
}

/** A file of the content folder as it is now (undefined if deleted). */
export function readNow(contentDir: string, file: string): string | undefined {
  const full = path.join(contentDir, file);
  return existsSync(full) ? readFileText(full) : undefined;
}

export interface Outdated {
  /** "outdated": the English text changed after the translation; "current": it did not, or the
   * translation is being edited now; "untracked": the translation was never committed. */
  state: 'outdated' | 'current' | 'untracked';
  baseline?: Baseline;
  /** The English blocks that changed since the baseline (none unless outdated). */
  changes: BlockChange[];
  /** The translation has uncommitted changes: its translator is at work. */
  editing: boolean;
}

/** Whether the English text changed after the translation was last changed, and where. */
export function outdatedness(git: GitRunner, contentDir: string, source: string, translation: string): Outdated {
  const editing = hasUncommittedChanges(git, translation);
  const baseline = translationBaseline(git, source, translation);
  if (!baseline) return { state: 'untracked', changes: [], editing };
  if (editing) return { state: 'current', baseline, changes: [], editing };
  const read = readerFor(source);
  const now = readNow(contentDir, source);
  const changes = compareVersions(baseline.source === undefined ? emptyText : read(baseline.source), now === undefined ? emptyText : read(now)).filter((c) => c.change !== 'same');
  return { state: changes.length ? 'outdated' : 'current', baseline, changes, editing };
}

/** "paragraph (line 23)", "title", "removed: list 1, item 3": where a change is, for a reader. */
export function describeChange(change: BlockChange): string {
  const block = change.after ?? change.before!;
  const line = block.kind === 'field' ? '' : ` (${change.after ? '' : 'was '}line ${block.line})`;
  const prefix = { removed: 'removed: ', added: 'new: ', changed: '', same: '' }[change.change];
  return `${prefix}${block.label}${line}`;
}
