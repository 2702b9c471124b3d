// The translation review as data: what review.ts builds, html.ts and markdown.ts render, and
// i18n-comment.ts reads back from reports/i18n-review.json. Types only (and the interface's id),
// so every module of the review imports them downward.
import type { Lang } from '../../../src/i18n/languages.ts';
import type { Problem } from '../../../src/content/problems.ts';
import type { CommitInfo } from '../git.ts';
import type { Block } from '../language/blocks.ts';
import type { ReadingFigures } from '../language/reading-figures.ts';
import type { SentencePointer } from './sentences.ts';
import type { Change } from './compare.ts';
import type { DiffPart } from './wordDiff.ts';

export interface ReviewRow {
  en?: Block;
  it?: Block;
  /** What happened to the English block since the Italian was last changed (before the base). */
  enChange: Change;
  /** The English word diff (changed), or the old English block (removed). */
  enDiff?: DiffPart[];
  enRemoved?: Block;
  /** The Italian lags behind: the English changed after the Italian file was last changed, or
   * changed in this review while the Italian block beside it did not. */
  outdated: boolean;
  /** What happened to the Italian block since the base (edited in this branch). */
  itChange: Change;
  itDiff?: DiffPart[];
  /** The Italian block this review removed, beside the English one it translated. */
  itRemoved?: Block;
  problems: Record<'en' | 'it', Problem[]>;
  /** The changed English sentences, and the Italian ones at the same positions. */
  sentences?: SentencePointer;
}

/** An entry's reading figures in each language, now and at the base (when it existed there). */
export interface EntryReadability {
  now: Partial<Record<'en' | 'it', ReadingFigures>>;
  base: Partial<Record<'en' | 'it', ReadingFigures>>;
}

export interface FactRow {
  name: string;
  en: unknown;
  it: unknown;
  equal: boolean;
}

export type EntryState = 'missing' | 'new' | 'outdated' | 'updated' | 'edited' | 'unchanged';

export interface ReviewEntry {
  /** "case-studies/payments-fraud-detection", or "ui" for the interface strings. */
  id: string;
  title: string;
  files: Record<'en' | 'it', string>;
  state: EntryState;
  /** The Italian's last change before the base, where the English word diff starts from. */
  since?: CommitInfo;
  facts: FactRow[];
  rows: ReviewRow[];
  /** Problems not about one block (e.g. a count of headings). */
  problems: Record<'en' | 'it', Problem[]>;
  readability: EntryReadability;
}

export interface Review {
  /** What the review compares with; undefined outside git. */
  base?: { ref: string; commit: CommitInfo };
  /** What it covers: what a branch changed, every entry, or the entries asked for. */
  scope: 'branch' | 'all' | 'entries';
  lang: Lang;
  entries: ReviewEntry[];
}

export const uiId = 'ui';
