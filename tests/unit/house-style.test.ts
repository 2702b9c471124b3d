// The house-style check (scripts/content/language/house-style.ts): each rule fires on a bad example
// and stays quiet on the good one, and a problem names the file, the line and the field, in
// frontmatter, MDX bodies (never code) and ui.json alike.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblems } from '../../src/content/problems.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { houseStyle, houseStyleProblems, registerRules, rules as codeRules, tuImperative, voiImperative } from '../../scripts/content/language/house-style.ts';
import { italianDictionary } from '../../scripts/content/language/spelling.ts';
import { readWordRules, wordRulesName } from '../../scripts/content/language/word-rules.ts';
import { bodyTexts, proseTexts, type ProseText } from '../../scripts/content/language/prose-text.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

const prose = (lang: Lang, text: string, more: Partial<ProseText> = {}): ProseText => ({
  file: `content/${lang}/x.mdx`, lang, line: 7, field: 'body', text, source: 'body', heading: false, ...more,
});
const isItalian = await italianDictionary();
// Every rule: the code's, the word rules of content/word-rules.yaml, and the register's.
const rules = [...codeRules, ...readWordRules(path.resolve('content')).rules, ...registerRules(isItalian)];
const messages = (t: ProseText, id: string) => houseStyleProblems([t], rules.filter((r) => r.id === id)).map((p) => p.message);

// [rule, language, bad text, what the message says, the same thing written well, what the text is]
const cases: [string, Lang, string, string, string, Partial<ProseText>?][] = [
  ['range', 'en', 'a review of 2-4 hours', '"2-4": write a range with an en dash, "2–4"', 'a review of 2–4 hours'],
  ['range', 'it', 'tra 8 - 30 ore', '"8 - 30": write a range with an en dash, "8–30"', 'tra 8–30 ore, il 2025-03-18'],
  ['minus', 'it', 'chiamate -41%', '"-41%": write a negative number with the minus sign, "−41%"', 'chiamate −41%, ISO-8601, e-commerce'],
  ['percent', 'en', 'down 41 %', '"41 %": no space before %, "41%"', 'down 41%'],
  ['cta', 'en', 'Book a consultation', '"Book a consultation": nothing is booked', 'Request a consultation'],
  ['cta', 'en', 'Book an Architecture Review', '"Book an Architecture Review": nothing is booked', 'Request an Architecture Review'],
  ['cta', 'it', 'Prenota una consulenza', '"Prenota una consulenza": nothing is booked, the form opens a mail draft; write "Richiedi una consulenza"', 'Richiedi una consulenza'],
  ['names', 'en', 'tests with Kafka Streams Testkit', '"Kafka Streams Testkit": this site calls it "kafka-streams-testkit"', 'tests with kafka-streams-testkit'],
  ['names', 'en', 'the Apache Camel Kafka Connector', '"Apache Camel Kafka Connector": this site calls it "Camel Kafka Connector"', 'the Camel Kafka Connector'],
  ['names', 'en', 'start with an architecture review', '"architecture review": this site calls it "Architecture Review"', 'start with an Architecture Review'],
  ['names', 'it', 'con KSQLDB e Zookeeper', '"KSQLDB": this site calls it "ksqlDB"', 'con ksqlDB e ZooKeeper'],
  ['names', 'it', 'una Revisione architetturale', '"Revisione architetturale": in running text the offer is lowercase, "una revisione architetturale"', 'Revisione architetturale: una revisione architetturale'],
  ['names', 'it', 'Pianificazione Strategica', '"Pianificazione Strategica": a capital on the second word reads as English title case', 'Pianificazione strategica'],
  ['names', 'it', 'Tutti i casi di studio', '"casi di studio": Italian B2B sites say "case study"', 'Tutti i case study'],
  ['names', 'en', 'migrations, architecture reviews', '"architecture reviews": this site calls it "Architecture Review"', 'migrations, Architecture Reviews and code reviews'],
  ['names', 'en', 'migrations, architecture and code reviews', '"architecture and code reviews": the offer goes by its name', 'migrations, Architecture Reviews and code reviews'],
  ['names', 'it', 'migrazioni, Revisioni architetturali', '"Revisioni architetturali": in running text the offer is lowercase', 'migrazioni, revisioni architetturali e code review'],
  ['names', 'it', "migrazioni, revisioni dell'architettura e code review", `"revisioni dell'architettura": the offer goes by its name`, 'migrazioni, revisioni architetturali e code review'],
  ['back-link', 'en', 'Return to home', '"Return to home": back links say "Back to …"', 'Back to home', { source: 'ui', field: 'notFound.home' }],
  ['back-link', 'it', 'Indietro', '"Indietro": back links name the page they lead to', 'Tutti i servizi', { source: 'ui', field: 'nav.back' }],
  ['numerals', 'en', 'in shadow mode for six weeks', '"six weeks": write a figure with a unit as a numeral, "6 weeks"', 'in shadow mode for 6 weeks, one region at a time'],
  ['numerals', 'en', 'merchants in eleven countries', '"eleven": write 10 and above as numerals', 'merchants in 11 countries'],
  ['numerals', 'it', 'per sei settimane', '"sei settimane": write a figure with a unit as a numeral, "6 settimane"', 'per 6 settimane, in quattro ondate'],
  ['number-format', 'en', 'peaks of 4.200 tx/s and 12000 tx/s', '"4.200": English groups thousands with a comma', 'peaks of 4,200 tx/s, Kafka 3.7, ISO 27001'],
  ['number-format', 'it', 'picchi di 4,200 tx/s', '"4,200": Italian groups thousands with a full stop', 'picchi di 4.200 tx/s, 0,9%, Kafka 3.7 su Kubernetes, ISO/IEC 27001'],
  ['number-format', 'it', 'in 2.1 secondi', '"2.1": Italian uses a decimal comma', 'in 2,1 secondi'],
  ['sentence-case', 'en', 'What We Built', '"We": headings are in sentence case', 'What we built with Apache Kafka. Oops! Page not found', { heading: true }],
  ['filler', 'en', 'error handling done properly', '"done properly": say what "properly" means', 'retries and dead letter channels'],
  ['register', 'it', 'Scoprite i servizi', '"Scoprite": buttons and links take the tu imperative, as on Italian sites (the prose around them says "voi"): write "Scopri"', 'Scopri i servizi', { source: 'ui', field: 'hero.ctaServices' }],
  ['register', 'it', 'Selezionate il tipo', '"Selezionate": buttons and links take the tu imperative, as on Italian sites (the prose around them says "voi"): write "Seleziona"', 'Tipo di consulenza…', { source: 'ui', field: 'form.selectType' }],
  ['register', 'it', 'Tornate alla home', '"Tornate": buttons and links take the tu imperative, as on Italian sites (the prose around them says "voi"): write "Torna", or name the destination', 'Torna alla home', { source: 'ui', field: 'notFound.home' }],
  ['register', 'it', 'Scriveteci', '"Scriveteci": buttons and links take the tu imperative, as on Italian sites (the prose around them says "voi"): write "Scrivici"', 'Scrivici', { source: 'body', link: true }],
  ['register', 'it', 'Leggete il tuo caso', '"tuo": the site says "voi" to the reader, in every pronoun and possessive', 'Leggete il vostro caso', { source: 'ui', field: 'caseStudies.intro' }],
  ['register', 'it', 'La tua richiesta', '"tua": the site says "voi" to the reader, in every pronoun and possessive', 'La vostra richiesta', { source: 'ui', field: 'consultation.formTitle' }],
  ['register', 'it', 'Ti rispondiamo entro 24 ore', '"Ti": the site says "voi" to the reader, in every pronoun and possessive', 'Vi rispondiamo entro 24 ore'],
  ['register', 'it', 'Copia il tuo messaggio', '"tuo": the site says "voi" to the reader, in every pronoun and possessive', 'Copia il messaggio', { source: 'ui', field: 'sent.copy' }],
  ['register', 'it', 'Richiedete una Revisione architetturale', '"Richiedete": a meta description is read under the page title', 'Revisione architetturale, approfondimento tecnico o pianificazione strategica con gli ingegneri di Correnti', { source: 'ui', field: 'consultation.description' }],
  ['typography', 'it', "l'architettura", '"\'": Italian prose uses the typographic apostrophe', 'l’architettura'],
  ['typography', 'it', 'il cosiddetto "shadow run"', '"\"": Italian prose quotes with caporali, «così»', 'il cosiddetto «shadow run»'],
  ['typography', 'it', 'elenca sotto “Cosa vi resta”', '"“": the Italian site quotes with caporali only', 'elenca sotto «Cosa vi resta»'],
  ['names', 'it', 'Finisce su un topic di dead letter', '"topic di dead letter": Italian engineers say "dead letter topic"', 'Finisce sul dead letter topic; dead letter channel'],
  ['calque', 'it', 'sistemi a eventi su Kafka', '"sistemi a eventi": Italian engineers say "event-driven"', 'sistemi event-driven su Kafka'],
  ['calque', 'it', 'permessi descritti come codice', '"descritti come codice": infrastructure as code is "come codice"', 'permessi come codice'],
  ['calque', 'it', 'seguiamo chi contribuisce per la prima volta', '"seguiamo chi contribuisce": "seguire" reads as "follow"', 'affianchiamo chi contribuisce per la prima volta'],
  ['calque', 'it', 'dove la piattaforma fa male', '"fa male": a calque of "hurts"', 'dove la piattaforma crea problemi'],
  ['calque', 'it', 'Ottenete integrazioni piccole', '"Ottenete": a calque of "you get"', 'Vi consegniamo integrazioni piccole'],
  ['calque', 'it', 'migrazioni, analisi dopo un incidente', '"analisi dopo un incidente": a paraphrase of "post-incident review"', 'migrazioni, analisi post-incidente'],
  ['calque', 'it', "stato attuale e architettura di destinazione", '"architettura di destinazione": a calque of "target architecture"', 'stato attuale e proposta di architettura target'],
  ['calque', 'it', 'Se mai, quindi, i 19 giorni sottostimano il miglioramento', '"Se mai,": a calque of "if anything"', 'Semmai, quindi, i 19 giorni sottostimano il miglioramento; se mai capitasse'],
  ['calque', 'it', 'da 2 a 3 dei nostri ingegneri', '"da 2 a 3 dei nostri": a calque of "2–3 of our engineers"', 'con due dei nostri ingegneri senior, 2–3 nostri ingegneri, da 1 a 3 nostri ingegneri'],
  ['calque', 'it', 'vi proponiamo per iscritto uno di due modi di lavorare', '"uno di due": a calque of "one of two"', 'vi proponiamo una delle due formule'],
  ['calque', 'it', 'Ruolo guida', '"Ruolo guida": a calque of "leadership"', 'Tempo per la community'],
  ['comma', 'it', 'Scegliamo lo state backend e i TTL, e dimensioniamo i checkpoint', '", e dimensioniamo": no comma before "e" when the same subject goes on', 'Scegliamo lo state backend e i TTL, poi dimensioniamo i checkpoint; costavano poco, ma erano grossolane; la pipeline ha girato in shadow mode, e ne abbiamo confrontato l’output'],
  ['comma', 'it', 'Il consumer lag cresce, e nessuno sa dire perché', '", e nessuno": no comma before "e nessuno"', 'Il consumer lag cresce e nessuno sa dire perché'],
  ['names', 'it', 'tra gli organizzatori del Kafka Italia meetup', '"Kafka Italia meetup": the meetup has one name in Italian', 'tra gli organizzatori del meetup Kafka Italia'],
  ['calque', 'it', 'Guarda il nostro open source', '"nostro open source": "open source" is an adjective here', 'Vedi il nostro lavoro open source'],
  ['translate', 'it', 'un assessment di due settimane', '"assessment": we translate it', 'una revisione'],
  ['translate', 'it', 'Giacenze live', '"live": we translate it', 'Giacenze in tempo reale prima del go-live'],
  ['translate', 'it', 'le nuove release di Camel', '"release": we translate it, "rilascio"', 'le nuove versioni di Camel, un rilascio del job'],
  ['article', 'en', 'patches to Camel Kafka Connector', '"to Camel Kafka Connector": this name takes "the", "to the Camel Kafka Connector"', 'patches to the Camel Kafka Connector and the Flink Kubernetes Operator'],
  ['article', 'it', 'contribuiamo a Flink Kubernetes Operator', '"a Flink Kubernetes Operator": this name takes the article, "al Flink Kubernetes Operator"', 'contribuiamo al Flink Kubernetes Operator e al Camel Kafka Connector'],
  ['article', 'it', 'Avro con Schema Registry', '"con Schema Registry": this name takes the article, "con lo Schema Registry"', 'Avro con lo Schema Registry; nello Schema Registry'],
  ['article', 'it', 'al Flink Kubernetes Operator e Camel Kafka Connector', '"e Camel Kafka Connector": this name takes the article; repeat it after "e"', 'al Flink Kubernetes Operator e al Camel Kafka Connector'],
  ['one-meaning', 'it', 'revisioniamo le topologie', '"revisioniamo": "revisionare" is what a garage does; write "rivedere"', 'rivediamo le topologie; una revisione architetturale'],
  ['one-meaning', 'it', 'query revisionate', '"revisionate": "revisionare" is what a garage does', 'query riviste prima della messa in produzione'],
  ['one-meaning', 'it', 'alla revisione degli analisti', '"revisione degli analisti": people checking cases do an "esame"', "all'esame degli analisti"],
  ['one-meaning', 'it', 'le rilasciamo su Kubernetes', '"rilasciamo": "rilascio" is only the release of a version', 'le mettiamo in produzione su Kubernetes, così che un rilascio non costringa a rielaborare'],
  ['one-meaning', 'it', 'Nel flusso di autorizzazione', '"flusso di autorizzazione": "flusso" is a stream of events', 'In fase di autorizzazione, un flusso di eventi'],
  ['one-meaning', 'it', 'le misure prese prima e dopo ogni intervento', '"misure prese": "prendere misure" is taking steps; for measured values write "misurazioni"', 'le misurazioni prima e dopo ogni intervento, e le misure di sicurezza'],
  ['one-meaning', 'it', 'attività nelle comunità', '"comunità": Italian engineers say "community"', 'attività per la community, la Confluent Community License'],
  ['one-meaning', 'it', 'Sponsorizzazione', '"Sponsorizzazione": we donate to the foundations', 'Donazione mensile'],
  ['one-meaning', 'it', 'non misura tutti i falsi rifiuti', '"falsi rifiuti": a calque of "false declines", and a second name', 'non misura tutte le transazioni legittime rifiutate'],
  ['stock', 'en', 'We reply within 24 hours.', '"within 24 hours": the reply promise holds on working days only', 'We reply within 24 hours on working days.'],
  ['stock', 'it', 'la parte del sistema che nessuno osa toccare', '"nessuno osa": the "nessuno…" device', 'la parte del sistema che tutti evitano di modificare'],
];

describe('house-style rules', () => {
  it.each(cases)('%s (%s) fires on "%s"', (id, lang, bad, says, good, where = {}) => {
    const found = messages(prose(lang, bad, where), id);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toContain(says);
    expect(found[0]).toMatch(new RegExp(`\\(house style: ${id}\\)$`));
    expect(messages(prose(lang, good, where), id)).toEqual([]);
  });

  it('has a test case for every rule', () => {
    expect(new Set(rules.map((r) => r.id))).toEqual(new Set(cases.map(([id]) => id)));
  });

  it('reports a finding made many times in a file once, at the first, with the count, the lines and what to type', () => {
    const text = prose('it', "l'app e l'ordine\ndell'evento, d'ora in poi\nl'architettura");
    const found = houseStyleProblems([text], rules.filter((r) => r.id === 'typography'));
    expect(found).toEqual([expect.objectContaining({ line: 7, message: expect.stringMatching(/^"'" 5 times in this file, the first here \(lines 7, 8, 9\): Italian prose uses the typographic apostrophe: type ’ \(U\+2019\) instead of '.*replace ' with ’ in your editor \(Replace All\)/) })]);
    // Two read better one by one, each at its place.
    expect(houseStyleProblems([prose('it', "l'app e l'ordine")], rules.filter((r) => r.id === 'typography'))).toHaveLength(2);
  });

  it('applies a rule only to its language: "six weeks" is not an Italian problem', () => {
    expect(houseStyleProblems([prose('it', 'six weeks')], rules)).toEqual([]);
  });

  it('says "voi" in prose and the tu imperative on controls: a tu imperative or a name passes, a voi imperative fails', () => {
    const control = (text: string, field = 'nav.consultation') => houseStyleProblems([prose('it', text, { source: 'ui', field })], rules).map((p) => p.message);
    expect(control('Richiedi una consulenza')).toEqual([]);
    expect(control('Tutti i servizi', 'service.back')).toEqual([]);
    expect(control('Modifica la richiesta', 'sent.edit')).toEqual([]);
    expect(control('Richiedete una consulenza')).toEqual([expect.stringContaining('"Richiedete": buttons and links take the tu imperative')]);
    expect(control('Raccontateci dove volete portare la vostra piattaforma', 'consultation.intro')).toEqual([]);
    // Running prose may open with an indicative shaped like an imperative: only controls are read so.
    expect(houseStyleProblems([prose('it', 'Basta una riga. Resta vostro.')], rules)).toEqual([]);
  });

  it('finds the voi form of a tu imperative in the Italian dictionary, and none for a noun', () => {
    const voi = (word: string) => voiImperative(word, isItalian);
    expect(['Seleziona', 'Scopri', 'Leggi', 'Richiedi', 'Inserisci', 'Vai', 'Contattaci', 'Iscriviti'].map(voi)).toEqual(['selezionate', 'scoprite', 'leggete', 'richiedete', 'inserite', 'andate', 'contattateci', 'iscrivetevi']);
    expect(['Servizi', 'Pagina', 'Successiva', 'Tutti', 'Home', 'Contributi', 'Scoprite', 'Leggetela', 'Chi', 'Questa'].map(voi)).toEqual(Array(10).fill(undefined));
  });

  it('finds the tu form of a voi imperative, and none for a noun or participle that only looks like one', () => {
    const tu = (word: string) => tuImperative(word, isItalian);
    expect(['Richiedete', 'Inviate', 'Scoprite', 'Inserite', 'Andate', 'Scriveteci', 'Leggetela', 'Iscrivetevi', 'Tornate'].map(tu)).toEqual(['richiedi', 'invia', 'scopri', 'inserisci', 'vai', 'scrivici', 'leggila', 'iscriviti', 'torna']);
    expect(['Date', 'Estate', 'Rete', 'Richiedi', 'Servizi', 'Tutte', 'Home', 'Avete', 'Siete'].map(tu)).toEqual(Array(9).fill(undefined));
  });

  it('checks the link texts of an MDX body like controls', () => {
    const texts = bodyTexts('---\ntitle: x\n---\n\nPer iniziare, [leggi il caso](/it/case-studies) o scriveteci.\n');
    expect(texts).toContainEqual({ line: 5, text: 'leggi il caso', heading: false, link: true });
  });

  it('gives the column of the match, found on its line of the file, in each language', () => {
    const file = ['---', 'title: x', '---', '', '', '', 'It took **four weeks** and', 'Ci sono voluti *sei anni*.'].join('\n');
    const [en] = houseStyleProblems([prose('en', 'It took four weeks and')], rules.filter((r) => r.id === 'numerals'), file);
    expect(formatProblems([en!])).toBe('content/en/x.mdx:7:11 body: "four weeks": write a figure with a unit as a numeral, "4 weeks" (house style: numerals)');
    const [it] = houseStyleProblems([prose('it', 'sei anni', { line: 8 })], rules.filter((r) => r.id === 'numerals'), file);
    expect(formatProblems([it!])).toBe('content/it/x.mdx:8:17 body: "sei anni": write a figure with a unit as a numeral, "6 anni" (house style: numerals)');
  });

  it('names the line of the match inside a text that spans lines', () => {
    const [problem] = houseStyleProblems([prose('en', 'First line,\nsecond line,\nand 2-4 hours')], rules);
    expect(formatProblems([problem!])).toBe('content/en/x.mdx:9 body: "2-4": write a range with an en dash, "2–4" (house style: range)');
  });
});

describe('the prose the check reads', () => {
  it('takes text, headings and image alt texts from an MDX body, never code', () => {
    const source = '---\ntitle: x\n---\n\n## Heading 2-4\n\nText with `2-4` inline code.\n\n![alt 1-2](a.png)\n\n```sql\n-- 5-6\n```\n';
    expect(bodyTexts(source)).toEqual([
      { line: 5, text: 'Heading 2-4', heading: true },
      { line: 7, text: 'Text with ', heading: false },
      { line: 7, text: ' inline code.', heading: false },
      { line: 9, text: 'alt 1-2', heading: false },
    ]);
  });

  it('leaves out the facts (technologies, repository, projects) and keeps the prose fields', () => {
    const texts = proseTexts(path.resolve('content'));
    const fields = new Set(texts.filter((t) => t.source === 'frontmatter').map((t) => t.field.split('.')[0]));
    expect([...fields].sort()).toEqual(['ask', 'challenge', 'deliverables', 'description', 'duration', 'features', 'industry', 'location', 'problems', 'quote', 'results', 'role', 'solution', 'summary', 'title', 'versions', 'work']);
    expect(texts.some((t) => t.file === 'content/it/case-studies/payments-fraud-detection.mdx' && t.field === 'results.0.headline')).toBe(true);
    // A result's figures are facts: their units are not read as prose.
    expect(texts.filter((t) => /^results\.\d+\.(?:before|after)/.test(t.field))).toEqual([]);
    expect(texts.some((t) => t.file === 'content/en/ui.json' && t.field === 'nav.consultation')).toBe(true);
  });
});

describe('house-style check on a content folder', () => {
  let content: TempContent | undefined;
  afterEach(() => content?.remove());
  const lineOf = (file: string, needle: string) => readFileSync(path.join(content!.dir, file), 'utf8').split('\n').findIndex((l) => l.includes(needle)) + 1;
  const columnOf = (file: string, needle: string) => readFileSync(path.join(content!.dir, file), 'utf8').split('\n')[lineOf(file, needle) - 1]!.indexOf(needle) + 1;

  it('reports frontmatter, body and ui.json problems with file, line and field; code stays unchecked', async () => {
    content = tempContent();
    const study = 'it/case-studies/retail-inventory-streaming.mdx';
    content.edit(study, (t) => t
      .replace('teneva occupato Oracle per 6 ore', 'teneva occupato Oracle per sei ore')
      .replace('Siamo andati in produzione in quattro ondate', 'Siamo andati in produzione in 3-4 ondate')
      .replace('  HAVING LATEST_BY_OFFSET(available_qty) < 3', '  HAVING LATEST_BY_OFFSET(available_qty) < 3 -- 2-4'));
    content.edit('en/ui.json', (t) => t.replace('"nav.consultation": "Request a consultation"', '"nav.consultation": "Book a consultation"'));
    const report = formatProblems(await houseStyle.run(content.dir));
    expect(report.split('\n')).toEqual([
      `content/it/case-studies/retail-inventory-streaming.mdx:${lineOf(study, 'sei ore')}:${columnOf(study, 'sei ore')} results.2.basis: "sei ore": write a figure with a unit as a numeral, "6 ore" (house style: numerals)`,
      `content/it/case-studies/retail-inventory-streaming.mdx:${lineOf(study, '3-4 ondate')}:${columnOf(study, '3-4 ondate')} body: "3-4": write a range with an en dash, "3–4" (house style: range)`,
      `content/en/ui.json:${lineOf('en/ui.json', '"nav.consultation"')}:${columnOf('en/ui.json', 'Book a consultation')} nav.consultation: "Book a consultation": nothing is booked, the form opens a mail draft; write "Request a consultation" (house style: cta)`,
    ]);
  });
});

describe('the word rules consultants extend (content/word-rules.yaml)', () => {
  let content: TempContent | undefined;
  afterEach(() => content?.remove());
  const append = (yaml: string) => {
    content = tempContent();
    content.edit(wordRulesName, (t) => `${t}${yaml}`);
    return readWordRules(content.dir);
  };

  it('reads every rule of the real file, whose examples all pass', () => {
    const { rules: words, problems } = readWordRules(path.resolve('content'));
    expect(problems).toEqual([]);
    expect(new Set(words.map((r) => r.id))).toEqual(new Set(['names', 'cta', 'filler', 'stock', 'typography', 'calque', 'comma', 'translate', 'one-meaning']));
  });

  it('takes a new rule, plain phrase or pattern, and reports what it finds with its reason', async () => {
    content = tempContent();
    content.edit(wordRulesName, (t) => t.replace(/^it:\n/m, 'it:\n  formal:\n    - expected: "ci sentiamo"\n      pattern: "restiamo in contatto"\n      prh: troppo formale; scrivete "ci sentiamo"\n      specs: [{ from: "Restiamo in contatto!", to: "ci sentiamo!" }]\n'));
    content.edit('it/ui.json', (t) => t.replace('"form.replyPromise": "Rispondiamo entro 24 ore nei giorni lavorativi."', '"form.replyPromise": "Rispondiamo entro 24 ore nei giorni lavorativi. Restiamo in contatto."'));
    const found = (await houseStyle.run(content.dir)).map((p) => `${p.file} ${p.field}: ${p.message}`);
    expect(found).toEqual(['content/it/ui.json form.replyPromise: "Restiamo in contatto": troppo formale; scrivete "ci sentiamo" (house style: formal)']);
  });

  it('reports a broken rule at its line: no pattern, a bad expression, an example that fails', () => {
    const { problems } = append('  broken:\n    - expected: x\n    - pattern: "/(unclosed/"\n    - expected: "Kafka"\n      pattern: "/\\\\bkafka\\\\b/"\n      specs: [{ from: "kafka", to: "Apache Kafka" }]\n');
    const lines = readFileSync(path.join(content!.dir, wordRulesName), 'utf8').split('\n').length;
    expect(problems.map((p) => `${p.line} ${p.field}: ${p.message.replace(/: Invalid .*/, ': invalid')}`)).toEqual([
      `${lines - 5} it.broken: a rule needs a pattern (or patterns)`,
      `${lines - 4} it.broken: pattern: invalid`,
      `${lines - 3} it.broken: spec "kafka" gives "Kafka", not "Apache Kafka"`,
    ]);
  });
});
