// Spelling in both languages, with cspell: English files against British English, Italian
// files against Italian (and English, for the technical words Italian prose borrows), both with
// the product and domain words consultants list in content/words.txt and every technology name.
// Only prose is checked: see prose.ts for what is left out.
import type { CSpellUserSettings, ValidationIssue } from 'cspell-lib';
import { isLang, languages, type Lang } from '../../../src/i18n/languages.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { collectionNames } from '../../../src/content/entry.ts';
import { collections, type CollectionName } from '../../../src/content/schemas.ts';
import type { SourceFile } from '../../../src/content/sourceFiles.ts';
import { technologies } from '../../../src/content/technologies.ts';
import { languageCheck } from './check-units.ts';
import { dictionaries } from './dictionaries.ts';
import { languageNames } from './english.ts';
import { proseOf, uiProse, type Prose } from './prose.ts';

/** The word list, beside the content so consultants find it. */
export const wordListName = 'words.txt';

/**
 * Words of content/words.txt by language: one a line, "#" starts a note, and the words after a
 * line "[it]" (or "[en]") are accepted in that language only ("center" in "contact center" is
 * Italian usage, but American spelling in English). The words before any such line count in both.
 */
export function wordList(text: string | undefined): Record<Lang, string[]> {
  const words: Record<Lang, string[]> = { en: [], it: [] };
  if (text === undefined) return words;
  let only: Lang | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    const section = /^\[(\w+)\]$/.exec(line)?.[1];
    if (section !== undefined) only = isLang(section) ? section : undefined;
    else if (line) for (const lang of languages) if (!only || only === lang) words[lang].push(line);
  }
  return words;
}

// cspell loads its default configuration as soon as it is imported (half a second): only a run
// of the check needs it, not every process that imports the checks (the build's Vite, the dev server).
const validateText: typeof import('cspell-lib').validateText = async (...args) => (await import('cspell-lib')).validateText(...args);
const getDictionary: typeof import('cspell-lib').getDictionary = async (...args) => (await import('cspell-lib')).getDictionary(...args);

/** Which dictionaries read each language: Italian technical prose borrows English words. */
const dictionariesOf: Record<Lang, string[]> = { en: [dictionaries.en.name], it: [dictionaries.it.name, dictionaries.en.name] };

let italian: Promise<(word: string) => boolean> | undefined;

/** Whether a lowercase word is in the Italian dictionary alone (the register check asks about verb forms). */
export function italianDictionary(): Promise<(word: string) => boolean> {
  italian ??= getDictionary({ dictionaryDefinitions: [dictionaries.it], dictionaries: [dictionaries.it.name] }).then((d) => (word: string) => d.has(word));
  return italian;
}

function settingsFor(lang: Lang, words: string[]): CSpellUserSettings {
  return {
    dictionaryDefinitions: Object.values(dictionaries),
    dictionaries: dictionariesOf[lang],
    words,
    minWordLength: 3,
    // Accents count ("perche" is not "perché") and names keep their capitals ("kafka").
    caseSensitive: true,
    // Compound words are not guessed: "feature-flag" is checked as "feature" and "flag".
    allowCompoundWords: false,
    // Every occurrence: all files of a language are checked as one text, and each is a place to fix.
    maxNumberOfProblems: Number.MAX_SAFE_INTEGER,
    maxDuplicateProblems: Number.MAX_SAFE_INTEGER,
  };
}

export interface Misspelling {
  file: string;
  line: number;
  column: number;
  field: string;
  word: string;
  suggestions: string[];
}

// Italian elides articles and prepositions into the next word ("dell'evento", "l'ERP"): the
// word after the apostrophe is checked on its own. A closed list, so "dll'evento" is still caught.
const elision = /(?<![\p{L}'’])(?:l|un|d|c|s|m|t|v|n|all|dall|dell|nell|sull|coll|pell|quest|quell|bell|sant|tutt|anch|com|dov|cos|mezz|buon|nessun|ciascun|qualcun|alcun|quant|tant|senz|grand|sott|sopr|ch)['’](?=\p{L})/giu;
const blankElisions: Record<Lang, (text: string) => string> = {
  en: (text) => text,
  it: (text) => text.replace(elision, (prefix) => ' '.repeat(prefix.length)),
};

interface FileProse extends Prose {
  file: string;
  lang: Lang;
  source: string;
}

function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * cspell's suggestions for each flagged word, worked out once per word: a misspelling repeated
 * in a hundred files costs one lookup, not a hundred. They come from cspell's own pass over the
 * words alone, one a line (its suggestions depend on the word and the settings, not on the text
 * around it). Should a word not be flagged alone, the text is checked again with suggestions.
 */
async function suggestionsFor(text: string, issues: readonly ValidationIssue[], settings: CSpellUserSettings): Promise<(issue: ValidationIssue) => string[]> {
  const words = [...new Set(issues.map((issue) => issue.text))];
  if (words.length === 0) return () => [];
  const alone = await validateText(words.join('\n'), settings, { generateSuggestions: true, numSuggestions: 3 });
  const byWord = new Map(alone.map((issue) => [issue.text, issue.suggestions ?? []]));
  if (words.every((word) => byWord.has(word))) return (issue) => byWord.get(issue.text)!;
  const inText = await validateText(text, settings, { generateSuggestions: true, numSuggestions: 3 });
  const byOffset = new Map(inText.map((issue) => [issue.offset, issue.suggestions ?? []]));
  return (issue) => byOffset.get(issue.offset) ?? [];
}

/** Every unknown word in the given files' prose, one cspell pass per language. */
async function misspellingsIn(files: FileProse[], words: Record<Lang, string[]>, names: RegExp | undefined): Promise<Misspelling[]> {
  const found: Misspelling[] = [];
  for (const lang of languages) {
    const mine = files.filter((f) => f.lang === lang);
    if (mine.length === 0) continue;
    // One text per language, files one after another, so cspell loads and runs once.
    const starts: number[] = [];
    let joined = '';
    for (const f of mine) {
      starts.push(joined.length);
      joined += `${blankElisions[lang](blankNames(f.text, names))}\n`;
    }
    const settings = settingsFor(lang, words[lang]);
    // A placeholder is not a word to spell: the loader reports each one (src/content/placeholders.ts).
    const issues = (await validateText(joined, settings, { generateSuggestions: false })).filter((issue) => issue.text !== 'TODO');
    const suggestions = await suggestionsFor(joined, issues, settings);
    for (const issue of issues) {
      let i = starts.length - 1;
      while (i > 0 && starts[i]! > issue.offset) i--;
      const f = mine[i]!;
      const offset = issue.offset - starts[i]!;
      const field = f.ranges.find((r) => offset >= r.start && offset < r.end)?.field ?? 'body';
      found.push({ file: f.file, ...lineAndColumn(f.source, offset), field, word: issue.text, suggestions: suggestions(issue) });
    }
  }
  return found;
}

const quoted = (words: string[]) => words.map((w) => `"${w}"`);
const orList = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

/** `"idempotensa" is not a word; did you mean "idempotenza"? If it is right, add it to content/words.txt` */
export function misspellingMessage(m: Pick<Misspelling, 'word' | 'suggestions'>, lang: Lang): string {
  const hint = m.suggestions.length ? `; did you mean ${orList(quoted(m.suggestions))}?` : ` (${languageNames[lang]}).`;
  // A product, an acronym or a term of the trade is right and unknown: the word list is where it goes.
  return `"${m.word}" is not a word${hint} If it is right, add it to content/${wordListName}`;
}

/**
 * A person's name and each part of it (a bio says "Giulia"), and the projects they hold a role in.
 * While the name is still the template's "TODO: First Last", the slug's words stand for it
 * ("chiara-flussi": "Chiara Flussi"), so a case study linking to the person does not send its
 * writer to words.txt for a name: the TODO left in the person's file is the problem to fix.
 */
function personNames(raw: Record<string, unknown>, slug: string): unknown[] {
  const written = typeof raw.name === 'string' && !/\bTODO\b/.test(raw.name) ? raw.name : undefined;
  const fromSlug = slug.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join(' ');
  const full = written ?? fromSlug;
  const name = full ? [full, ...full.split(/\s+/)] : [];
  const projects = Array.isArray(raw.projects) ? raw.projects.flatMap((p: unknown) => (typeof p === 'object' && p !== null ? [(p as Record<string, unknown>).project, (p as Record<string, unknown>).repository] : [])) : [];
  return [...name, ...projects];
}

/** The frontmatter fields that name projects, repositories and people (read by projectNames). */
const nameFields = ['name', 'projects', 'repository'];

/** The collections whose entries can name them, as their schemas say: every file's prose is checked with their names. */
export const nameCollections: readonly CollectionName[] = collectionNames.filter((collection) => nameFields.some((field) => field in collections[collection].schema.shape));

/**
 * Project and repository names ("Kafka Italia meetup", "kafka-streams-testkit") and people's names,
 * from the facts that list them: written exactly so in prose, they are names, not words to check.
 */
function projectNames(files: readonly SourceFile[]): string[] {
  const names = files.flatMap((f) => [f.raw.projects, f.raw.repository, ...(f.collection === 'people' ? personNames(f.raw, f.slug) : [])].flat().filter((v): v is string => typeof v === 'string'));
  return [...new Set(names.flatMap((name) => [name, name.split('/').pop()!]))].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names as one pattern (the longest first, so "Kafka Italia meetup" wins over "Kafka"); undefined without names. */
function namePattern(names: readonly string[]): RegExp | undefined {
  return names.length === 0 ? undefined : new RegExp(`(?<![\\w-])(?:${names.map(escapeRegExp).join('|')})(?![\\w-])`, 'g');
}

function blankNames(text: string, names: RegExp | undefined): string {
  return names ? text.replace(names, (name) => ' '.repeat(name.length)) : text;
}

/** The words accepted besides the dictionaries: those of content/words.txt and the technology names. */
function acceptedWords(listed: Record<Lang, string[]>): Record<Lang, string[]> {
  const names = technologies.flatMap((name) => name.split(/\s+/));
  return { en: [...listed.en, ...names], it: [...listed.it, ...names] };
}

const misspellingProblem = (m: Misspelling, lang: Lang): Problem => ({ file: m.file, line: m.line, column: m.column, field: m.field, message: misspellingMessage(m, lang) });

export const spellingCheck = languageCheck({
  name: 'spelling',
  shared: { files: [wordListName], collections: nameCollections },
  // Language by language, as cspell reads them: a language's entries, then its ui.json.
  units: (content) => languages.flatMap((lang) => [...content.entries, ...content.ui].filter((file) => file.lang === lang).map((file) => ({ id: file.file, files: [file] }))),
  start: (shared) => {
    const words = acceptedWords(wordList(shared.text(wordListName)));
    const names = namePattern(projectNames(nameCollections.flatMap((collection) => shared.entries(collection)).map((entry) => entry.source())));
    // Each unit's prose waits for `finish`, which checks all of them in one cspell pass per language.
    const waiting: { prose: FileProse; answer: (found: Problem[]) => void }[] = [];
    return {
      check: ({ files: [file] }) => {
        if (!file) return [];
        const prose = { ...(file.kind === 'entry' ? proseOf(file) : uiProse(file.text)), file: file.file, lang: file.lang, source: file.text };
        return new Promise<Problem[]>((answer) => waiting.push({ prose, answer }));
      },
      finish: async () => {
        const found = await misspellingsIn(waiting.map((w) => w.prose), words, names);
        const byFile = new Map<string, Misspelling[]>();
        for (const m of found) {
          if (!byFile.has(m.file)) byFile.set(m.file, []);
          byFile.get(m.file)!.push(m);
        }
        for (const { prose, answer } of waiting) answer((byFile.get(prose.file) ?? []).map((m) => misspellingProblem(m, prose.lang)));
      },
    };
  },
});

/** Every misspelling in the content folder's prose. */
export const spellingProblems = (contentDir: string): Promise<Problem[]> => spellingCheck.run(contentDir);
