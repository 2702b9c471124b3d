// The checks that read the prose itself, in both languages at once (structure in parity,
// spelling, house style, readability). `check:content` and `npm test` fail on their errors; the build and
// the dev server print it as warnings, so a preview keeps working while a consultant writes.
import type { Problem } from '../../../src/content/problems.ts';
import { houseStyle } from './house-style.ts';
import { readabilityCheck } from './readability.ts';
import { spellingCheck } from './spelling.ts';
import { structureCheck } from './structure.ts';

export interface LanguageCheck {
  /** What it checks, for the summary line ("spelling"). */
  name: string;
  run: (contentDir: string) => Problem[] | Promise<Problem[]>;
}

/** Each check lives in its own module beside this one and is listed here. */
export const languageChecks: LanguageCheck[] = [
  structureCheck,
  spellingCheck,
  houseStyle,
  readabilityCheck,
];

/** Every problem of every language check, sorted by file and line. */
export async function languageProblems(contentDir: string, checks: readonly LanguageCheck[] = languageChecks): Promise<Problem[]> {
  const found = await Promise.all(checks.map((check) => check.run(contentDir)));
  return found.flat().sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
