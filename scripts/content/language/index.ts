// The checks that read the prose itself, in both languages at once (MDX that compiles, structure
// in parity, spelling, house style, readability). `check:content` and `npm test` fail on their errors; the build and
// the dev server print it as warnings, so a preview keeps working while a consultant writes.
import type { Problem } from '../../../src/content/problems.ts';
import { checkUnits, type CheckDefinition, type CheckUnit } from './check-units.ts';
import { readContentFiles } from './content-files.ts';
import { houseStyle } from './house-style.ts';
import { mdxCheck } from './mdx.ts';
import { readabilityCheck } from './readability.ts';
import { spellingCheck } from './spelling.ts';
import { structureCheck } from './structure.ts';

export type { LanguageCheck } from './check-units.ts';

/** Each check lives in its own module beside this one and is listed here. */
export const languageChecks = [mdxCheck, structureCheck, spellingCheck, houseStyle, readabilityCheck];

/** Problems sorted by file and line; those on one line stay in the order found (check by check). */
export const byFileAndLine = (problems: Problem[]): Problem[] => problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);

/**
 * Every problem of every language check, sorted by file and line; with `reads`, only the units
 * that read a file it accepts (one entry while it is written: its files and their twins).
 */
export async function languageProblems(contentDir: string, checks: readonly CheckDefinition[] = languageChecks, reads?: (file: string) => boolean): Promise<Problem[]> {
  const content = readContentFiles(contentDir);
  const wanted = (unit: CheckUnit) => !reads || unit.files.some((file) => reads(file.file));
  const found = await checkUnits(content, checks.map((check) => ({ check, units: check.units(content).filter(wanted) })));
  return byFileAndLine(found.flat(2));
}
