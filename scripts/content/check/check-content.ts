// What `npm run check:content` reports: every problem in the content folder, one line each,
// or a short summary of what it holds. The build checks the same things (scripts/vite/content-plugin.ts)
// and prints the language checks (scripts/content/language/) as warnings.
import { languages } from '../../../src/i18n/languages.ts';
import { collectionNames, type Content } from '../../../src/content/entry.ts';
import { formatProblems, readContent } from '../../../src/content/read.ts';
import { isWarning, uniqueProblems, type Problem } from '../../../src/content/problems.ts';
import { languageChecks, languageProblems } from '../language/index.ts';
import { draftPages, knownPaths } from './site-paths.ts';

export interface CheckResult {
  ok: boolean;
  report: string;
  /** What the report lists, for another format (GitHub annotations). */
  problems: Problem[];
}

/** Entries per collection and language, drafts counted apart, and the UI keys per language. */
export function contentSummary(content: Content): string {
  const rows = collectionNames.map((collection) => {
    const counts = languages.map((lang) => {
      const entries = content.entries.filter((e) => e.collection === collection && e.lang === lang);
      const drafts = entries.filter((e) => e.data.draft).length;
      return `${entries.length - drafts}${drafts ? ` +${drafts} draft${drafts > 1 ? 's' : ''}` : ''}`;
    });
    return [collection, ...counts];
  });
  rows.push(['ui.json keys', ...languages.map((lang) => String(Object.keys(content.ui[lang]).length))]);
  const header = ['', ...languages];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('   ').trimEnd();
  return [line(header), ...rows.map(line)].map((l) => `  ${l}`).join('\n');
}

/**
 * Every problem of the content folder, or with `only` (files as problems name them: one entry in
 * each language) those of these files: the loader still reads every file's fields (a fact of the
 * twin, the pages a link may reach, an order shared with another entry) but checks only these
 * files on their own, and the language checks read only what these files' findings depend on.
 */
export async function checkContent(root: string, contentDir: string, only?: readonly string[]): Promise<CheckResult> {
  // Drafts are checked too; links must reach pages the production build will have.
  const paths = knownPaths({ root, contentDir, includeDrafts: false });
  const mine = only && new Set(only);
  const { content, problems: loadProblems } = readContent(contentDir, { includeDrafts: true, knownPaths: paths, draftPages: draftPages(contentDir), ...(mine ? { checkOnly: mine } : {}) });
  // Here the language checks are errors too: what a pull request must fix before it merges. Both
  // report MDX that does not compile (the build needs it from the loader, the review from the
  // checks): said once.
  const all = uniqueProblems([...loadProblems, ...(await languageProblems(contentDir, languageChecks, mine && ((file) => mine.has(file))))]);
  const problems = mine ? all.filter((p) => mine.has(p.file)) : all;
  const errors = problems.filter((p) => !isWarning(p));
  const warnings = problems.length - errors.length;
  const legend = 'Each line reads file:line field: problem (file:line:col when the problem is a word or a sentence).';
  const where = only ? only.join(' and ') : 'the content';
  if (errors.length > 0) {
    return { ok: false, problems, report: `${formatProblems(problems)}\n\n${errors.length} problem(s) in ${where}${warnings ? ` and ${warnings} warning(s)` : ''}. ${legend}` };
  }
  const warned = warnings ? `${formatProblems(problems)}\n\n${warnings} warning(s), worth fixing before merging. ${legend}\n\n` : '';
  if (only) return { ok: true, problems, report: `${warned}${where}: no problems${warnings ? ' but the warnings above' : ''}.` };
  const perLang = content.entries.length / languages.length;
  return { ok: true, problems, report: `${warned}Content OK: ${perLang} entries in ${languages.length} languages (${content.entries.length} files) and the UI dictionary.\n${contentSummary(content)}` };
}
