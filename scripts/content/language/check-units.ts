// A language check as units of work, each with the files its findings depend on (an English
// entry and its translation for structure, one file for spelling), so the build can cache and
// re-run them one by one; and the run that goes through them with one parse per file.
import type { Problem } from '../../../src/content/problems.ts';
import { readContentFiles, type ContentFile, type ContentFiles } from './content-files.ts';
import { sharedContent, type SharedContent, type SharedInputs } from './shared-inputs.ts';

/** Part of a check's work: its findings depend on its files and the check's shared inputs, nothing else. */
export interface CheckUnit {
  /** Names the unit among its check's units (its first file, say). */
  id: string;
  /** The files it reads; none for findings about the shared inputs themselves (the word rules' own errors). */
  files: readonly ContentFile[];
}

export interface UnitChecker {
  /** A unit's findings; a check that batches its units (spelling) answers once `finish` has run. */
  check: (unit: CheckUnit) => Problem[] | Promise<Problem[]>;
  finish?: () => Promise<void>;
}

export interface CheckDefinition {
  /** What it checks, for the summary line ("spelling"). */
  name: string;
  /** What it reads besides its units' files (shared-inputs.ts). */
  shared: SharedInputs;
  units: (content: ContentFiles) => CheckUnit[];
  /** What a run needs once (dictionaries, rules): called only when some unit is to be checked. */
  start: (shared: SharedContent) => UnitChecker | Promise<UnitChecker>;
}

export interface LanguageCheck extends CheckDefinition {
  /** This check alone over a folder, uncached, its findings in the order of its units. */
  run: (contentDir: string) => Promise<Problem[]>;
}

export function languageCheck(definition: CheckDefinition): LanguageCheck {
  return {
    ...definition,
    run: async (contentDir) => {
      const content = readContentFiles(contentDir);
      const [found = []] = await checkUnits(content, [{ check: definition, units: definition.units(content) }]);
      return found.flat();
    },
  };
}

export interface UnitWork {
  check: CheckDefinition;
  units: readonly CheckUnit[];
}

/**
 * The findings of each unit, work by work and unit by unit. Units run group by group (an English
 * entry with its translations, content-files.ts), every check on a group before the next group,
 * whose parses are then dropped: each file is parsed once, and only one group's trees are held.
 */
export async function checkUnits(content: ContentFiles, work: readonly UnitWork[]): Promise<Problem[][][]> {
  const checkers = await Promise.all(work.map(({ check, units }) => (units.length > 0 ? check.start(sharedContent(content, check.shared, check.name)) : undefined)));
  const groupOf = new Map<ContentFile, number>();
  content.groups.forEach((group, g) => group.forEach((file) => groupOf.set(file, g)));
  // Units without files first (-1), then each group's, in the order of the work and its units.
  const queue = new Map<number, [number, number][]>();
  work.forEach(({ units }, w) => units.forEach((unit, u) => {
    const g = unit.files[0] ? groupOf.get(unit.files[0]) ?? -1 : -1;
    if (!queue.has(g)) queue.set(g, []);
    queue.get(g)!.push([w, u]);
  }));
  const found: (Problem[] | Promise<Problem[]>)[][] = work.map(({ units }) => new Array<Problem[]>(units.length));
  for (const g of [...queue.keys()].sort((a, b) => a - b)) {
    for (const [w, u] of queue.get(g)!) found[w]![u] = checkers[w]!.check(work[w]!.units[u]!);
    for (const file of content.groups[g] ?? []) if (file.kind === 'entry') file.release();
  }
  const settled = Promise.all(found.map((units) => Promise.all(units)));
  settled.catch(() => {}); // awaited below, once the batches ran: a failure meanwhile is not unhandled
  await Promise.all(checkers.map((checker) => checker?.finish?.()));
  return settled;
}
