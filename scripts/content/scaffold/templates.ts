// The commented starting point of a new entry, per collection and language. Every schema field
// is present with a valid placeholder, so a new pair passes the content checks as created; the
// "# ..." lines explain each field to the consultant filling it in.
import type { Lang } from '../../../src/i18n/languages.ts';
import { figureQualifiers, figureUnits, percentiles } from '../../../src/i18n/figures.ts';
import { headlineMaxWords } from '../../../src/content/results.ts';
import { contributionStatuses, engagementModels, engagementUnits, photoFormats, projectRoles, seoLimits, serviceIcons, serviceTitleMaxChars, summaryMaxChars } from '../../../src/content/schemas.ts';
import { technologies } from '../../../src/content/technologies.ts';

export const scaffoldable = ['case-studies', 'services', 'contributions', 'consultation-types', 'people'] as const;
export type Scaffoldable = (typeof scaffoldable)[number];

/** What one entry of each collection is called, in messages and npm script names. */
export const singular: Record<Scaffoldable, string> = {
  'case-studies': 'case study',
  services: 'service',
  contributions: 'contribution',
  'consultation-types': 'consultation type',
  people: 'person',
};

export interface TemplateContext {
  order: number;
  /** Today, YYYY-MM-DD. */
  today: string;
  /** A person who exists (the first on /about), so a new service's lead passes the check as created. */
  person: string;
}

/** A value written as YAML lines under its field, for a field with structure (a case study's results). */
interface Yaml {
  yaml: readonly string[];
}

type Value = string | number | boolean | Yaml | readonly Value[] | { readonly [key: string]: Value };

interface Field {
  about: readonly string[];
  value: (lang: Lang, context: TemplateContext) => Value;
  /**
   * An optional field with no safe placeholder (a GitHub login would link a stranger): written
   * commented out, for the consultant to fill in and uncomment.
   */
  commented?: boolean;
}

/** Same text in every language: for facts (names, numbers, dates) that are not translated. */
const fixed = (value: Value) => () => value;
const byLang = (values: Record<Lang, Value>) => (lang: Lang) => values[lang];

/** The allowed technologies, wrapped into comment lines. */
function technologyLines(): string[] {
  const lines: string[] = [];
  let line = '';
  for (const name of technologies) {
    const next = line ? `${line}, ${name}` : name;
    if (next.length > 84 && line) {
      lines.push(`${line},`);
      line = name;
    } else line = next;
  }
  lines.push(line);
  return lines.map((l) => `  ${l}`);
}

const title = (what: string, en: string, it: string, limit?: string): Field => ({
  about: [`The ${what}'s name, as a heading on the site. Translate it.`, ...(limit ? [limit] : [])],
  value: byLang({ en, it }),
});
/** The limits search results set (src/content/schemas.ts, seoLimits), as a note says them. */
const pageTitleLimit = `${seoLimits.title.min} to ${seoLimits.title.max} characters: also the page's title in search results.`;
const descriptionLimit = `${seoLimits.description.min} to ${seoLimits.description.max} characters: also the page's description in search results.`;
const technologyField = (where: string, order: string[] = []): Field => ({
  about: [`Technologies ${where}, one "- " line each, from this list (CONTENT.md, "Technologies"):`, ...technologyLines(), ...order],
  value: fixed(['Apache Kafka']),
});
const order: Field = {
  about: ['Position in its list, 0 first. Set one past the highest when this file was created.'],
  value: (_lang, context) => context.order,
};
const draft: Field = {
  about: [
    'true: shown by `npm run dev`, left out of the published site. Delete this line (in both',
    'languages) when the entry is ready.',
  ],
  value: fixed(true),
};

const fields: Record<Scaffoldable, Record<string, Field>> = {
  'case-studies': {
    title: title('case study', 'TODO: a short title saying what changed', 'TODO: un titolo breve che dica cosa è cambiato', pageTitleLimit),
    industry: { about: ['The client\'s industry, one or two words ("Payments", "Insurance"). Translate it.'], value: byLang({ en: 'TODO: industry', it: 'TODO: settore' }) },
    challenge: {
      about: ['One or two sentences: what was wrong before we came in. Shown on the case-study cards;', descriptionLimit],
      value: byLang({ en: 'TODO: the problem the client had, in one or two sentences.', it: 'TODO: il problema del cliente, in una o due frasi.' }),
    },
    solution: {
      about: ['One or two sentences: what we did about it. Shown in the summary box and on the cards.'],
      value: byLang({ en: 'TODO: what we built or changed, in one or two sentences.', it: 'TODO: cosa abbiamo costruito o cambiato, in una o due frasi.' }),
    },
    results: {
      about: [
        'What the client measured, one "- headline:" block each, first the one our work alone brought about. The page opens',
        'with the figures of the first three that have them; the first leads the home page and the cards.',
        `  headline: what changed, with its figure, in at most ${headlineMaxWords} words. Every number in it must be`,
        '            one of the figures below, or the change between them. Translate it.',
        '  metric:   a short label saying what the figures measure. Translate it.',
        '  before, after: the figures; "before" may be left out. Same in both languages.',
        '    value: a number (4200, 0.4), or a range [8, 30]',
        `    unit: ${figureUnits.join(', ')}`,
        `    qualifier (optional): ${figureQualifiers.join(', ')}. percentile (optional): ${percentiles.join(', ')}`,
        '  basis: what was counted, how, over which period, against what; any caveat. Shown once,',
        '         under "How we measured". Translate it.',
        '  attributable (optional): false when a change that was not our work also moved the figures',
        '         (say which in basis): the page shows the result, the cards and the feed leave it out.',
        '         Same in both languages.',
        'A result with no figure (a system switched off) has only headline and basis.',
      ],
      value: byLang({
        en: { yaml: ['  - headline: "TODO: Simple claims paid in 6 days, down from 19"', '    metric: "TODO: what the figures measure"', '    before: { value: 19, unit: days }', '    after: { value: 6, unit: days }', '    basis: "TODO: what was counted, how, over which period and against what; any caveat."'] },
        it: { yaml: ['  - headline: "TODO: Sinistri semplici pagati in 6 giorni, contro 19"', '    metric: "TODO: cosa misurano i dati"', '    before: { value: 19, unit: days }', '    after: { value: 6, unit: days }', '    basis: "TODO: cosa è stato contato, come, in quale periodo e rispetto a cosa; eventuali avvertenze."'] },
      }),
    },
    technologies: technologyField('used in the project', [
      'The order matters: the page names one service, in its summary box and its call to action,',
      "the one whose main technology comes first here (Apache Kafka's only when no other matches).",
    ]),
    quote: {
      about: [
        "The client's words, set beside the figures (delete these four lines if there are none):",
        '  text: what they said, without quotation marks. role: who said it, by job title, never by name.',
        '  organisation: the client as the story names it. Translate all three.',
      ],
      value: byLang({
        en: { yaml: ['  text: "TODO: what the client said"', '  role: "TODO: Head of claims operations"', '  organisation: "TODO: a European insurer"'] },
        it: { yaml: ['  text: "TODO: cosa ha detto il cliente"', '  role: "TODO: Responsabile delle operazioni sinistri"', '  organisation: "TODO: una compagnia assicurativa europea"'] },
      }),
    },
    ask: {
      about: ['The closing call to action: one sentence on what to send us about a problem like this one', '("Send us your latency budget and a week of checkpoint metrics."). Translate it.'],
      value: byLang({ en: 'TODO: what to send us about a problem like this one.', it: 'TODO: cosa mandarci per un problema come questo.' }),
    },
    reference: {
      about: [
        "true: the page's summary box promises that an engineer of this client will take a reference call",
        "with the reader, under NDA (ui.json's caseStudies.reference). Ask the client before publishing;",
        'false leaves that line out.',
      ],
      value: fixed(true),
    },
    published: { about: ['Publication date, "YYYY-MM-DD" in quotes.'], value: (_lang, context) => context.today },
    updated: {
      about: ['Date of the last real revision of the story, "YYYY-MM-DD"; the same as published until then.', 'Feed readers show the story again when it changes.'],
      value: (_lang, context) => context.today,
    },
    featured: {
      about: ['true: the home page shows this case study\'s first result among its three. Featured case studies', 'come first there; without any, the home page shows the three most recently published.'],
      value: fixed(false),
    },
    draft,
  },
  services: {
    title: title('service', 'TODO: service name', 'TODO: nome del servizio', `At most ${serviceTitleMaxChars} characters: search results show "<name> consulting" as the page's title.`),
    description: {
      about: ['One or two sentences on the services page and under the title of the service\'s page;', descriptionLimit],
      value: byLang({ en: 'TODO: what we do for clients with this technology.', it: 'TODO: cosa facciamo per i clienti con questa tecnologia.' }),
    },
    summary: {
      about: [`One line under the service's name on the home page, at most ${summaryMaxChars} characters: what the client gets,`, 'not the description again. Translate it.'],
      value: byLang({ en: 'TODO: what the client gets, in one line.', it: 'TODO: cosa ottiene il cliente, in una riga.' }),
    },
    technologies: technologyField('the service covers', [
      "The order matters: the first is the service's main one; its page shows the case studies",
      'and contributions that use it.',
    ]),
    icon: { about: [`Icon on the card, one of: ${serviceIcons.join(', ')}.`], value: fixed(serviceIcons[0]) },
    problems: {
      about: ['"When teams call us": the problems clients bring, one "- " line each, in their words (at most 6).'],
      value: byLang({ en: ['TODO: a problem clients call us for'], it: ['TODO: un problema per cui ci chiamano'] }),
    },
    work: {
      about: ['"What we do": one "- " line each, a verb first (at most 6).'],
      value: byLang({ en: ['TODO: something we do'], it: ['TODO: qualcosa che facciamo'] }),
    },
    deliverables: {
      about: ['"What you keep": what the client has when we leave, one "- " line each (at most 6).'],
      value: byLang({ en: ['TODO: something the client keeps'], it: ['TODO: qualcosa che resta al cliente'] }),
    },
    versions: {
      about: [
        'The releases that decide this work, shown once under "What we do" (at most 6), so its',
        'items stay actions. Leave it out for a service tied to no release. For each:',
        '  version: the product and its version ("Kafka 4.0"). Same in both languages.',
        '  note: what changes there, in a short sentence. Translate it.',
        'Delete the "# " before the three lines to set them.',
      ],
      value: byLang({
        en: { yaml: ['  - version: "Kafka 4.0"', '    note: "TODO: what changes in this release"'] },
        it: { yaml: ['  - version: "Kafka 4.0"', '    note: "TODO: cosa cambia in questa versione"'] },
      }),
      commented: true,
    },
    engagement: {
      about: [
        'How an engagement usually runs after the Architecture Review (the first step of every one):',
        `  models: ${engagementModels.join(', ')}, one "- " line each, the usual first (/about says what decides which);`,
        `  length: from, to and unit (${engagementUnits.join(' or ')});`,
        '  engineers: how many of ours, from and to, no more than the people in content/en/people/.',
      ],
      value: fixed({ models: [engagementModels[0]], length: { from: 4, to: 8, unit: 'weeks' }, engineers: { from: 1, to: 2 } }),
    },
    lead: {
      about: ['Who leads this work: the file name of a person in content/en/people/, without .mdx. The service', 'page names them, and their card on /about lists the service.'],
      value: (_lang, context) => context.person,
    },
    ask: {
      about: ['The closing call to action: one sentence on what to tell us about this work. Translate it.'],
      value: byLang({ en: 'TODO: Tell us which … worry you, and how they behave today.', it: 'TODO: Diteci quali … vi preoccupano e come si comportano oggi.' }),
    },
    order,
    draft,
  },
  contributions: {
    title: title('project', 'TODO: project name', 'TODO: nome del progetto'),
    repository: { about: ['The GitHub repository, "owner/name" as in its URL.'], value: fixed('owner/name') },
    project: {
      about: [
        'The project the repository belongs to, as its foundation names it ("Apache Camel" for',
        'apache/camel-kafka-connector). Required with status active-committer: a committer is a committer of',
        'the project, and the badge says "Apache Camel committer". Delete the "# " to set it. Same in both languages.',
      ],
      value: fixed('Apache Camel'),
      commented: true,
    },
    description: {
      about: ['One or two sentences: what the project is and what we do in it.'],
      value: byLang({ en: 'TODO: what the project does and what we contribute.', it: 'TODO: cosa fa il progetto e cosa contribuiamo.' }),
    },
    commits: { about: ['Number of our commits merged upstream, a whole number above 0.'], value: fixed(1) },
    features: {
      about: ['What we contributed, one "- " line each (at least one).'],
      value: byLang({ en: ['TODO: a feature or fix we contributed'], it: ['TODO: una funzionalità o correzione che abbiamo contribuito'] }),
    },
    technologies: technologyField('the project is about'),
    status: { about: [`Our role in the project, one of: ${contributionStatuses.join(', ')}.`], value: fixed('contributor') },
    order,
    draft,
  },
  'consultation-types': {
    title: title('consultation type', 'TODO: consultation name', 'TODO: nome della consulenza'),
    duration: { about: ['How long it takes, as visitors read it, with an en dash in a range ("2–4 hours", "2–4 ore"). Translate it.'], value: byLang({ en: 'TODO: 2–4 hours', it: 'TODO: 2–4 ore' }) },
    description: {
      about: ['One or two sentences: who it is for and what they get.'],
      value: byLang({ en: 'TODO: who it is for and what they leave with.', it: 'TODO: a chi serve e cosa ottiene.' }),
    },
    features: {
      about: ['What is included, one "- " line each (at least one).'],
      value: byLang({ en: ['TODO: something included'], it: ['TODO: qualcosa di incluso'] }),
    },
    price: {
      about: [
        'What it costs, excluding VAT, in the currency of content/settings.json: "fixed: 1900" for exactly',
        'that, or "from: 7500" for a price that starts there. Delete the "# " before "price:" and the line',
        'under it to publish it; left out, the page says the price is quoted before work starts.',
      ],
      value: fixed({ fixed: 1900 }),
      commented: true,
    },
    order,
    draft,
  },
  people: {
    name: { about: ['Full name, as the person writes it.'], value: fixed('TODO: First Last') },
    role: { about: ['Job title, in sentence case ("Senior engineer"). Translate it if the person does.'], value: byLang({ en: 'TODO: role', it: 'TODO: ruolo' }) },
    location: { about: ['The town they work from, as each language writes it ("Milan", "Milano").'], value: byLang({ en: 'TODO: town', it: 'TODO: città' }) },
    languages: {
      about: ['Languages they work in, one "- " line each, as two-letter codes (it, en, de, fr, es...).', 'The page names them in its own language.'],
      value: fixed(['it', 'en']),
    },
    projects: {
      about: [
        'Roles in open-source projects, one block each; leave [] when there are none. For example:',
        '  - project: Camel Kafka Connector',
        '    repository: apache/camel-kafka-connector',
        `    role: committer            (one of: ${projectRoles.join(', ')})`,
        '    listedAt: https://camel.apache.org/community/team/   (optional: where the project lists them)',
        'The role links to listedAt, or else to their commits there once github is set, so a reader can check it.',
        'A contribution whose status is active-committer needs a committer on its repository here.',
      ],
      value: fixed([]),
    },
    github: {
      about: ['Their own GitHub user login, never the organisation\'s; it links their profile and their', 'commits on the contribution cards. Delete the "# " before "github:" to set it.'],
      value: fixed('their-login'),
      commented: true,
    },
    photo: {
      about: [`A photo: ${photoFormats} in content/images/ (e.g. content/images/people/). Delete the "# "`, 'before "photo:" to set it; without one the card shows their drawn portrait, or their initials.'],
      value: fixed('../../images/people/first-last.jpg'),
      commented: true,
    },
    order,
    draft,
  },
};

const bodies: Record<Scaffoldable, Record<Lang, string>> = {
  'case-studies': {
    en: '## The starting point\n\nTODO: who the client is (no name unless they agreed), what hurt and why it mattered.\n\n## What we built\n\nTODO: the architecture and the decisions behind it. Lists, tables and code blocks are welcome.\n\n## Results\n\nTODO: what the key figures and their bases do not say: how the project brought them about, and any other figures (a table of Metric, Before, After is welcome).\n',
    it: '## Il punto di partenza\n\nTODO: chi è il cliente (senza nome, salvo accordo), cosa non funzionava e perché contava.\n\n## Cosa abbiamo realizzato\n\nTODO: l’architettura e le scelte dietro. Elenchi, tabelle e blocchi di codice sono benvenuti.\n\n## I risultati\n\nTODO: ciò che i risultati principali e le loro basi non dicono: come il progetto li ha prodotti, e gli altri dati (una tabella Metrica, Prima, Dopo è benvenuta).\n',
  },
  services: {
    en: 'TODO: one or two short sentences introducing the service, shown above its sections and on the services page.\n',
    it: 'TODO: una o due frasi brevi che presentano il servizio, sopra le sue sezioni e nella pagina dei servizi.\n',
  },
  contributions: { en: '', it: '' },
  'consultation-types': { en: '', it: '' },
  people: {
    en: 'TODO: a short bio, two or three sentences: what they work on, and something a client can check (a project, a talk).\n',
    it: 'TODO: una breve biografia, due o tre frasi: di cosa si occupa, e qualcosa che un cliente può verificare (un progetto, un talk).\n',
  },
};

const isYaml = (value: Value): value is Yaml => typeof value === 'object' && !Array.isArray(value) && 'yaml' in value && Array.isArray(value.yaml);

const scalar = (value: string | number | boolean) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/** What follows "key:" in YAML, nested blocks indented by two spaces a level. */
function yamlValue(value: Value, indent = ''): string {
  if (isYaml(value)) return value.yaml.map((line) => `\n${line}`).join('');
  if (Array.isArray(value)) {
    if (value.length === 0) return ' []';
    return value.map((item: Value) => `\n${indent}  -${yamlValue(item, `${indent}  `).replace(/^\n\s+/, ' ')}`).join('');
  }
  if (typeof value === 'object') return Object.entries(value).map(([key, item]) => `\n${indent}  ${key}:${yamlValue(item, `${indent}  `)}`).join('');
  return ` ${scalar(value as string | number | boolean)}`;
}

/** The new file's text: commented frontmatter, then the body (empty where the site shows none). */
export function renderTemplate(collection: Scaffoldable, lang: Lang, neutral: readonly string[], context: TemplateContext): string {
  const lines = [
    '---',
    `# A new ${singular[collection]}, made by scripts/content/new-entry.ts. Lines starting with "#" are notes`,
    '# for you: the site ignores them and you may delete them. Fields marked "same in both',
    '# languages" must be identical in content/en/ and content/it/. Guide: CONTENT.md.',
  ];
  for (const [name, field] of Object.entries(fields[collection])) {
    const notes = neutral.includes(name) ? [...field.about, 'Same in both languages.'] : field.about;
    const line = `${name}:${yamlValue(field.value(lang, context))}`;
    lines.push('#', ...notes.map((note) => `# ${note}`), field.commented ? line.replace(/^/gm, '# ') : line);
  }
  lines.push('---');
  const body = bodies[collection][lang];
  if (!body) lines.push('', '{/* Nothing below the frontmatter is shown for this collection. */}');
  return `${lines.join('\n')}\n${body ? `\n${body}` : ''}`;
}

/** The field names a template writes, for tests to compare with the schema. */
export function templateFields(collection: Scaffoldable): string[] {
  return Object.keys(fields[collection]);
}

/** The optional fields a template writes commented out, for the consultant to set. */
export function commentedFields(collection: Scaffoldable): string[] {
  return Object.entries(fields[collection]).filter(([, field]) => field.commented).map(([name]) => name);
}
