// The house style of CONTENT.md, as far as a machine can check it: one name for each product,
// the "request a consultation" wording, numerals and en dashes, the Italian register and the
// Italian words we always translate. Each rule finds its matches in one piece of prose; the check
// turns them into `file:line field: message` problems.
import type { Lang } from '../../../src/i18n/languages.ts';
import type { Problem } from '../../../src/content/problems.ts';
import type { LanguageCheck } from './index.ts';
import { proseTexts, type ProseText } from './prose-text.ts';

export interface Finding {
  /** Where in the text the problem starts (to count the lines before it). */
  index: number;
  message: string;
}

export interface StyleRule {
  id: string;
  langs: readonly Lang[];
  /** Only some texts (the ui.json strings on controls, the headings...); all when absent. */
  applies?: (text: ProseText) => boolean;
  find: (text: string) => Finding[];
}

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

// One name for each thing. The pattern catches the variants; only the canonical spelling passes,
// and its plural where one is given (the offers are counted: "Architecture Reviews").
export const canonicalNames: readonly (readonly [string, RegExp, readonly Lang[], string?])[] = [
  ['kafka-streams-testkit', /\bkafka[\s-]?streams[\s-]?test[\s-]?kit\b/gi, both],
  ['Camel Kafka Connector', /\b(?:apache\s+)?camel\s+kafka\s+connector\b/gi, both],
  ['Flink Kubernetes Operator', /\b(?:apache\s+)?flink\s+kubernetes\s+operator\b/gi, both],
  ['ksqlDB', /\bksql\s?db\b/gi, both],
  ['jBPM', /\bjbpm\b/gi, both],
  ['Kafka Streams', /\bkafka\s+streams\b/gi, both],
  ['Kafka Connect', /\bkafka\s+connect\b/gi, both],
  ['Schema Registry', /\bschema\s+registry\b/gi, both],
  ['Camel K', /\bcamel[\s-]?k\b/gi, both],
  ['MirrorMaker', /\bmirror\s?maker\b/gi, both],
  ['ZooKeeper', /\bzoo\s?keeper\b/gi, both],
  ['OpenShift', /\bopen\s?shift\b/gi, both],
  ['GitHub', /\bgit\s?hub\b/gi, both],
  ['Architecture Review', /\barchitecture\s+reviews?\b/gi, ['en'], 'Architecture Reviews'],
  ['Technical Deep Dive', /\btechnical\s+deep[\s-]dive\b/gi, ['en']],
  ['Strategic Planning', /\bstrategic\s+planning\b/gi, ['en']],
  ['Revisione architetturale', /\brevision[ei]\s+architettural[ei]\b/gi, ['it'], 'Revisioni architetturali'],
  ['Approfondimento tecnico', /\bapprofondimento\s+tecnico\b/gi, ['it']],
  ['Pianificazione strategica', /\bpianificazione\s+strategica\b/gi, ['it']],
];

// "architecture and code reviews", "revisioni dell'architettura": the offer hidden in a phrase
// that names it half, next to reviews that are not the offer.
const halfNamedOffers: Record<Lang, readonly (readonly [RegExp, string])[]> = {
  en: [[/\barchitecture\s+(?:and|or)\s+[\p{L}-]+\s+reviews?\b/giu, 'the offer goes by its name; write "Architecture Reviews and code reviews"']],
  it: [[/\brevision[ei]\s+dell['’]architettura\b/giu, 'the offer goes by its name; write "Revisione architetturale" ("Revisioni architetturali")']],
};

const nameRule = (lang: Lang) => {
  const mine = canonicalNames.filter(([, , langs]) => langs.includes(lang));
  const halfNamed = phrases(halfNamedOffers[lang]);
  return (text: string) => [
    ...mine.flatMap(([name, pattern, , plural]) => matches(pattern, (m) => (m[0] === name || m[0] === plural ? undefined : `"${m[0]}": this site calls it "${name}"`))(text)),
    ...halfNamed(text),
  ];
};

const digits: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', uno: '1', due: '2', tre: '3', quattro: '4', cinque: '5', sei: '6', sette: '7', otto: '8', nove: '9' };
const numeral = (word: string) => digits[word.toLowerCase()] ?? word;

// The ui.json strings a visitor clicks, selects or reads as the name of an action: in Italian they
// are a bare "tu" imperative ("Richiedi una consulenza"), while everything read as prose says "voi".
// The form's heading is not one of them: "La vostra richiesta" sits above text that says "voi".
const controlKeys = [
  /^nav\./, /^skip\./, /\.cta(?!Title|Text)/, /\.back$/, /^languageHint\.(?:link|dismiss)$/, /^form\.(?:submit|selectType|typeOther)$/,
  /^sent\.(?:copy|openAgain|openIn|edit|new)$/, /^notFound\.home$/, /^caseStudies\.readStory$/, /^services\.more$/,
  /^openSource\.contributionsLink$/, /^consultation\.(?:title|metaTitle)$/, /^prose\.fullSize$/,
];
export const isControl = (text: ProseText) => text.source === 'ui' && controlKeys.some((key) => key.test(text.field));

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
    id: 'cta',
    langs: ['en'],
    find: matches(/\b(?:book|schedule)\s+(?:a|an|your)\s+(?:consultation|call|review|session|meeting)\b/gi, (m) => `"${m[0]}": nothing is booked, the form opens a mail draft; write "Request a consultation"`),
  },
  {
    id: 'cta',
    langs: ['it'],
    find: matches(/\bprenot\p{L}*\s+(?:una?|la|il)\s+(?:consulenza|chiamata|call|sessione|revisione)\b/giu, (m) => `"${m[0]}": nothing is booked, the form opens a mail draft; write "Richiedi una consulenza"`),
  },
  { id: 'names', langs: ['en'], find: nameRule('en') },
  { id: 'names', langs: ['it'], find: nameRule('it') },
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
    find: matches(/^(?:Ritorna\b.*|Vai indietro\b.*|Indietro)$/g, (m) => `"${m[0]}": back links say "Torna a …" (the page they lead to)`),
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
      [/\b\d{5,}\b/g, 'group thousands with a comma ("12,000")'],
      [/\b\d{1,3}(?:\.\d{3})+(?!\.?\d)/g, 'English groups thousands with a comma and uses a decimal point ("4,200", "2.1")'],
    ]),
  },
  {
    id: 'number-format',
    langs: ['it'],
    find: phrases([
      [/\b\d{5,}\b/g, 'group thousands with a full stop ("12.000")'],
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
    id: 'filler',
    langs: ['en'],
    find: phrases([
      [/\b(?:world|best)[\s-]in[\s-]class\b|\bworld[\s-]class\b/gi, 'a claim nobody can check; say what we did and what it measured'],
      [/\bcutting[\s-]edge\b|\bstate[\s-]of[\s-]the[\s-]art\b|\bnext[\s-]generation\b|\bgame[\s-]changer\b/gi, 'a claim nobody can check; name the technique instead'],
      [/\bseamless(?:ly)?\b/gi, 'nothing in integration is seamless; say what breaks less, and by how much'],
      [/\bdone properly\b/gi, 'say what "properly" means (retries, dead letter channels, idempotency)'],
      [/\bleverag(?:e|es|ed|ing)\b/gi, 'write "use"'],
    ]),
  },
  {
    id: 'register',
    langs: ['it'],
    applies: isControl,
    find: phrases([
      [/^\p{L}+(?:ate|ete|ite)\b/giu, 'buttons, links and action headings say "tu" ("Scopri", "Leggi", "Richiedi"), not "voi"'],
      [/\b(?:vostr[oaie]|vi)\b/giu, 'buttons, links and action headings are a bare imperative ("Modifica la richiesta"), without "vostro" or "vi"'],
    ]),
  },
  {
    // "tu" is only ever the bare imperative of a control: as a possessive or a pronoun ("La tua
    // richiesta" above "il vostro programma di posta") it reads as a switch of register.
    id: 'register',
    langs: ['it'],
    find: matches(/\b(?:tuo|tua|tuoi|tue|ti)\b/giu, (m) => `"${m[0]}": "tu" appears only as the bare imperative of a control; a possessive or pronoun says "voi" ("La vostra richiesta", "vi")`),
  },
  {
    // A meta description is read right under the page title in search results, next to a "tu"
    // title ("Richiedi una consulenza"): it says what the page offers, with no imperative.
    id: 'register',
    langs: ['it'],
    applies: (t) => t.source === 'ui' && /\.description$/.test(t.field),
    find: matches(/^\p{L}+(?:ate|ete|ite)\b/giu, (m) => `"${m[0]}": a meta description is read under the page title in search results; say what the page offers, with no imperative`),
  },
  {
    id: 'calque',
    langs: ['it'],
    find: phrases([
      [/\bfa(?:nno)? senso\b/giu, 'a calque of "makes sense"; write "ha senso"'],
      [/\bin accordo a\b/giu, 'a calque of "according to"; write "secondo"'],
      [/\brealizza\p{L}*\s+che\b/giu, 'a calque of "realise that"; write "rendersi conto che"'],
      [/\bfa male\b/giu, 'a calque of "hurts"; write "crea problemi"'],
      [/\bottenete\b/giu, 'a calque of "you get"; write "vi consegniamo"'],
      [/\bnella stanza\b/giu, 'a calque of "in the room"; write "allo stesso tavolo"'],
      [/\b(?:vengono|viene|arrivano) quasi gratis\b|\bquasi gratis\b/giu, 'a calque of "come almost for free"; say what you get and why'],
      [/\bai margini\b/giu, 'a calque of "at the edges"; write "verso i sistemi esistenti"'],
      [/\bpassa\p{L}* oltre\b/giu, 'a calque of "move on"; write "passare alla fase successiva"'],
      [/\bpercorso critico\b/giu, 'a calque of "critical path" (a project-management term in Italian); name the system'],
      [/\blasciateci\b/giu, 'a calque of "let us"; write "affidateci"'],
      [/\bsu una riproduzione\b/giu, 'a calque of "on a reproduction"; write "su un ambiente che riproduce il problema"'],
      [/\balla fine della giornata\b/giu, 'a calque of "at the end of the day"; write "in fin dei conti"'],
      [/\banalisi dopo (?:un|l['’])\s?incidente\b/giu, 'a paraphrase of "post-incident review"; write "analisi post-incidente"'],
      [/\barchitettur[ae] di destinazione\b/giu, 'a calque of "target architecture"; write "architettura target"'],
      [/\bnostro open source\b/giu, '"open source" is an adjective here; write "il nostro lavoro open source"'],
    ]),
  },
  {
    id: 'translate',
    langs: ['it'],
    find: phrases([
      [/\bassessment\b/giu, 'we translate it, "valutazione" ("revisione" is the Architecture Review)'],
      [/\bfollow[\s-]up\b/giu, 'we translate it, "resoconto", "seguito"'],
      [/\bengineering\b/giu, 'we translate it, "team tecnico", "ingegneria"'],
      [/(?<![\p{L}-])live\b/giu, 'we translate it, "in tempo reale", "dal vivo" ("go-live" stays)'],
      [/\bvendors?\b/giu, 'we translate it, "fornitore", "produttore di software"'],
      [/\bcommunity\b/giu, 'we translate it, "comunità"'],
      [/\bleadership\b/giu, 'we translate it, "ruolo guida"'],
      [/\bsettlement\b/giu, 'we translate it, "regolamento"'],
      [/\bstakeholders?\b/giu, 'we translate it, "referenti", "interlocutori"'],
      [/\bself[\s-]managed\b/giu, 'we translate it, "gestione interna"'],
      [/\b(?:task umani|human tasks?)\b/giu, 'we translate it, "attività assegnate alle persone"'],
      [/\bstandby replicas?\b/giu, 'we translate it, "repliche standby"'],
      [/\boperations\b/giu, 'we translate it, "esercizio", "team di esercizio"'],
      [/\bbig[\s-]bang\b/giu, 'we translate it, "passaggio in blocco"'],
      [/\bdeadlines?\b/giu, 'we translate it, "scadenza"'],
      [/\bmeeting\b/giu, 'we translate it, "riunione"'],
      [/\breleases?\b/giu, 'we translate it, "rilascio" ("nuove versioni" for a project\'s releases)'],
    ]),
  },
  { id: 'article', langs: ['en'], find: englishArticles },
  { id: 'article', langs: ['it'], find: italianArticles },
  {
    // Words that keep one meaning each (CONTENT.md, "One word, one meaning"): "revisione" is the
    // Architecture Review, "rilascio" the release of a version, "flusso" a stream of events,
    // "misure prese" steps taken; and declined legitimate payments keep their one name.
    id: 'one-meaning',
    langs: ['it'],
    find: phrases([
      [/\brevision(?:a|ano|are|ato|ata|ati|ate|iamo|ando)\b/giu, '"revisionare" is what a garage does; write "rivedere" ("rivediamo le topologie", "query riviste")'],
      [/\brevision[ei] del codice\b/giu, 'a code review is a "code review"; "revisione" is the Architecture Review'],
      [/\brevision[ei] degli analisti\b/giu, 'people checking cases do an "esame" ("all\'esame degli analisti"); "revisione" is the Architecture Review'],
      [/\brilasci(?:a|amo|ano|are|ato|ata|ati|ate|ando)\b/giu, '"rilascio" is only the release of a version; for a deploy write "mettere in produzione", for a rollout "avviare"'],
      [/\bflusso di (?:autorizzazione|pagamento|lavoro)\b/giu, '"flusso" is a stream of events; for the path of a request write "in fase di autorizzazione", "il percorso della richiesta"'],
      [/\bmisure pres[ei]\b/giu, '"prendere misure" is taking steps; for measured values write "misurazioni" ("le misurazioni prima e dopo ogni intervento")'],
      [/\bfals[io] rifiut[io]\b/giu, 'a calque of "false declines", and a second name; write "transazioni legittime rifiutate"'],
    ]),
  },
];

/** The line a finding is on: the text's first line plus the line breaks before it. */
function lineOf(text: ProseText, index: number): number {
  let line = text.line;
  for (let i = text.text.indexOf('\n'); i !== -1 && i < index; i = text.text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Every house-style problem in these texts, in the order found. */
export function houseStyleProblems(texts: readonly ProseText[], ruleList: readonly StyleRule[] = rules): Problem[] {
  const problems: Problem[] = [];
  for (const text of texts) {
    for (const rule of ruleList) {
      if (!rule.langs.includes(text.lang) || (rule.applies && !rule.applies(text))) continue;
      for (const { index, message } of rule.find(text.text)) {
        problems.push({ file: text.file, line: lineOf(text, index), field: text.field, message: `${message} (house style: ${rule.id})` });
      }
    }
  }
  return problems;
}

export const houseStyle: LanguageCheck = {
  name: 'house style',
  run: (contentDir) => houseStyleProblems(proseTexts(contentDir)),
};
