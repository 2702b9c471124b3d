// zod's issues turned into messages a consultant can act on, each at the line of its field.
import type { z } from 'zod';
import type { Problem } from './problems.ts';
import { editDistance } from './editDistance.ts';
import { technologies } from './technologies.ts';

/** The line of a field (or list item) in the file, from its path in the parsed data. */
export type LineOf = (pathInData: readonly PropertyKey[]) => number;

/** Whether the value at `at` is absent from the parsed data (zod does not report inputs by default). */
function isMissing(data: unknown, at: readonly PropertyKey[]): boolean {
  let value: unknown = data;
  for (const key of at) {
    if (typeof value !== 'object' || value === null) return true;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value === undefined || value === null;
}

function valueAt(data: unknown, at: readonly PropertyKey[]): unknown {
  return at.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);
}

/** Where a consultant finds the technologies: CONTENT.md lists them (a test keeps it equal to technologies.ts). */
export const technologyListPlace = 'CONTENT.md, "Technologies"';

/**
 * The allowed values a written one was probably meant to be: the same name in other capitals or
 * without its "Apache" ("Flink" is "Apache Flink"); else the names it is a word of ("Camel" in
 * "Apache Camel" and "Camel K"); else the closest spelling ("Apache Flnk").
 */
export function closestValues(written: string, allowed: readonly string[]): string[] {
  const lower = written.trim().toLowerCase();
  const short = (name: string) => name.toLowerCase().replace(/^apache /, '');
  const same = allowed.filter((v) => v.toLowerCase() === lower || short(v) === lower.replace(/^apache /, ''));
  if (same.length > 0) return same;
  const words = (text: string) => text.toLowerCase().split(/[\s/-]+/).filter(Boolean);
  const wanted = words(written);
  const containing = wanted.length > 0 ? allowed.filter((v) => wanted.every((w) => words(v).includes(w))) : [];
  if (containing.length > 0 && containing.length <= 3) return containing;
  const closest = allowed.map((v) => ({ v, d: editDistance(v.toLowerCase(), lower) })).sort((a, b) => a.d - b.d)[0];
  return closest && closest.d <= Math.max(2, written.length / 4) ? [closest.v] : [];
}

const quotedOr = (values: string[]) => values.map((v) => `"${v}"`).join(values.length > 2 ? ', ' : ' or ').replace(/, ([^,]*)$/, ' or $1');

const typeNames: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', array: 'a list (one "- item" per line)', object: 'a group of fields' };

// zod's own wording ("Invalid option: expected one of ...34 values") is written for developers;
// consultants get the value they wrote and, for a typo, the allowed value it is closest to.
function messageFor(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'invalid_type') return `must be ${typeNames[issue.expected] ?? issue.expected}, not ${JSON.stringify(value)}`;
  if (issue.code === 'invalid_value') {
    const allowed = issue.values.map(String);
    const meant = closestValues(String(value), allowed);
    const hint = meant.length > 0 ? `; did you mean ${quotedOr(meant)}?` : '';
    // The technology list is too long for one line: point to where a consultant reads it.
    if (allowed.every((v) => (technologies as readonly string[]).includes(v))) return `${JSON.stringify(value)} is not in the list of technologies${hint} (the list: ${technologyListPlace})`;
    return `${JSON.stringify(value)} is not one of: ${allowed.join(', ')}${hint}`;
  }
  if (issue.code === 'invalid_format') return `${issue.message}, not ${JSON.stringify(value)}`;
  if (issue.code === 'too_small' && issue.origin === 'number') return `must be ${issue.inclusive ? `${String(issue.minimum)} or more` : `more than ${String(issue.minimum)}`}, not ${JSON.stringify(value)}`;
  return issue.message;
}

export function zodProblems(error: z.ZodError, file: string, lineOf: LineOf, data: unknown): Problem[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ file, line: lineOf([...issue.path, key]), field: key, message: 'is not a known field' }));
    }
    const field = issue.path.map(String).join('.') || 'frontmatter';
    // zod reports an absent enum field as a bad option; either way the fix is to add the field.
    const missing = (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union') && isMissing(data, issue.path);
    return [{ file, line: lineOf(issue.path), field, message: missing ? 'is required' : messageFor(issue, valueAt(data, issue.path)) }];
  });
}

