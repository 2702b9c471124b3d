import { z } from 'zod';
import { figureQualifiers, figureUnits, headlineProblems, percentiles, type Result, type ResultProblem } from './results.ts';
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
  .strictObject({ headline: text, metric: text.optional(), before: figure.optional(), after: figure.optional(), basis: text })
  .refine((r) => !r.before || r.after, { path: ['after'], message: 'is required when before is given: the figure after the change' })
  .refine((r) => !r.after || r.metric, { path: ['metric'], message: 'is required with figures: a short label saying what they measure' });
const results = z
  .array(result)
  .min(1, 'must list at least one result')
  .refine((rs) => rs.some((r) => r.after), 'give at least one result its figures (after): the page leads with them');

// Each collection: its folder under content/{lang}/, its frontmatter schema, and the
// fields that must be identical in both languages (they are facts, not prose).
export const collections = {
  services: {
    schema: z.strictObject({
      title: text,
      description: text,
      technologies: technologyList,
      icon: z.enum(serviceIcons),
      order,
      draft: z.boolean().optional(),
    }),
    neutral: ['technologies', 'icon', 'order', 'draft'],
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
      repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be "owner/name" as on GitHub'),
      description: text,
      commits: z.number().int().positive(),
      features: list,
      technologies: technologyList,
      status: z.enum(contributionStatuses),
      order,
      draft: z.boolean().optional(),
    }),
    neutral: ['repository', 'commits', 'technologies', 'status', 'order', 'draft'],
  },
  'consultation-types': {
    schema: z.strictObject({
      title: text,
      duration: text,
      description: text,
      features: list,
      order,
      draft: z.boolean().optional(),
    }),
    neutral: ['order', 'draft'],
  },
  'case-studies': {
    schema: z.strictObject({
      title: text,
      industry: text,
      challenge: text,
      solution: text,
      results,
      technologies: technologyList,
      published: date,
      updated: date.optional(),
      featured: z.boolean().optional(),
      order,
      draft: z.boolean().optional(),
    }).refine((s) => !s.updated || s.updated >= s.published, { path: ['updated'], message: 'must not be before published' }),
    neutral: ['technologies', 'published', 'updated', 'featured', 'order', 'draft'],
    // The figures inside each result are facts too: compared result by result.
    itemFacts: { results: ['before', 'after'] },
    check: (data: { results: readonly Result[] }, lang: Lang): ResultProblem[] =>
      data.results.flatMap((r, i) => headlineProblems(r, lang).map((p) => ({ path: ['results', i, ...p.path], message: p.message }))),
  },
} as const;

export type CollectionName = keyof typeof collections;
export type Frontmatter<C extends CollectionName> = z.infer<(typeof collections)[C]['schema']>;

/** Inside the items of a prose list, the keys that are facts: `{ results: ['before', 'after'] }`. */
export function itemFacts(collection: CollectionName): Readonly<Record<string, readonly string[]>> {
  const definition = collections[collection];
  return 'itemFacts' in definition ? definition.itemFacts : {};
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
