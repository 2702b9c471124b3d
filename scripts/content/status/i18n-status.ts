// For every content entry and the UI dictionary: is there an Italian version, and has the
// English text changed since it was last changed? Git history is the evidence (see review/history.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLang, languages, type Lang } from '../../../src/i18n/languages.ts';
import { collectionNames } from '../../../src/content/entry.ts';
import type { GitRunner } from '../git.ts';
import { languageNames } from '../language/english.ts';
import { describeChange, outdatedness } from '../review/history.ts';

export type TranslationState = 'missing' | 'outdated' | 'up to date';

export interface StatusRow {
  /** The entry's path under content/<lang>/, e.g. "case-studies/payments-fraud-detection.mdx". */
  file: string;
  lang: Lang;
  state: TranslationState;
  /** Why, in a few words (empty when up to date). */
  note: string;
  /** Outdated: the English blocks that changed, e.g. "paragraph (line 23)", "title". */
  changes: string[];
}

export interface I18nStatus {
  rows: StatusRow[];
  /** UI keys per translated language: in English but not there, and there but not in English. */
  ui: { lang: Lang; missing: string[]; extra: string[] }[];
}

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The English file compared with its translation: did the English text change after it? */
function compare(git: GitRunner, contentDir: string, source: string, translation: string, lang: Lang): Pick<StatusRow, 'state' | 'note' | 'changes'> {
  const found = outdatedness(git, contentDir, source, translation);
  if (found.state !== 'outdated' || !found.baseline) {
    return { state: 'up to date', note: found.editing ? 'translation has uncommitted changes' : '', changes: [] };
  }
  const changes = found.changes.map(describeChange);
  const { translated } = found.baseline;
  // The date is the translation's: the day the English moved on from is the reviewer's question.
  return { state: 'outdated', note: `English text changed after the ${languageNames[lang]} was last changed (${day(translated.time)})`, changes };
}

function mdxFiles(contentDir: string, lang: Lang, collection: string): string[] {
  const dir = path.join(contentDir, lang, collection);
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.mdx')) : [];
}

function uiKeys(file: string): string[] {
  if (!existsSync(file)) return [];
  try {
    return Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object);
  } catch {
    return []; // check:content reports invalid JSON; here it just has no keys
  }
}

const stateRank: Record<TranslationState, number> = { missing: 0, outdated: 1, 'up to date': 2 };

/** The status of every translation under contentDir, problems first. */
export function i18nStatus(contentDir: string, git: GitRunner): I18nStatus {
  const rows: StatusRow[] = [];
  const ui: I18nStatus['ui'] = [];
  const translated = languages.filter((lang) => lang !== defaultLang);
  const row = (file: string, lang: Lang) => {
    // Paths relative to the content folder, where git runs.
    const source = `${defaultLang}/${file}`;
    const translation = `${lang}/${file}`;
    if (!existsSync(path.join(contentDir, translation))) rows.push({ file, lang, state: 'missing', note: `no content/${lang}/${file}`, changes: [] });
    else if (!existsSync(path.join(contentDir, source))) rows.push({ file, lang, state: 'missing', note: `no English version (content/${defaultLang}/${file})`, changes: [] });
    else rows.push({ file, lang, ...compare(git, contentDir, source, translation, lang) });
  };
  for (const lang of translated) {
    for (const collection of collectionNames) {
      const names = new Set([...mdxFiles(contentDir, defaultLang, collection), ...mdxFiles(contentDir, lang, collection)]);
      for (const name of [...names].sort()) row(`${collection}/${name}`, lang);
    }
    row('ui.json', lang);
    const sourceKeys = uiKeys(path.join(contentDir, defaultLang, 'ui.json'));
    const keys = uiKeys(path.join(contentDir, lang, 'ui.json'));
    const missing = sourceKeys.filter((key) => !keys.includes(key));
    ui.push({ lang, missing, extra: keys.filter((key) => !sourceKeys.includes(key)) });
    const uiRow = rows.find((r) => r.file === 'ui.json' && r.lang === lang);
    if (uiRow && uiRow.state !== 'missing' && missing.length > 0) {
      uiRow.state = 'missing';
      uiRow.note = `${missing.length} key(s) missing${uiRow.note ? `; ${uiRow.note}` : ''}`;
    }
  }
  rows.sort((a, b) => stateRank[a.state] - stateRank[b.state]);
  return { rows, ui };
}

/** Whether anything has no translation at all (the only case that should fail a check). */
export function hasMissing(status: I18nStatus): boolean {
  return status.rows.some((r) => r.state === 'missing') || status.ui.some((u) => u.missing.length > 0);
}
