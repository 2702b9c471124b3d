// Small case studies in both languages, written for tests that change and break them on purpose
// (the real content is rewritten over time; these stay put).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const englishBody = `## The starting point

The client processes 55 million card authorisations a day. Its fraud model was good; its timing was not.

The rules were cheap to run but blunt: they declined plenty of legitimate customers travelling abroad.

## What we built

- **Features in Flink SQL.** Updated as each authorisation arrives.
- **Scoring in Java.** The model runs inside the job, with no network hop.

| Metric | Before | After |
|---|---|---|
| Time to score | 8-30 hours | 180 ms |

\`\`\`sql
-- Velocity per card
SELECT card_id, COUNT(*) FROM authorisations GROUP BY card_id;
\`\`\`

![Card authorisations flow through Kafka into Flink.](../../images/architecture.png)

Read about [our Flink service](/services#flink).
`;

export const italianBody = `## Il punto di partenza

Il cliente gestisce 55 milioni di autorizzazioni con carta al giorno. Il modello antifrode funzionava bene; il problema era quando veniva applicato.

Le regole costavano poco ma erano grossolane: rifiutavano parecchi clienti legittimi in viaggio all'estero.

## Cosa abbiamo realizzato

- **Feature in Flink SQL.** Aggiornate all'arrivo di ogni autorizzazione.
- **Scoring in Java.** Il modello gira dentro il job, senza chiamate di rete.

| Metrica | Prima | Dopo |
|---|---|---|
| Tempo per lo score | 8-30 ore | 180 ms |

\`\`\`sql
-- Frequenza per carta
SELECT card_id, COUNT(*) FROM authorisations GROUP BY card_id;
\`\`\`

![Le autorizzazioni con carta passano da Kafka a Flink.](../../images/architecture.png)

Leggete del [nostro servizio Flink](/it/services#flink).
`;

/** A case-study file: the frontmatter of a real one around the given title and body. */
export function caseStudy(lang: 'en' | 'it', body = lang === 'en' ? englishBody : italianBody, title = lang === 'en' ? 'Fraud scoring in real time' : 'Antifrode in tempo reale'): string {
  const prose =
    lang === 'en'
      ? { industry: 'Payments', challenge: 'Fraud models ran in a nightly batch.', solution: 'We moved scoring onto Apache Flink.', results: [['Fraud decisions in 180 ms', 'Scoring latency', 'Measured over 6 months.'], ['Fraud losses down 38%', 'Fraud losses (index)', 'Year on year.']] }
      : { industry: 'Pagamenti', challenge: 'Il modello antifrode girava in un batch notturno.', solution: 'Abbiamo portato lo scoring su Apache Flink.', results: [['Decisioni antifrode in 180 ms', 'Latenza dello scoring', 'Misurata su 6 mesi.'], ['Perdite per frode ridotte del 38%', 'Perdite per frode (indice)', "Rispetto all'anno precedente."]] };
  // One line per result, so the fixture's lines stay where the tests expect them.
  const figures = ['after: { value: 180, unit: ms }', 'before: { value: 100, unit: index }, after: { value: 62, unit: index }'];
  return `---
title: "${title}"
industry: ${prose.industry}
challenge: "${prose.challenge}"
solution: "${prose.solution}"
results:
${prose.results.map(([headline, metric, basis], i) => `  - { headline: "${headline}", metric: "${metric}", ${figures[i]!}, basis: "${basis}" }`).join('\n')}
technologies:
  - Apache Kafka
  - Apache Flink
published: "2025-03-18"
order: 0
---

${body}`;
}

/** A service file with its sections and a one-paragraph body. */
export function service(lang: 'en' | 'it', paragraph = lang === 'en' ? 'We run Kafka clusters for banks and retailers.' : 'Gestiamo cluster Kafka per banche e retailer.'): string {
  const [description, problem, work, kept] = lang === 'en'
    ? ['Kafka, designed and run.', 'Lag grows at peak load.', 'We size the cluster.', 'Dashboards for lag']
    : ['Kafka, progettato e gestito.', 'Il lag cresce nei picchi.', 'Dimensioniamo il cluster.', 'Dashboard sul lag'];
  return `---\ntitle: Apache Kafka\ndescription: "${description}"\ntechnologies:\n  - Apache Kafka\nicon: waves\nproblems:\n  - "${problem}"\nwork:\n  - "${work}"\ndeliverables:\n  - "${kept}"\nengagement:\n  models:\n    - fixed-scope\n  length:\n    from: 6\n    to: 12\n    unit: weeks\n  engineers:\n    from: 2\n    to: 3\nlead: giulia-esempio\norder: 0\n---\n\n${paragraph}\n`;
}

/** A change to a text that must apply: a fixture without `from` is a broken test, not a pass. */
export const replace = (from: string, to: string) => (text: string) => {
  if (!text.includes(from)) throw new Error(`the fixture has no "${from}"`);
  return text.replace(from, to);
};

export interface FixtureChange {
  en?: (text: string) => string;
  it?: (text: string) => string;
}

/** A temporary content folder holding the fixture case study in both languages, changed. */
export function fixtureContent(change: FixtureChange = {}): { dir: string; remove: () => void } {
  const temp = mkdtempSync(path.join(tmpdir(), 'fixture-'));
  const dir = path.join(temp, 'content');
  for (const lang of ['en', 'it'] as const) {
    const file = path.join(dir, lang, 'case-studies', 'payments-fraud-detection.mdx');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, (change[lang] ?? ((text: string) => text))(caseStudy(lang)));
  }
  return { dir, remove: () => rmSync(temp, { recursive: true, force: true }) };
}
