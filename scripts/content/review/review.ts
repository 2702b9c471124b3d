// The translation review of a branch: for each entry (and ui.json key) whose English or Italian
// changed since the base, both languages block by block, the English word diff since the
// Italian was last changed, the Italian's own edits, and the language checks' problems on the
// block they are about. Pure data; html.ts and markdown.ts render it.
import path from 'node:path';
import { defaultLang, languages, type Lang } from '../../../src/i18n/languages.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { changedSince, fileAt, type CommitInfo, type GitRunner } from '../git.ts';
import type { Block, EntryText } from '../language/blocks.ts';
import { entryUnits, uiUnits } from '../language/prose-units.ts';
import { readingFigures } from '../language/reading-figures.ts';
import type { CollectionName } from '../../../src/content/schemas.ts';
import { pointSentences } from './sentences.ts';
import { compareVersions, pairTranslation, type BlockChange } from './compare.ts';
import { mergeRows, placeProblems, showRemovedItalian } from './rows.ts';
import { allEntryIds, changedUiKeys } from './scope.ts';
import { emptyText, outdatedness, readerFor, readNow, translationBaseline } from './history.ts';
import { uiId, type EntryReadability, type EntryState, type Review, type ReviewEntry, type ReviewRow } from './review-data.ts';

export { allEntryIds, resolveBase } from './scope.ts';

/** Which entries a review covers: every one, some by id, or those a branch changed. */
export type Scope = { all: true } | { only: string[] } | { changedSince: string };

const blockKey = (b: Block) => `${b.kind}\0${b.field ?? ''}\0${b.line}\0${b.label}`;

/** The prose units of an entry's file text (all its ui.json strings for the interface). */
const unitsOf = (id: string, text: string | undefined) =>
  text === undefined ? [] : id === uiId ? uiUnits(text) : entryUnits(text, id.split('/')[0] as CollectionName);

function figures(id: string, en: string | undefined, it: string | undefined, lang: Lang): EntryReadability['now'] {
  const pairs = [['en', readingFigures(unitsOf(id, en), 'en')], ['it', readingFigures(unitsOf(id, it), lang)]] as const;
  return Object.fromEntries(pairs.filter(([, f]) => f !== undefined));
}

/** What a reader calls the entry: its title, or a person's name (a fact, the same in both languages); else its id. */
function titleOf(id: string, text: EntryText): string {
  if (id === uiId) return 'Interface strings';
  const name = text.facts.find((f) => f.name === 'name')?.value;
  return text.fields.find((f) => f.field === 'title')?.text ?? (typeof name === 'string' ? name : id);
}

interface EntryOptions {
  git: GitRunner;
  contentDir: string;
  lang: Lang;
  base?: string;
  problems: Problem[];
  /** ui.json only: the keys to show (all when undefined). */
  keys?: string[];
}

export function reviewEntry(id: string, options: EntryOptions): ReviewEntry {
  const { git, contentDir, lang, base } = options;
  const relative = id === uiId ? 'ui.json' : `${id}.mdx`;
  const source = `${defaultLang}/${relative}`;
  const translation = `${lang}/${relative}`;
  const files = { en: `${path.basename(contentDir)}/${source}`, it: `${path.basename(contentDir)}/${translation}` };
  const read = readerFor(source);
  const enNow = readNow(contentDir, source);
  const itNow = readNow(contentDir, translation);
  const en = enNow === undefined ? emptyText : read(enNow);
  const it = itNow === undefined ? emptyText : read(itNow);

  // The English since the Italian was last changed before the base: what this branch (and
  // anything the Italian never caught up with) changed, word by word. No base: no git, no history.
  const baseline = base === undefined ? undefined : translationBaseline(git, source, translation, base);
  const enChanges = compareVersions(baseline?.source === undefined ? en : read(baseline.source), en);
  const outdated = outdatedness(git, contentDir, source, translation);
  const lagging = new Set(outdated.changes.flatMap((c) => (c.after ? [blockKey(c.after)] : [])));
  const itBefore = base === undefined ? itNow : fileAt(git, base, translation);
  const itVersions = compareVersions(itBefore === undefined ? emptyText : read(itBefore), it);
  const itChanges = new Map(itVersions.flatMap((c) => (c.after ? [[blockKey(c.after), c] as const] : [])));
  const isNew = base !== undefined && itNow !== undefined && (itBefore === undefined || !baseline);
  // A block lags behind when its English changed after the Italian file was last changed, or
  // changed in this review while the Italian block beside it did not (a translator who edited
  // one paragraph has not yet translated the other).
  const behind = (change: BlockChange) => (change.after ? lagging.has(blockKey(change.after)) : change.change === 'removed' && outdated.state === 'outdated');

  const rowsOf = (changes: BlockChange[], translated: readonly Block[]) =>
    mergeRows(changes, pairTranslation(changes.flatMap((c) => (c.after ? [c.after] : [])), translated)).map(({ change, it: block }): ReviewRow => {
      const itChange = block && !isNew ? itChanges.get(blockKey(block)) : undefined;
      return {
        ...(change.after ? { en: change.after } : {}),
        ...(block ? { it: block } : {}),
        enChange: isNew ? 'same' : change.change,
        ...(change.diff && !isNew ? { enDiff: change.diff } : {}),
        ...(change.change === 'removed' && change.before ? { enRemoved: change.before } : {}),
        outdated: !isNew && (behind(change) || (change.change !== 'same' && (itChange?.change ?? 'same') === 'same' && (change.change !== 'removed' || Boolean(block)))),
        itChange: itChange?.change ?? 'same',
        ...(itChange?.diff ? { itDiff: itChange.diff } : {}),
        problems: { en: [], it: [] },
      };
    });
  const pointed = (row: ReviewRow): ReviewRow => {
    const pointer = row.en && row.enChange === 'changed' ? pointSentences(row.en, row.it, row.enDiff, lang) : undefined;
    return pointer ? { ...row, sentences: pointer } : row;
  };
  const isField = (c: BlockChange) => (c.after ?? c.before)!.kind === 'field';
  let rows = [...rowsOf(enChanges.filter(isField), it.fields), ...rowsOf(enChanges.filter((c) => !isField(c)), it.body)].map(pointed);
  if (!isNew) showRemovedItalian(rows, itVersions.flatMap((c) => (c.change === 'removed' && c.before ? [c.before] : [])));
  if (options.keys) {
    const keys = new Set(options.keys);
    rows = rows.filter((r) => keys.has((r.en ?? r.it ?? r.enRemoved)?.field ?? ''));
  }
  const problems = {
    en: placeProblems(rows, options.problems.filter((p) => p.file === files.en), 'en'),
    it: placeProblems(rows, options.problems.filter((p) => p.file === files.it), 'it'),
  };
  const facts = en.facts.map((fact) => {
    const twin = it.facts.find((f) => f.name === fact.name)?.value;
    return { name: fact.name, en: fact.value, it: twin, equal: JSON.stringify(fact.value) === JSON.stringify(twin) };
  });
  const changed = (r: ReviewRow) => r.enChange !== 'same';
  const state: EntryState =
    itNow === undefined ? 'missing'
    : isNew ? 'new'
    : rows.some((r) => r.outdated) ? 'outdated'
    : rows.some(changed) ? 'updated'
    : rows.some((r) => r.itChange !== 'same') ? 'edited'
    : 'unchanged';
  return {
    id,
    title: titleOf(id, en),
    files,
    state,
    ...(baseline && !isNew ? { since: baseline.translated } : {}),
    facts,
    rows,
    problems,
    readability: {
      now: figures(id, enNow, itNow, lang),
      base: base === undefined ? {} : figures(id, fileAt(git, base, source), itBefore, lang),
    },
  };
}

export interface ReviewOptions {
  git: GitRunner;
  contentDir: string;
  scope: Scope;
  base?: { ref: string; commit: CommitInfo };
  /** The language checks' problems (scripts/content/language), shown on their blocks. */
  problems: Problem[];
}

/** The review of one translated language. */
export function buildReview({ git, contentDir, scope, base, problems }: ReviewOptions, lang: Lang = languages.find((l) => l !== defaultLang)!): Review {
  const at = base?.commit.hash;
  const options = { git, contentDir, lang, problems, ...(at ? { base: at } : {}) };
  let ids: string[];
  let keys: string[] | undefined;
  if ('all' in scope) ids = [...allEntryIds(contentDir), uiId];
  else if ('only' in scope) ids = scope.only;
  else {
    const changed = new Set(changedSince(git, scope.changedSince).map((file) => file.replace(/^[a-z]{2}\//, '').replace(/\.mdx$/, '')));
    ids = allEntryIds(contentDir).filter((id) => changed.has(id));
    keys = changedUiKeys(git, contentDir, scope.changedSince, lang);
    if (keys.length) ids.push(uiId);
  }
  const entries = ids.map((id) => reviewEntry(id, id === uiId && keys ? { ...options, keys } : options));
  return { ...(base ? { base } : {}), scope: 'all' in scope ? 'all' : 'only' in scope ? 'entries' : 'branch', lang, entries };
}
