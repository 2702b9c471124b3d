// html-validate as the project configures it (.htmlvalidate.mjs), for the built site (tests/dist/)
// and the scaled copy (tests/e2e/). The configuration is given, not looked up by each page's file
// name: a lookup from a folder outside the project once found none, so every page "passed" with
// no rules.
import { HtmlValidate, Severity, StaticConfigLoader } from 'html-validate';
import config from '../.htmlvalidate.mjs';

const validator = new HtmlValidate(new StaticConfigLoader(config));
let confirmed = false;

/** html-validate's findings on a page, one line each ("1:2345 rule-id message"); `file` names it in html-validate's own messages. */
export async function htmlProblems(html: string, file: string): Promise<string[]> {
  if (!confirmed) {
    // A rule of the recommended preset that .htmlvalidate.mjs keeps on: without it, the configuration is not ours.
    const rules = (await validator.getConfigFor(file)).getRules();
    if (rules.get('aria-label-misuse')?.[0] !== Severity.ERROR) throw new Error(`html-validate has not got the project's configuration for ${file}`);
    confirmed = true;
  }
  const report = await validator.validateString(html, file);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`));
}
