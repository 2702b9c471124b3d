// The house style of CONTENT.md, as far as a machine can check it. The word rules ("write X, not
// Y": one name for each product, calques, the words we translate, filler) are data that
// consultants extend, in content/word-rules.yaml (word-rules.ts reads it); the rules here are the
// ones that need logic: ranges, numerals and number formats, headings in sentence case, articles
// before names, and the Italian register. Each rule finds its matches in one piece of prose; the
// check turns them into `file:line field: message` problems.
import type { Lang } from '../../../src/i18n/languages.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { languageCheck } from './check-units.ts';
import { entryTexts, uiTexts, type ProseText } from './prose-text.ts';
import { italianDictionary } from './spelling.ts';
import type { Finding, StyleRule } from './style-rule.ts';
import { wordRules, wordRulesName, type WordRules } from './word-rules.ts';

const both: readonly Lang[] = ['en', 'it'];

/** One finding per match of `pattern` (global), with the message built from the match. */
function matches(pattern: RegExp, message: (match: RegExpExecArray) => string | undefined) {
  return (text: string): Finding[] => {
    const found: Finding[] = [];
    for (const match of text.matchAll(pattern)) {
      const said = message(match);
      if (said) found.push({ index: match.index, message: said });
    }
    return found;
  };
}

/** Phrases with what to write instead; the message quotes what was written. */
function phrases(list: readonly (readonly [RegExp, string])[]) {
  const all = list.map(([pattern, advice]) => matches(pattern, (m) => `"${m[0]}": ${advice}`));
  return (text: string) => all.flatMap((find) => find(text)).sort((a, b) => a.index - b.index);
}

const digits: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', uno: '1', due: '2', tre: '3', quattro: '4', cinque: '5', sei: '6', sette: '7', otto: '8', nove: '9' };
const numeral = (word: string) => digits[word.toLowerCase()] ?? word;

// The ui.json strings a visitor clicks, selects or reads as the name of an action (buttons, links,
// menu items, form controls, labels of navigation): as on Italian sites, they take the tu
// imperative ("Richiedi una consulenza") or name the destination ("Tutti i servizi"), while the
// prose around them says "voi"; so none may open with a "voi" imperative.
const controlKeys = [
  /^nav\./, /^skip\./, /\.cta(?!Title|Text)/, /\.back$/, /^languageHint\.(?:link|dismiss)$/, /^form\.(?:submit|selectType|typeOther)$/,
  /^sent\.(?:copy|openAgain|openIn|edit|new)$/, /^notFound\.home$/, /^caseStudies\.readStory$/, /^services\.more$/,
  /^openSource\.contributionsLink$/, /^consultation\.(?:title|metaTitle)$/, /^prose\.fullSize$/, /^pagination\./,
  /^caseStudies\.list\.(?:filters|all|feed)$/, /^service\.allCaseStudies$/,
  /^cta\./, /^consultation\.choose$/, /^hero\.offer\.more$/, /^caseStudies\.(?:next|serviceLink|method)$/, /^authority\.proof$/,
];
export const isControl = (text: ProseText) => Boolean(text.link) || (text.source === 'ui' && controlKeys.some((key) => key.test(text.field)));

const irregular: Record<string, string> = { vai: 'andate', fai: 'fate', sii: 'siate', abbi: 'abbiate' };
const notImperatives = new Set(['avete', 'siete', 'sapete', 'volete', 'potete', 'dovete']);
const notVerbs = new Set(['chi', 'ci', 'mi', 'ti', 'si', 'vi', 'di', 'da', 'la', 'tra', 'fra', 'una', 'ma', 'qui', 'poi', 'noi', 'voi', 'lui', 'lei', 'gli', 'questa', 'questi', 'quella', 'quelli', 'sempre', 'ora', 'oggi']);

/**
 * The "voi" imperative of an Italian word that is a "tu" imperative ("Seleziona" -> "selezionate",
 * "Scopri" -> "scoprite", "Scrivici" -> "scriveteci"), or undefined. A word is a tu imperative when
 * the voi form built from it is an Italian word: the dictionary knows the verbs, and nouns ending
 * in -a or -i ("Pagina", "Servizi") make no such form. Only controls are read this way: in running
 * prose a sentence may open with an indicative ("Basta una riga") that has the same shape.
 */
export function voiImperative(word: string, isItalian: (word: string) => boolean): string | undefined {
  const w = word.toLowerCase();
  // Pronouns and particles that build a word by chance ("Chi" -> "chete", quiet): never verbs.
  if (notVerbs.has(w)) return undefined;
  if (irregular[w]) return irregular[w];
  const clitic = /(?:ci|mi|lo|la|li|le|ne|ti)$/.exec(w)?.[0];
  for (const [base, after] of [[w, ''], ...(clitic ? [[w.slice(0, -2), clitic === 'ti' ? 'vi' : clitic]] : [])] as [string, string][]) {
    const stem = base.slice(0, -1);
    const candidates = base.endsWith('isci') ? [`${base.slice(0, -4)}ite`] : base.endsWith('a') ? [`${stem}ate`] : base.endsWith('i') ? [`${stem}ete`, `${stem}ite`, `${base}ete`] : [];
    const found = candidates.find(isItalian);
    if (found) return found + after;
  }
  return undefined;
}

/**
 * The "tu" imperative of an Italian word that is a "voi" imperative ("Richiedete" -> "richiedi",
 * "Inserite" -> "inserisci", "Scriveteci" -> "scrivici", "Leggetela" -> "leggila"), or undefined:
 * the tu form must be an Italian word whose voi form (voiImperative) is the word itself, so nouns
 * and participles that only look like one ("Date", "Estate") are left alone.
 */
export function tuImperative(word: string, isItalian: (word: string) => boolean): string | undefined {
  const w = word.toLowerCase();
  // Indicatives whose verb makes its imperative otherwise ("Avete un problema?": abbiate), or none.
  if (notImperatives.has(w)) return undefined;
  const known = Object.entries(irregular).find(([, voi]) => voi === w)?.[0];
  if (known) return known;
  const clitic = /(?:ci|mi|lo|la|li|le|ne|vi)$/.exec(w)?.[0];
  for (const [base, after] of [[w, ''], ...(clitic ? [[w.slice(0, -2), clitic === 'vi' ? 'ti' : clitic]] : [])] as [string, string][]) {
    const ending = /(ate|ete|ite)$/.exec(base)?.[1];
    if (!ending) continue;
    const stem = base.slice(0, -3);
    const candidates = ending === 'ate' ? [`${stem}a`] : ending === 'ete' ? [`${stem}i`] : [`${stem}isci`, `${stem}i`];
    const found = candidates.find((tu) => isItalian(tu) && voiImperative(tu, isItalian) === base);
    if (found) return found + after;
  }
  return undefined;
}

const capitalised = (word: string, like: string) => (/^\p{Lu}/u.test(like) ? word[0]!.toUpperCase() + word.slice(1) : word);

/** The register rules: prose says "voi" to the reader; controls take the tu imperative, as on Italian sites. */
export function registerRules(isItalian: (word: string) => boolean): StyleRule[] {
  return [
    {
      id: 'register',
      langs: ['it'],
      applies: isControl,
      find: (text) => {
        const first = /\p{L}+/u.exec(text);
        const tu = first && tuImperative(first[0], isItalian);
        return first && tu ? [{ index: first.index, message: `"${first[0]}": buttons and links take the tu imperative, as on Italian sites (the prose around them says "voi"): write "${capitalised(tu, first[0])}", or name the destination ("Tutti i case study")` }] : [];
      },
    },
  ];
}

// Words capitalised in a heading that are not the start of a sentence must belong to a name.
const headingNames = [
  'Architecture Review', 'Technical Deep Dive', 'Strategic Planning', 'Active Committer', 'Camel Kafka Connector',
  'Flink Kubernetes Operator', 'Kafka Italia', 'DataStream API', 'Apache', 'Kafka', 'Flink', 'Camel', 'Correnti', 'Oracle',
  'Debezium', 'Strimzi', 'Kogito', 'Drools', 'Quarkus', 'Kubernetes', 'Avro', 'Schema Registry', 'Kafka Streams', 'Kafka Connect',
  'GitHub', 'Git', 'Java', 'Spring Boot', 'IBM', 'Oops',
];
const nameWords = new Set(headingNames.flatMap((name) => name.split(' ')));

function titleCaseWords(heading: string): Finding[] {
  const found: Finding[] = [];
  // Each sentence (after . ! ? or :) may open with a capital.
  for (const sentence of heading.matchAll(/[^.!?:]+/g)) {
    const words = [...sentence[0].matchAll(/[\p{L}][\p{L}'’-]*/gu)];
    for (const word of words.slice(1)) {
      const w = word[0];
      const ordinary = /^\p{Lu}\p{Ll}+$/u.test(w) && !nameWords.has(w);
      if (ordinary) found.push({ index: sentence.index + word.index, message: `"${w}": headings are in sentence case; capitalise only the first word and names` });
    }
  }
  return found;
}

// Names that take an article in running text: "the Flink Kubernetes Operator", "il Flink Kubernetes
// Operator", "lo Schema Registry" (Kafka, Flink and Camel take none). A preposition or "and" right
// before the bare name is what gives a missing article away.
const italianArticle: Record<string, 'il' | 'lo'> = { 'Flink Kubernetes Operator': 'il', 'Camel Kafka Connector': 'il', 'Schema Registry': 'lo' };
const articledNames = {
  en: ['Flink Kubernetes Operator', 'Camel Kafka Connector'],
  it: Object.keys(italianArticle),
};
const articled: Record<string, Record<'il' | 'lo', string>> = {
  a: { il: 'al', lo: 'allo' }, di: { il: 'del', lo: 'dello' }, da: { il: 'dal', lo: 'dallo' }, in: { il: 'nel', lo: 'nello' },
  su: { il: 'sul', lo: 'sullo' }, con: { il: 'con il', lo: 'con lo' }, per: { il: 'per il', lo: 'per lo' },
  tra: { il: 'tra il', lo: 'tra lo' }, fra: { il: 'fra il', lo: 'fra lo' },
};
const namesPattern = (names: readonly string[]) => names.map((n) => n.replace(/ /g, '\\s+')).join('|');

function englishArticles(text: string): Finding[] {
  const pattern = new RegExp(`\\b(to|on|for|with|from|in|of|into|by|and|or)\\s+(${namesPattern(articledNames.en)})\\b`, 'g');
  return matches(pattern, (m) => `"${m[0]}": this name takes "the", "${m[1]} the ${m[2]}"`)(text);
}

function italianArticles(text: string): Finding[] {
  const pattern = new RegExp(`\\b(a|di|da|in|su|con|per|tra|fra|e|o)\\s+(${namesPattern(articledNames.it)})\\b`, 'giu');
  return matches(pattern, (m) => {
    const [said, word, name] = [m[0], m[1]!, m[2]!];
    const article = italianArticle[name.replace(/\s+/g, ' ')]!;
    const form = articled[word.toLowerCase()]?.[article];
    return form
      ? `"${said}": this name takes the article, "${form} ${name}"`
      : `"${said}": this name takes the article; repeat it after "${word}", as in "al Flink Kubernetes Operator e al Camel Kafka Connector"`;
  })(text);
}

/** A number of five digits or more, unless it names a standard ("ISO 27001"): those are never grouped. */
const notAStandard = /(?<!\bISO(?:\/IEC)?\s)\b\d{5,}\b/g;

export const rules: readonly StyleRule[] = [
  {
    id: 'range',
    langs: both,
    find: matches(/(?<![\w.,–-])(\d+(?:[.,]\d+)?)\s?-\s?(\d+(?:[.,]\d+)?)(?![\w-])/g, (m) => `"${m[0]}": write a range with an en dash, "${m[1]}–${m[2]}"`),
  },
  {
    id: 'minus',
    langs: both,
    find: matches(/(?<![\w.,)\]–-])-(\d[\d.,]*%?)/g, (m) => `"${m[0]}": write a negative number with the minus sign, "−${m[1]}"`),
  },
  {
    id: 'percent',
    langs: both,
    find: matches(/(\d[\d.,]*)\s+%/g, (m) => `"${m[0]}": no space before %, "${m[1]}%"`),
  },
  {
    id: 'back-link',
    langs: ['en'],
    applies: (t) => t.source === 'ui',
    find: matches(/^(?:Return to\b.*|Go back\b.*|Back)$/g, (m) => `"${m[0]}": back links say "Back to …" (the page they lead to)`),
  },
  {
    id: 'back-link',
    langs: ['it'],
    applies: (t) => t.source === 'ui',
    find: matches(/^(?:Ritorna\b.*|Vai indietro\b.*|Indietro)$/g, (m) => `"${m[0]}": back links name the page they lead to ("Tutti i servizi", "Home")`),
  },
  {
    id: 'numerals',
    langs: ['en'],
    find: (text) => [
      ...matches(/\b(one|two|three|four|five|six|seven|eight|nine)([\s-])(hours?|days?|weeks?|months?|years?|minutes?|seconds?)\b/gi, (m) => `"${m[0]}": write a figure with a unit as a numeral, "${numeral(m[1]!)}${m[2]}${m[3]}"`)(text),
      ...matches(/\b(?:ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand)\b/gi, (m) => `"${m[0]}": write 10 and above as numerals ("11", "10,000")`)(text),
    ],
  },
  {
    id: 'numerals',
    langs: ['it'],
    find: (text) => [
      ...matches(/\b(uno|due|tre|quattro|cinque|sei|sette|otto|nove)(\s+)(ore|giorni|settimane|mesi|anni|minuti|secondi)\b/gi, (m) => `"${m[0]}": write a figure with a unit as a numeral, "${numeral(m[1]!)}${m[2]}${m[3]}"`)(text),
      ...matches(/\b(?:dieci|undici|dodici|quindici|venti|trenta|quaranta|cinquanta|cento|mille|diecimila)\b/gi, (m) => `"${m[0]}": write 10 and above as numerals ("11", "10.000")`)(text),
    ],
  },
  {
    id: 'number-format',
    langs: ['en'],
    find: phrases([
      [notAStandard, 'group thousands with a comma ("12,000")'],
      [/\b\d{1,3}(?:\.\d{3})+(?!\.?\d)/g, 'English groups thousands with a comma and uses a decimal point ("4,200", "2.1")'],
    ]),
  },
  {
    id: 'number-format',
    langs: ['it'],
    find: phrases([
      [notAStandard, 'group thousands with a full stop ("12.000")'],
      [/\b\d{1,3}(?:,\d{3})+(?![\d,])/g, 'Italian groups thousands with a full stop and uses a decimal comma ("4.200", "2,1")'],
      [/\b\d+\.\d+(?=\s?(?:%|ms\b|s\b|secondi|ore|giorni|milioni))/g, 'Italian uses a decimal comma ("2,1 secondi")'],
    ]),
  },
  {
    id: 'sentence-case',
    langs: both,
    applies: (t) => t.heading,
    find: titleCaseWords,
  },
  {
    // No "tu" pronoun or possessive anywhere, controls included ("La tua richiesta" above "il
    // vostro programma di posta" reads as a switch of register): only a control's verb is tu.
    id: 'register',
    langs: ['it'],
    find: matches(/(?<![\p{L}'’])(?:tu|tuo|tua|tuoi|tue|ti|te)(?![\p{L}'’])/giu, (m) => `"${m[0]}": the site says "voi" to the reader, in every pronoun and possessive: "vostro", "vi" ("La vostra richiesta")`),
  },
  {
    // A meta description is read right under the page title in search results, next to a title
    // that may be an imperative ("Richiedi una consulenza"): it says what the page offers.
    id: 'register',
    langs: ['it'],
    applies: (t) => t.source === 'ui' && /\.description$/.test(t.field),
    find: matches(/^\p{L}+(?:ate|ete|ite)\b/giu, (m) => `"${m[0]}": a meta description is read under the page title in search results; say what the page offers, with no imperative`),
  },
  { id: 'article', langs: ['en'], find: englishArticles },
  { id: 'article', langs: ['it'], find: italianArticles },
];

/** The line a finding is on: the text's first line plus the line breaks before it. */
function lineOf(text: ProseText, index: number): number {
  let line = text.line;
  for (let i = text.text.indexOf('\n'); i !== -1 && i < index; i = text.text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * The column (from 1) a finding starts at, found by its words on its line of the file: the text was
 * read out of Markdown, YAML or JSON, so its offsets are not the file's. Undefined when the line
 * does not hold them as written (an escape, markup inside the words).
 */
function columnOf(fileLines: readonly string[] | undefined, text: ProseText, index: number, line: number): number | undefined {
  const written = fileLines?.[line - 1];
  if (written === undefined) return undefined;
  const words = text.text.slice(index).split('\n')[0]!.slice(0, 24).trimEnd();
  // Shorter and shorter, down to the word the finding quotes: markup may follow it on the line.
  for (let length = words.length; length > 0; length = words.lastIndexOf(' ', length - 1)) {
    const at = written.indexOf(words.slice(0, length));
    if (at >= 0) return at + 1;
  }
  return undefined;
}

/** Every house-style problem in these texts, in the order found; with `fileText` (the file they were read from), each with its column. */
export function houseStyleProblems(texts: readonly ProseText[], ruleList: readonly StyleRule[] = rules, fileText?: string): Problem[] {
  const problems: Problem[] = [];
  const fileLines = fileText?.split(/\r?\n/);
  for (const text of texts) {
    for (const rule of ruleList) {
      if (!rule.langs.includes(text.lang) || (rule.applies && !rule.applies(text))) continue;
      for (const { index, message } of rule.find(text.text)) {
        const line = lineOf(text, index);
        const column = columnOf(fileLines, text, index, line);
        problems.push({ file: text.file, line, ...(column ? { column } : {}), field: text.field, message: `${message} (house style: ${rule.id})` });
      }
    }
  }
  return grouped(problems);
}

/**
 * The same finding many times in a file (every straight apostrophe of an Italian text typed on an
 * ordinary keyboard) as one problem at the first, with the count and the lines: one fix, one line.
 */
function grouped(problems: Problem[]): Problem[] {
  const byMessage = new Map<string, Problem[]>();
  for (const p of problems) byMessage.set(`${p.file}\0${p.message}`, [...(byMessage.get(`${p.file}\0${p.message}`) ?? []), p]);
  return problems.flatMap((p) => {
    const same = byMessage.get(`${p.file}\0${p.message}`)!;
    if (same.length < groupFrom) return [p];
    if (same[0] !== p) return [];
    const lines = [...new Set(same.map((s) => s.line))];
    const [, quoted, rest] = /^("[^"]*"|"[^"]*"[^:]*): (.*)$/s.exec(p.message) ?? [undefined, 'this', p.message];
    return [{ ...p, message: `${quoted} ${same.length} times in this file, the first here (lines ${lines.join(', ')}): ${rest}` }];
  });
}

/** From this many times in a file, a finding is reported once: fewer read better one by one. */
const groupFrom = 3;

/** The code rules, the word rules of content/word-rules.yaml and the register rules together. */
async function houseStyleRules(words: WordRules): Promise<WordRules> {
  return { rules: [...rules, ...words.rules, ...registerRules(await italianDictionary())], problems: words.problems };
}

export const houseStyle = languageCheck({
  name: 'house style',
  shared: { files: [wordRulesName] },
  // The word rules' own problems (no file of their own to check), then each entry and ui.json.
  units: (content) => [{ id: wordRulesName, files: [] }, ...[...content.entries, ...content.ui].map((file) => ({ id: file.file, files: [file] }))],
  start: async (shared) => {
    const { rules: all, problems } = await houseStyleRules(wordRules(shared.text(wordRulesName), shared.fileName(wordRulesName)));
    return {
      check: ({ files: [file] }) => {
        if (!file) return problems;
        return houseStyleProblems(file.kind === 'entry' ? entryTexts(file) : uiTexts(file), all, file.text);
      },
    };
  },
});
