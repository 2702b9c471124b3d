// html-validate as the project configures it (.htmlvalidate.mjs), for the built site (tests/dist/)
// and the scaled copy (tests/e2e/). html-validate finds its configuration by the page's file name,
// from its folder upwards: a name outside the project (the scaled spec once passed
// "/case-studies.html") finds none and silently gets no rules at all, so every page "passes".
// This refuses such a name, and checks that the configuration found has the project's rules.
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, Severity } from 'html-validate';

const root = path.resolve(import.meta.dirname, '..');
const validator = new HtmlValidate(new FileSystemConfigLoader());
const checked = new Set<string>();

/** html-validate's findings on a page, one line each ("1:2345 rule-id message"); `file` is where the page is on disk. */
export async function htmlProblems(html: string, file: string): Promise<string[]> {
  const full = path.resolve(file);
  if (path.relative(root, full).startsWith('..')) throw new Error(`${full} is outside the project: html-validate would not find .htmlvalidate.mjs and would check nothing`);
  const folder = path.dirname(full);
  if (!checked.has(folder)) {
    const rules = (await validator.getConfigFor(full)).getRules();
    // A rule of the recommended preset that .htmlvalidate.mjs keeps on: without it, the configuration is not ours.
    if (rules.get('aria-label-misuse')?.[0] !== Severity.ERROR) throw new Error(`html-validate found no project configuration for ${full}`);
    checked.add(folder);
  }
  const report = await validator.validateString(html, full);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`));
}
