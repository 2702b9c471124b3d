// What the dev server says of problems a consultant makes while writing, in check:content's words:
// a frontmatter problem printed at the save, one line each (never "no content warnings", and no
// Vite stack trace when a page is asked for); a link from a published case study to a draft, which
// works in the preview (drafts show there), listed beside the page and in the terminal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslate } from '../../src/i18n/translate.ts';
import { devServer, shown, type DevServer } from './helpers/dev-server.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

const study = 'case-studies/retail-inventory-streaming.mdx';
const draft = 'case-studies/payments-fraud-detection.mdx';
const draftLink = (lang: 'en' | 'it') =>
  `body: links to ${lang === 'en' ? '' : '/it'}/case-studies/payments-fraud-detection, a case study that is still a draft (draft: true in content/${lang}/${draft}): the link works once it is published; until then, link to another page`;

let content: TempContent;
let server: DevServer;
const log: string[] = [];
const terminal = () => log.join('\n');
/** The log once it holds a message that passes `test` (the checks run after the save). */
async function logged(test: (message: string) => boolean): Promise<string> {
  for (let i = 0; i < 360 && !log.some(test); i++) await new Promise((resolve) => setTimeout(resolve, 250));
  return log.find(test) ?? '';
}
/** The line of the copy holding `needle`. */
const lineOf = (file: string, needle: string) => content.read(file).split('\n').findIndex((l) => l.includes(needle)) + 1;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(async () => {
  content = tempContent();
  for (const lang of ['en', 'it'] as const) content.edit(`${lang}/${draft}`, (t) => t.replace(/\n---\n/, '\ndraft: true\n---\n'));
  content.edit(`en/${study}`, (t) => t.replace(/(\n---\n\n## [^\n]+\n\n[^\n]+)/, '$1 The team read [the payments story](/case-studies/payments-fraud-detection).'));
  content.edit(`it/${study}`, (t) => t.replace(/(\n---\n\n## [^\n]+\n\n[^\n]+)/, '$1 Il team ha letto [la storia dei pagamenti](/it/case-studies/payments-fraud-detection).'));
  server = await devServer(content.dir, { log });
}, 60_000);
afterAll(async () => {
  await server?.close();
  content?.remove();
});

describe('the dev server, for problems only check:content and the build used to show', { timeout: 120_000 }, () => {
  it('shows a link to a draft beside the page and in the terminal, worded as check:content words it, in each language', async () => {
    for (const [lang, url] of [['en', '/case-studies/retail-inventory-streaming'], ['it', '/it/case-studies/retail-inventory-streaming']] as const) {
      const page = await server.get(url);
      expect(page.status, url).toBe(200);
      const line = `content/${lang}/${study}:${lineOf(`${lang}/${study}`, '/case-studies/payments-fraud-detection')} ${draftLink(lang)}`;
      expect(shown(page.html), url).toContain(`${line.replace(/ body: /, '</code> body: ').replace(/^/, '<code>')} <span class="fails">(fails check:content)</span>`);
      expect(await logged((m) => m.includes(line))).toContain(line);
    }
  });

  it('says at the save that it checks the file, then prints a frontmatter problem, one line, and shows it on the page without a stack trace', async () => {
    content.edit(`en/${study}`, (t) => t.replace(/^ {2}- Kafka Streams$/m, '  - Flink'));
    // On a busy machine the report may come minutes later: the save is acknowledged at once.
    const checking = await logged((m) => m === `content/en/${study}: saved, checking…`);
    const saved = await logged((m) => m.startsWith(`content/en/${study}: `) && m !== checking);
    expect(log.indexOf(checking)).toBeLessThan(log.indexOf(saved));
    expect(saved).toMatch(new RegExp(`^content/en/${study}: \\d+ problems?( and \\d+ warnings?)?:\\n`));
    expect(saved).toContain(`content/en/${study}:${lineOf(`en/${study}`, '  - Flink')} technologies.4: "Flink" is not in the list of technologies; did you mean "Apache Flink"? (the list: CONTENT.md, "Technologies")`);
    const page = await server.get('/about');
    expect(page.status).toBe(500);
    expect(shown(page.html)).toContain(`technologies.4: "Flink" is not in the list of technologies`);
    expect(terminal()).not.toMatch(/no content warnings|Error when evaluating SSR module|Plugin: correnti:content|^\s+at /m);
  });

  // The page that stood in for every page said "Content has 1 problem(s)" while the terminal listed
  // 7: it now lists what stops the preview, then the content's other problems under their count,
  // in the language of the page asked for, in the content's own interface strings.
  it('shows, with what stops every page, every other problem of the content, in each language', async () => {
    for (const lang of ['en', 'it'] as const) {
      const t = createTranslate(JSON.parse(content.read(`${lang}/ui.json`)) as Record<string, string>);
      const page = await server.get(lang === 'en' ? '/services' : '/it/services');
      const text = shown(page.html);
      expect(page.status, lang).toBe(500);
      expect(page.html, lang).toContain(`<html lang="${lang}">`);
      expect(text, lang).toMatch(new RegExp(`<h1>(${escape(t('devProblems.stopsSite.one'))}|${escape(t('devProblems.stopsSite.other')).replace('\\{count\\}', '\\d+')})</h1>`));
      expect(text, lang).toMatch(new RegExp(`<h2>${escape(t('devProblems.others.other')).replace('\\{count\\}', '\\d+')}</h2>`));
      for (const other of ['en', 'it'] as const) expect(text, lang).toContain(`content/${other}/${study}:${lineOf(`${other}/${study}`, '/case-studies/payments-fraud-detection')} ${draftLink(other)}`);
      expect(text, lang).toContain(t('devProblems.fix'));
    }
  });
});
