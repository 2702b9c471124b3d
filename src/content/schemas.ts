import { z } from 'zod';
import { figureQualifiers, figureUnits, percentiles } from '../i18n/figures.ts';
import { headlineProblems, leadResult, type Result, type ResultProblem } from './results.ts';
import { priceSchema } from './prices.ts';
import { technologies } from './technologies.ts';
import type { Lang } from '../i18n/languages.ts';

const text = z.string().trim().min(1, 'must not be empty');
const list = z.array(text).min(1, 'must list at least one item');
const technologyList = z.array(z.enum(technologies)).min(1, 'must list at least one technology');
const order = z.number().int().nonnegative();
const date = z.iso.date('must be a date written YYYY-MM-DD');

export const serviceIcons = ['waves', 'zap', 'layers', 'database', 'workflow', 'route'] as const;
export const openSourceStatuses = ['active', 'sponsored', 'leadership'] as const;
export const contributionStatuses = ['active-committer', 'contributor', 'maintainer'] as const;
/** How project work is usually sold after the Architecture Review (the about page says what decides which). */
export const engagementModels = ['fixed-scope', 'time-and-materials'] as const;
export const engagementUnits = ['weeks', 'months'] as const;
/** A person's role in an open-source project; a contribution marked active-committer needs a committer. */
export const projectRoles = ['committer', 'maintainer', 'contributor'] as const;

const repository = z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be "owner/name" as on GitHub');
// GitHub's rule for a user name: letters, digits and single hyphens inside, at most 39 characters.
export const githubLogin = z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/, 'must be a GitHub user login, e.g. "octocat"');
/** A scannable list on a service's page: at least one item, at most six. */
const sectionList = list.max(6, 'keep it to 6 items or fewer, so the list reads at a glance');
/**
 * The releases that decide a service's work, each with what changes there ("Kafka 4.0": removes
 * ZooKeeper...): shown once on its page, so the list of what we do names actions, not release notes.
 * The version is a fact, written the same in every language; the note is prose.
 */
const versionFact = z.strictObject({
  version: text.regex(/^\S.* \d+(?:\.\d+)*$/, 'must be a product and its version, the same in every language, as "Kafka 4.0" or "Kafka 4.2.1"'),
  note: text,
});
const versions = z.array(versionFact).min(1, 'must list at least one version, or be left out').max(6, 'keep it to 6 versions or fewer, so the list reads at a glance');
/** A service's summary: one line under its name on the home page. Italian runs about a fifth longer than English. */
export const summaryMaxChars = 90;
const summary = text.refine((s) => s.length <= summaryMaxChars, {
  error: (issue) => `is ${String(issue.input).length} characters; a summary has at most ${summaryMaxChars}, one line under the service's name on the home page: leave the detail to description`,
});
/**
 * What search results show of a page: its <title> ("<title> | Correnti": html-validate's long-title
 * allows 70 characters, so 59 for the page's own part) and its meta description (tests/dist/seo.test.ts
 * holds every page to 50-200 characters). Checked here on the fields that become them, so the
 * writer hears it from check:content, not from the test suite.
 */
export const seoLimits = { title: { min: 10, max: 59 }, description: { min: 50, max: 200 } } as const;
/** A service's name goes into "<title> consulting", "Consulenza su <title>": 59 less the longer of the two. */
export const serviceTitleMaxChars = seoLimits.title.max - 'Consulenza su '.length;

/**
 * Text of `min` to `max` characters, said in a writer's words: `what` is "a challenge", `shows` how
 * search results use it ("it as the page's description"), `advice` what to do when it is too long
 * and too short: every message ends on the fix.
 */
function sized(what: string, min: number, max: number, shows: string, advice: { long: string; short: string }) {
  const length = (input: unknown) => String(input).trim().length;
  return text
    .refine((s) => s.length <= max, { error: (issue) => `is ${length(issue.input)} characters; ${what} has at most ${max}: search results show ${shows} and cut what is longer; ${advice.long}` })
    .refine((s) => s.length === 0 || s.length >= min, { error: (issue) => `is ${length(issue.input)} characters; ${what} has at least ${min}: search results show ${shows}, and a shorter one says too little; ${advice.short}` });
}
/** A page's title; `detailIn` is the field a longer one's detail belongs in ("the challenge"). */
const pageTitle = (detailIn: string) =>
  sized('a title', seoLimits.title.min, seoLimits.title.max, "it as the page's title", { long: `shorten it: the detail goes in ${detailIn}`, short: 'say what the page is about in a few more words' });
const plainSentences = 'say it in one or two plain sentences';
const pageDescription = (what: string) => sized(what, seoLimits.description.min, seoLimits.description.max, "it as the page's description", { long: plainSentences, short: plainSentences });
const serviceTitle = sized("a service's title", 1, serviceTitleMaxChars, '"Consulenza su <title>" ("<title> consulting") as the page\'s title', {
  long: "shorten it to the service's name: the detail goes in the description",
  short: "write the service's name",
});

/** "from" to "to" of something counted (weeks, engineers): whole numbers, in order. */
const count = z.number().int().positive();
const inOrder: [(s: { from: number; to: number }) => boolean, { path: string[]; message: string }] = [(s) => s.from <= s.to, { path: ['to'], message: 'must not be below from' }];
const span = z.strictObject({ from: count, to: count }).refine(...inOrder);
const languageNames = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' });
const languageCode = z.string().regex(/^[a-z]{2,3}$/, 'must be a language code in lowercase, e.g. "it", "en", "de"')
  .refine((code) => languageNames.of(code) !== undefined, 'is not a language code (ISO 639-1, e.g. "it", "en", "de")');
// A portrait next to the name: linked from the MDX file like a body image.
/** The pictures a content file may show, as the check, the template and CONTENT.md name them. */
export const photoFormats = 'a JPEG, PNG or WebP';
const photo = z.string().regex(/^\.\.\/\.\.\/images\/[\w/.-]+\.(?:png|jpe?g|webp)$/i, `must be written ../../images/<file>.jpg (${photoFormats} in content/images/)`);

/**
 * The European Economic Area: where a processor of the privacy notice may keep messages without the
 * transfer safeguards (GDPR, chapter V) the notice would then have to state.
 */
export const eeaCountries = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'] as const;

/** The privacy notice's file name in content/<lang>/privacy/: the one entry /privacy shows. */
export const privacyNoticeSlug = 'notice';

// A case study's result (src/content/results.ts): prose around figures that are facts.
const amount = z
  .union([z.number(), z.tuple([z.number(), z.number()])], { error: 'must be a number, or a range written [8, 30]' })
  .refine((v) => typeof v === 'number' || v[0] < v[1], 'a range goes from the lower number to the higher, e.g. [8, 30]');
const figure = z.strictObject({
  value: amount,
  unit: z.enum(figureUnits),
  qualifier: z.enum(figureQualifiers).optional(),
  percentile: z.enum(percentiles).optional(),
});
const result = z
  .strictObject({ headline: text, metric: text.optional(), before: figure.optional(), after: figure.optional(), basis: text, attributable: z.boolean().optional() })
  .refine((r) => !r.before || r.after, { path: ['after'], message: 'is required when before is given: the figure after the change' })
  .refine((r) => !r.after || r.metric, { path: ['metric'], message: 'is required with figures: a short label saying what they measure' });
const results = z
  .array(result)
  .min(1, 'must list at least one result')
  .refine((rs) => rs.some((r) => r.after), 'give at least one result its figures (after): the page leads with them')
  .refine((rs) => !rs.some((r) => r.after) || leadResult(rs) !== undefined, 'give figures (after) to a result our work alone brought about, one without "attributable: false": the cards and the home page lead with it');

// Each collection: its folder under content/{lang}/, its frontmatter schema, and the
// fields that must be identical in both languages (they are facts, not prose).
export const collections = {
  services: {
    schema: z.strictObject({
      title: serviceTitle,
      description: pageDescription('a description'),
      // The home page's line for the service, so it does not repeat the description /services shows.
      summary,
      technologies: technologyList,
      icon: z.enum(serviceIcons),
      // The page's sections: why clients call us, what we do, what they keep.
      problems: sectionList,
      work: sectionList,
      deliverables: sectionList,
      // The releases that decide the work, under What we do: optional, a service tied to no release has none.
      versions: versions.optional(),
      // How an engagement usually runs after the Architecture Review: facts, the same in every language.
      engagement: z.strictObject({
        // The ways this work is priced, the usual first: a service whose work ranges from tuning
        // (time and materials) to migrations (fixed scope) lists both.
        models: z.array(z.enum(engagementModels)).min(1, 'must list at least one model')
          .refine((m) => new Set(m).size === m.length, 'lists a model twice'),
        length: z.strictObject({ from: count, to: count, unit: z.enum(engagementUnits) }).refine(...inOrder),
        engineers: span,
      }),
      // Who leads this work: the file name of a person in content/<lang>/people/ (checked in consistency.ts).
      lead: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the file name of a person in content/en/people/, without .mdx, e.g. "giulia-esempio"'),
      // The closing call to action: what to send us about this work. Without it, the page says ui.json's service.ctaText.
      ask: text.optional(),
      order,
      draft: z.boolean().optional(),
    }),
    neutral: ['technologies', 'icon', 'engagement', 'lead', 'order', 'draft'],
    // Each version is a fact: compared version by version, its note translated.
    itemFacts: { versions: ['version'] },
    itemTwins: { versions: 'each version needs its twin in the other language, in the same order' },
  },
  'open-source': {
    schema: z.strictObject({
      title: text,
      description: text,
      projects: list,
      status: z.enum(openSourceStatuses),
      order,
      draft: z.boolean().optional(),
    }),
    neutral: ['projects', 'status', 'order', 'draft'],
  },
  contributions: {
    schema: z.strictObject({
      title: text,
      repository,
      // The project the repository belongs to, as its foundation names it ("Apache Camel"): at the
      // ASF a committer is a committer of a project, with merge rights in all its repositories.
      project: text.optional(),
      description: text,
      commits: z.number().int().positive(),
      features: list,
      technologies: technologyList,
      status: z.enum(contributionStatuses),
      order,
      draft: z.boolean().optional(),
    }).refine((c) => c.status !== 'active-committer' || c.project, {
      path: ['project'],
      message: 'is required when status is active-committer: the project whose committer we are, as its foundation names it (e.g. "Apache Camel"); the badge says "Apache Camel committer"',
    }),
    neutral: ['repository', 'project', 'commits', 'technologies', 'status', 'order', 'draft'],
  },
  'consultation-types': {
    schema: z.strictObject({
      title: text,
      duration: text,
      description: text,
      features: list,
      // What it costs, excluding VAT, in the currency of content/settings.json: a fact, the same
      // in every language. Left out, the page says the price is agreed before it starts.
      price: priceSchema.optional(),
      order,
      draft: z.boolean().optional(),
    }),
    neutral: ['price', 'order', 'draft'],
  },
  'case-studies': {
    schema: z.strictObject({
      title: pageTitle('the challenge'),
      industry: text,
      challenge: pageDescription('a challenge'),
      solution: text,
      results,
      technologies: technologyList,
      // The client's words, set beside the figures: attributed to a role and to the organisation
      // as the story names it ("the issuer processor"), never to a named person.
      quote: z.strictObject({ text, role: text, organisation: text }).optional(),
      // The closing call to action: what to send us about a problem like this one. Without it, the
      // page asks in general terms (ui.json's caseStudies.reviewBy or caseStudies.ctaText).
      ask: text.optional(),
      // The summary box promises a reference call with an engineer of this client (ui.json's
      // caseStudies.reference); false, for a client who will not take calls, leaves it out.
      reference: z.boolean().optional(),
      published: date,
      updated: date.optional(),
      featured: z.boolean().optional(),
      draft: z.boolean().optional(),
    }).refine((s) => !s.updated || s.updated >= s.published, { path: ['updated'], message: 'must not be before published' }),
    neutral: ['technologies', 'reference', 'published', 'updated', 'featured', 'draft'],
    // The figures inside each result are facts too: compared result by result.
    itemFacts: { results: ['before', 'after', 'attributable'] },
    itemTwins: { results: 'each result needs its twin in the other language, with the same figures' },
    check: (data: { results: readonly Result[] }, lang: Lang): ResultProblem[] =>
      data.results.flatMap((r, i) => headlineProblems(r, lang).map((p) => ({ ...p, path: ['results', i, ...p.path] }))),
  },
  // The privacy notice (GDPR art. 13), one entry, notice.mdx, shown at /privacy: the body explains
  // in prose; the owner's facts below are shown in its summary, beside the controller and the
  // privacy mailbox of content/settings.json.
  privacy: {
    schema: z.strictObject({
      title: pageTitle('the description'),
      description: pageDescription('a description'),
      updated: date,
      // How long messages are kept after the last contact, when no contract follows.
      retention: z.strictObject({ months: z.number().int().positive().max(120, 'keep it to 120 months (ten years) or fewer') }),
      // The mail provider that keeps the mailboxes for us, as processor (GDPR art. 28).
      processor: z.strictObject({
        name: text,
        country: z.string().refine((code) => (eeaCountries as readonly string[]).includes(code), 'must be the two-letter code of a country of the European Economic Area, e.g. "IT"; a provider outside it needs transfer safeguards this notice does not state (GDPR, chapter V)'),
      }),
      draft: z.boolean().optional(),
    }),
    neutral: ['updated', 'retention', 'processor', 'draft'],
  },
  people: {
    schema: z.strictObject({
      name: text,
      role: text,
      location: text,
      languages: z.array(languageCode).min(1, 'must list at least one language'),
      // listedAt: the public page where the project lists the person in that role (its committers).
      projects: z.array(z.strictObject({ project: text, repository, role: z.enum(projectRoles), listedAt: z.url('must be a full address, https://…').optional() })).optional(),
      github: githubLogin.optional(),
      photo: photo.optional(),
      order,
      draft: z.boolean().optional(),
    }),
    neutral: ['name', 'languages', 'projects', 'github', 'photo', 'order', 'draft'],
  },
} as const;

export type CollectionName = keyof typeof collections;
export type Frontmatter<C extends CollectionName> = z.infer<(typeof collections)[C]['schema']>;

/** Inside the items of a prose list, the keys that are facts: `{ results: ['before', 'after'] }`. */
export function itemFacts(collection: CollectionName): Readonly<Record<string, readonly string[]>> {
  const definition = collections[collection];
  return 'itemFacts' in definition ? definition.itemFacts : {};
}

/** What a list with facts in its items needs when the two languages have not as many: `{ results: 'each result needs its twin…' }`. */
export function itemTwins(collection: CollectionName): Readonly<Record<string, string>> {
  const definition = collections[collection];
  return 'itemTwins' in definition ? definition.itemTwins : {};
}

/** Whether a path in the frontmatter ("results", 0, "after", "unit") is a fact rather than prose. */
export function isFact(collection: CollectionName, at: readonly PropertyKey[]): boolean {
  const [field, , key] = at;
  if ((collections[collection].neutral as readonly string[]).includes(String(field))) return true;
  return at.length >= 3 && (itemFacts(collection)[String(field)] ?? []).includes(String(key));
}

/** Checks a collection makes beyond its schema, in the language of the file (a case study's headlines). */
export function extraChecks(collection: CollectionName, data: unknown, lang: Lang): ResultProblem[] {
  const definition = collections[collection];
  return 'check' in definition ? definition.check(data as Parameters<typeof definition.check>[0], lang) : [];
}
