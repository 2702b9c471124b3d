import { z } from 'zod';
import { technologies } from './technologies.ts';

const text = z.string().trim().min(1, 'must not be empty');
const list = z.array(text).min(1, 'must list at least one item');
const technologyList = z.array(z.enum(technologies)).min(1, 'must list at least one technology');
const order = z.number().int().nonnegative();
const date = z.iso.date('must be a date written YYYY-MM-DD');

export const serviceIcons = ['waves', 'zap', 'layers', 'database', 'workflow', 'route'] as const;
export const openSourceStatuses = ['active', 'sponsored', 'leadership'] as const;
export const contributionStatuses = ['active-committer', 'contributor', 'maintainer'] as const;

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
      results: list,
      technologies: technologyList,
      published: date,
      updated: date.optional(),
      order,
      draft: z.boolean().optional(),
    }).refine((s) => !s.updated || s.updated >= s.published, { path: ['updated'], message: 'must not be before published' }),
    neutral: ['technologies', 'published', 'updated', 'order', 'draft'],
  },
} as const;

export type CollectionName = keyof typeof collections;
export type Frontmatter<C extends CollectionName> = z.infer<(typeof collections)[C]['schema']>;
