// Plausible case studies in English and Italian, for measuring how the site scales with content.
// Deterministic (seeded), varied in wording and length, about as long as the real ones, and
// valid: the same facts in both languages, technologies from the allowed list.
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { technologies, type Technology } from '../../src/content/technologies.ts';

type Pair = readonly [en: string, it: string];

/** mulberry32: a tiny seeded generator, so every run writes the same files. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Vars {
  subject: Pair;
  legacy: Pair;
  tech: Technology[];
  n: number[];
}

const industries: Pair[] = [
  ['Payments', 'Pagamenti'], ['Insurance', 'Assicurazioni'], ['Retail', 'Retail'], ['Logistics', 'Logistica'],
  ['Energy', 'Energia'], ['Healthcare', 'Sanità'], ['Telecommunications', 'Telecomunicazioni'], ['Manufacturing', 'Manifattura'],
  ['Banking', 'Banche'], ['Public sector', 'Pubblica amministrazione'], ['Media', 'Media'], ['Travel', 'Turismo'],
];
const subjects: Pair[] = [
  ['Order tracking', 'Tracciamento degli ordini'], ['Fraud scoring', 'Scoring antifrode'], ['Inventory updates', 'Aggiornamenti di magazzino'],
  ['Claims processing', 'Gestione dei sinistri'], ['Meter readings', 'Letture dei contatori'], ['Shipment events', 'Eventi di spedizione'],
  ['Price updates', 'Aggiornamenti dei prezzi'], ['Patient alerts', 'Allarmi clinici'], ['Telemetry ingestion', 'Acquisizione della telemetria'],
  ['Customer notifications', 'Notifiche ai clienti'], ['Ledger reconciliation', 'Riconciliazione contabile'], ['Loyalty points', 'Punti fedeltà'],
];
const legacies: Pair[] = [
  ['a nightly ETL job', 'un job ETL notturno'], ['an IBM MQ hub', 'un hub IBM MQ'], ['hourly file transfers', 'trasferimenti di file ogni ora'],
  ['a shared Oracle database', 'un database Oracle condiviso'], ['point-to-point REST calls', 'chiamate REST punto a punto'],
];

const engines: readonly Technology[] = ['Apache Flink', 'Flink SQL', 'Kafka Streams', 'ksqlDB', 'Apache Camel', 'Camel K', 'jBPM', 'Quarkus'];

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const fmt = (n: number, lang: 0 | 1) => n.toLocaleString(lang === 0 ? 'en-GB' : 'it-IT');

type Line = (v: Vars, lang: 0 | 1) => string;
const pair = (en: Line, it: Line): readonly [Line, Line] => [en, it];

const titles = [
  pair((v) => `${v.subject[0]}: from batch to streaming`, (v) => `${v.subject[1]}: dal batch allo streaming`),
  pair((v) => `${v.subject[0]} in seconds, not hours`, (v) => `${v.subject[1]} in secondi, non in ore`),
  pair((v) => `${v.subject[0]} on ${v.tech[1]}, without downtime`, (v) => `${v.subject[1]} su ${v.tech[1]}, senza fermi`),
  pair((v) => `Leaving ${v.legacy[0]} behind`, (v) => `Oltre ${v.legacy[1]}`),
];

const context = [
  pair((v, l) => `The client runs ${fmt(v.n[0]!, l)} transactions a day across ${v.n[1]} countries, and ${lower(v.subject[0])} depended on ${v.legacy[0]}.`,
    (v, l) => `Il cliente gestisce ${fmt(v.n[0]!, l)} transazioni al giorno in ${v.n[1]} paesi, e per la parte di ${lower(v.subject[1])} si affidava a ${v.legacy[1]}.`),
  pair((v) => `Every change to the data model needed a release of ${v.n[2]} services, coordinated by hand over a weekend.`,
    (v) => `Ogni modifica al modello dati richiedeva il rilascio di ${v.n[2]} servizi, coordinato a mano durante un fine settimana.`),
  pair((v) => `Operations learned about failures from customers, usually ${v.n[3]} hours after they happened.`,
    (v) => `Il team di esercizio scopriva i guasti dai clienti, di solito ${v.n[3]} ore dopo.`),
  pair(() => 'Nobody disputed the business logic; the problem was how late it ran and how hard it was to change.',
    () => 'Nessuno metteva in dubbio la logica di business: il problema era quanto tardi girava e quanto era difficile cambiarla.'),
  pair((v) => `Two teams owned overlapping copies of the same data, and they disagreed on roughly ${v.n[4]}% of the records.`,
    (v) => `Due team gestivano copie sovrapposte degli stessi dati, in disaccordo su circa il ${v.n[4]}% dei record.`),
  pair(() => 'Audits took weeks, because reconstructing what the system knew at a given moment meant replaying logs by hand.',
    () => 'Gli audit duravano settimane, perché ricostruire cosa sapeva il sistema in un dato momento voleva dire rileggere i log a mano.'),
  pair((v, l) => `Peak days brought ${fmt(v.n[5]!, l)} events per second, and the old path simply queued them until the night.`,
    (v, l) => `Nei giorni di picco arrivavano ${fmt(v.n[5]!, l)} eventi al secondo, e il vecchio percorso li accodava fino alla notte.`),
];

const approach = [
  pair((v) => `We started with a 2-week assessment and a small pilot on ${v.tech[0]}, running next to the existing flow rather than replacing it.`,
    (v) => `Siamo partiti da una valutazione di 2 settimane e da un piccolo pilota su ${v.tech[0]}, affiancato al flusso esistente invece di sostituirlo.`),
  pair((v) => `Events are published once to ${v.tech[0]} and consumed by every team that needs them, each at its own pace.`,
    (v) => `Gli eventi sono pubblicati una volta su ${v.tech[0]} e consumati da ogni team che ne ha bisogno, ciascuno al proprio ritmo.`),
  pair((v) => `The transformation logic moved into ${v.tech[1]}, where it is versioned, tested and deployed like any other code.`,
    (v) => `La logica di trasformazione è passata su ${v.tech[1]}, dove ha versioni e test e va in produzione come qualsiasi altro codice.`),
  pair(() => 'We agreed on the latency budget and the fallback before writing any code, and both shaped every later decision.',
    () => 'Abbiamo concordato il budget di latenza e il fallback prima di scrivere codice, ed entrambi hanno guidato ogni scelta successiva.'),
  pair((v) => `For ${v.n[6]} weeks the new pipeline ran in shadow mode, and we compared its output with the old one record by record.`,
    (v) => `Per ${v.n[6]} settimane la nuova pipeline ha girato in shadow mode, e ne abbiamo confrontato l’output con il vecchio, record per record.`),
  pair((v) => `The ${v.tech[1]} jobs run on Kubernetes with checkpoints every 30 seconds, so a failed node costs seconds of reprocessing, not a night.`,
    (v) => `I job ${v.tech[1]} girano su Kubernetes con checkpoint ogni 30 secondi: un nodo guasto costa secondi di rielaborazione, non una notte.`),
  pair((v) => `The old system kept running read-only for ${v.n[6]} weeks after the switch, as a reference for the auditors.`,
    (v) => `Il vecchio sistema è rimasto attivo in sola lettura per ${v.n[6]} settimane dopo il passaggio, come riferimento per gli auditor.`),
  pair(() => 'We paired with the client\'s engineers on every component, and they ran the last releases without us.',
    () => 'Abbiamo lavorato in coppia con gli ingegneri del cliente su ogni componente, e gli ultimi rilasci li hanno fatti da soli.'),
];

const snippets: readonly string[] = [
  "```sql\n-- Events per key over the last ten minutes\nSELECT\n  entity_id,\n  COUNT(*) OVER w AS events_10m,\n  MAX(amount) OVER w AS max_amount_10m\nFROM events\nWINDOW w AS (\n  PARTITION BY entity_id\n  ORDER BY proc_time\n  RANGE BETWEEN INTERVAL '10' MINUTE PRECEDING AND CURRENT ROW\n);\n```",
  '```yaml\napiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaTopic\nmetadata:\n  name: events.v1\nspec:\n  partitions: 24\n  replicas: 3\n  config:\n    retention.ms: 604800000\n    min.insync.replicas: 2\n```',
];

const solutions = [
  pair((v) => `We moved ${lower(v.subject[0])} onto ${v.tech[0]} and ${v.tech[1]}, so each event is handled as it happens instead of in the next batch.`,
    (v) => `Abbiamo portato ${lower(v.subject[1])} su ${v.tech[0]} e ${v.tech[1]}: ogni evento è gestito quando accade, non nel batch successivo.`),
  pair((v) => `We replaced ${v.legacy[0]} with event streams on ${v.tech[0]}, processed by ${v.tech[1]} and owned by the teams that use them.`,
    (v) => `Abbiamo sostituito ${v.legacy[1]} con flussi di eventi su ${v.tech[0]}, elaborati da ${v.tech[1]} e gestiti dai team che li usano.`),
  pair((v) => `A pipeline on ${v.tech[1]}, next to the existing systems, now does the work continuously, with ${v.tech[0]} as the single source of events.`,
    (v) => `Una pipeline ${v.tech[1]} accanto ai sistemi esistenti ora fa il lavoro in continuo, con ${v.tech[0]} come unica fonte degli eventi.`),
];

const bullets = [
  pair(() => '**Contracts first.** Every topic has a schema in a registry, checked for compatibility on every change.',
    () => '**Prima i contratti.** Ogni topic ha uno schema in un registry, verificato per compatibilità a ogni modifica.'),
  pair(() => '**Idempotent consumers.** A replayed event changes nothing, so recovery is a restart, not an investigation.',
    () => '**Consumer idempotenti.** Un evento rielaborato non cambia nulla: il ripristino è un riavvio, non un’indagine.'),
  pair((v) => `**Observability built in.** Lag, throughput and error rates per consumer group are on dashboards, with alerts tuned over ${v.n[6]} weeks.`,
    (v) => `**Osservabilità di serie.** Lag, throughput ed errori per consumer group sono su dashboard, con alert tarati in ${v.n[6]} settimane.`),
  pair(() => '**Infrastructure as code.** Clusters, topics and access rules live in Git and change through pull requests.',
    () => '**Infrastruttura come codice.** Cluster, topic e permessi stanno in Git e cambiano con pull request.'),
  pair((v) => `**Gradual cut-over.** Traffic moved in steps of ${v.n[7]}%, each one reversible within minutes.`,
    (v) => `**Passaggio graduale.** Il traffico è stato spostato a passi del ${v.n[7]}%, ciascuno reversibile in pochi minuti.`),
  pair(() => '**State kept local.** Aggregations live next to the processing, so no remote lookup sits on the hot path.',
    () => '**Stato locale.** Le aggregazioni stanno accanto all’elaborazione, senza lookup remoti nel flusso di ogni evento.'),
];

/** A result: its headline, metric and basis in each language, and its figures (facts, the same in both). */
interface Outcome {
  headline: readonly [Line, Line];
  metric: readonly [Line, Line];
  figures: (v: Vars) => string[];
  basis: readonly [Line, Line];
}
const outcomes: Outcome[] = [
  {
    headline: pair((v) => `Median end-to-end latency down to ${v.n[8]} ms`, (v) => `Latenza mediana end-to-end scesa a ${v.n[8]} ms`),
    metric: pair(() => 'Median end-to-end latency', () => 'Latenza mediana end-to-end'),
    figures: (v) => [`after: { value: ${v.n[8]}, unit: ms }`],
    basis: pair(() => 'Measured at the consumers over the first quarter after go-live, from the event being written to its result; before, results came with the next nightly batch.',
      () => 'Misurata ai consumer nel primo trimestre dopo il go-live, dalla scrittura dell’evento al suo risultato; prima, i risultati arrivavano con il batch notturno successivo.'),
  },
  {
    headline: pair((v) => `Incidents reported by customers down ${v.n[4]! + 30}%`, (v) => `Incidenti segnalati dai clienti calati del ${v.n[4]! + 30}%`),
    metric: pair(() => 'Incidents reported by customers (index)', () => 'Incidenti segnalati dai clienti (indice)'),
    figures: (v) => ['before: { value: 100, unit: index }', `after: { value: ${70 - v.n[4]!}, unit: index }`],
    basis: pair(() => 'Tickets opened by customers in the first quarter after go-live, against the quarter before it (100); not adjusted for the number of customers.',
      () => 'Segnalazioni aperte dai clienti nel primo trimestre dopo il go-live, rispetto al trimestre precedente (100); non rapportate al numero di clienti.'),
  },
  {
    headline: pair((v, l) => `Load tests sustained ${fmt(v.n[5]! * 3, l)} events/s`, (v, l) => `Test di carico superati a ${fmt(v.n[5]! * 3, l)} eventi/s`),
    metric: pair(() => 'Throughput sustained in load tests', () => 'Throughput sostenuto nei test di carico'),
    figures: (v) => [`after: { value: ${v.n[5]! * 3}, unit: events/s }`],
    basis: pair(() => 'A 1-hour load test before go-live, on the production cluster, with the consumers at their normal number of instances.',
      () => 'Un test di carico di un’ora prima del go-live, sul cluster di produzione, con i consumer al loro numero normale di istanze.'),
  },
  {
    headline: pair((v) => `A data model change ships in ${v.n[9]} days, not a weekend`, (v) => `Una modifica al modello dati in produzione in ${v.n[9]} giorni`),
    metric: pair(() => 'From an agreed model change to production', () => 'Da una modifica al modello concordata alla produzione'),
    figures: (v) => [`after: { value: ${v.n[9]}, unit: days }`],
    basis: pair(() => 'Working days for the changes of the first quarter after go-live; before, each change waited for a coordinated weekend release.',
      () => 'Giorni lavorativi per le modifiche del primo trimestre dopo il go-live; prima, ogni modifica aspettava un rilascio coordinato nel fine settimana.'),
  },
];

const lessons = [
  pair(() => 'Shadow mode before go-live built more trust than any slide deck.', () => 'La shadow mode prima del go-live ha creato più fiducia di qualsiasi presentazione.'),
  pair(() => 'Small, reversible steps made the migration boring, which is the point.', () => 'Passi piccoli e reversibili hanno reso la migrazione noiosa, ed era proprio l’obiettivo.'),
  pair(() => 'Schemas agreed with the producing team avoided two outages we could see coming.', () => 'Schemi concordati con il team produttore hanno evitato due fermi prevedibili.'),
  pair(() => 'Runbooks written with the on-call team, not for them, actually get used.', () => 'I runbook scritti con il team reperibile, non per loro, vengono usati davvero.'),
  pair(() => 'Measuring lag from day one told us about problems before users did.', () => 'Misurare il lag dal primo giorno ci ha segnalato i problemi prima degli utenti.'),
];

const headings = {
  start: ['The starting point', 'Il punto di partenza'],
  built: ['What we built', 'Cosa abbiamo costruito'],
  results: ['Results', 'Risultati'],
  again: ['What we would do again', 'Cosa rifaremmo'],
} satisfies Record<string, Pair>;

export interface GeneratedCaseStudy {
  slug: string;
  technologies: readonly Technology[];
  en: string;
  it: string;
}

/** Case study number `index` (0-based) of a generated set (listed by its published date, as every case study). */
export function generateCaseStudy(index: number): GeneratedCaseStudy {
  const rand = random(index + 1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const some = <T>(items: readonly T[], count: number): T[] => [...items].sort(() => rand() - 0.5).slice(0, count);
  // Kafka first, then a processing engine, then a few supporting technologies.
  const engine = pick(engines);
  const tech = ['Apache Kafka' as const, engine, ...some(technologies.filter((t) => t !== 'Apache Kafka' && t !== engine), 1 + Math.floor(rand() * 4))];
  const v: Vars = {
    subject: pick(subjects),
    legacy: pick(legacies),
    tech,
    n: [
      1_000_000 + Math.floor(rand() * 90) * 500_000, 2 + Math.floor(rand() * 14), 3 + Math.floor(rand() * 20), 2 + Math.floor(rand() * 20),
      5 + Math.floor(rand() * 20), 500 + Math.floor(rand() * 40) * 100, 3 + Math.floor(rand() * 8), [5, 10, 20, 25][Math.floor(rand() * 4)]!,
      20 + Math.floor(rand() * 400), 1 + Math.floor(rand() * 6),
    ],
  };
  const industry = pick(industries);
  const title = pick(titles);
  const chosen = {
    start: some(context, 5 + Math.floor(rand() * 2)),
    built: some(approach, 5 + Math.floor(rand() * 2)),
    solution: pick(solutions),
    snippet: rand() < 0.4 ? pick(snippets) : undefined,
    bullets: some(bullets, 4),
    outcomes: some(outcomes, 3),
    lessons: some(lessons, 3),
    table: rand() < 0.5,
    link: rand() < 0.3,
  };
  const slug = `generated-case-${String(index + 1).padStart(3, '0')}`;
  const published = `2024-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`;

  const write = (l: 0 | 1): string => {
    const say = (line: readonly [Line, Line]) => line[l](v, l);
    const prefix = l === 0 ? '' : '/it';
    const headlines = chosen.outcomes.map((o) => say(o.headline));
    const frontmatter = [
      '---',
      `title: ${JSON.stringify(say(title))}`,
      `industry: ${JSON.stringify(industry[l])}`,
      `challenge: ${JSON.stringify(say(chosen.start[0]!))}`,
      `solution: ${JSON.stringify(say(chosen.solution))}`,
      'results:',
      ...chosen.outcomes.flatMap((o) => [
        `  - headline: ${JSON.stringify(say(o.headline))}`,
        `    metric: ${JSON.stringify(say(o.metric))}`,
        ...o.figures(v).map((f) => `    ${f}`),
        `    basis: ${JSON.stringify(say(o.basis))}`,
      ]),
      'technologies:',
      ...tech.map((t) => `  - ${t}`),
      `published: "${published}"`,
      '---',
    ];
    const table = l === 0
      ? ['| Metric | Before | After |', '|---|---|---|', `| End-to-end latency | hours | ${v.n[8]} ms |`, `| Release of a model change | weekend | ${v.n[9]} days |`]
      : ['| Metrica | Prima | Dopo |', '|---|---|---|', `| Latenza end-to-end | ore | ${v.n[8]} ms |`, `| Rilascio di una modifica al modello | fine settimana | ${v.n[9]} giorni |`];
    const link = l === 0
      ? `See also [our services](${prefix}/services) and [how we work on consultations](${prefix}/consultation).`
      : `Vedi anche [i nostri servizi](${prefix}/services) e [come lavoriamo nelle consulenze](${prefix}/consultation).`;
    return [
      ...frontmatter,
      '',
      `## ${headings.start[l]}`,
      '',
      `${chosen.start.slice(0, 3).map(say).join(' ')}\n`,
      `${chosen.start.slice(3).map(say).join(' ')}\n`,
      `## ${headings.built[l]}`,
      '',
      `${chosen.built.slice(0, 3).map(say).join(' ')}\n`,
      ...chosen.bullets.map((b) => `- ${say(b)}`),
      '',
      `${chosen.built.slice(3).map(say).join(' ')}\n`,
      ...(chosen.snippet ? [chosen.snippet, ''] : []),
      `## ${headings.results[l]}`,
      '',
      ...(chosen.table ? [...table, ''] : []),
      `${headlines.join('. ')}.\n`,
      `## ${headings.again[l]}`,
      '',
      ...chosen.lessons.map((x) => `- ${say(x)}`),
      '',
      ...(chosen.link ? [link, ''] : []),
    ].join('\n');
  };
  return { slug, technologies: tech, en: write(0), it: write(1) };
}

export interface ScaledContent {
  /** Case studies added per language. */
  files: number;
  /** Bytes of MDX added, raw and gzip -9. */
  raw: number;
  gzip: number;
}

/**
 * Copies a content folder to `targetDir` and adds generated case studies to both languages:
 * `count` of them, or only those `keep` accepts (tried in order) until `count` are kept.
 */
export function writeScaledContent(sourceDir: string, targetDir: string, count: number, keep: (study: GeneratedCaseStudy) => boolean = () => true): ScaledContent {
  cpSync(sourceDir, targetDir, { recursive: true });
  const added: ScaledContent = { files: 0, raw: 0, gzip: 0 };
  for (let index = 0, kept = 0; kept < count; index++) {
    const study = generateCaseStudy(index);
    if (!keep(study)) continue;
    kept++;
    for (const lang of ['en', 'it'] as const) {
      writeFileSync(path.join(targetDir, lang, 'case-studies', `${study.slug}.mdx`), study[lang]);
      added.files++;
      added.raw += Buffer.byteLength(study[lang]);
      added.gzip += gzipSync(study[lang], { level: 9 }).length;
    }
  }
  return added;
}
