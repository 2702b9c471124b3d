// The dev server's feedback where the writer looks: the warnings of the page being viewed, on the
// page (only the ones about text it shows), and a terminal line per saved file, clean again included.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentProblemName, formatWarnings, onRenderError, type Problem } from '../../src/content/problems.ts';
import { pageWarnings, pageWords, panelId, warningsPanel, withWarnings } from '../../scripts/build/vite/page-warnings.ts';
import { checkingReport, savedReport, watchedChange } from '../../scripts/build/vite/saved-report.ts';
import { createTranslate } from '../../src/i18n/translate.ts';
import { contentProblemPage } from '../../src/render/contentProblemPage.ts';
import { escapeHtml } from '../../src/seo/escape.ts';

const contentDir = path.resolve('content');
const problem = (file: string, line: number, field: string, message = 'a problem', more: Partial<Problem> = {}): Problem => ({ file, line, field, message, severity: 'warning', ...more });

describe('the warnings of the page being viewed', () => {
  const page = (body: string, head = '') => `<!doctype html><html lang="it"><head><title>Servizi</title>${head}</head><body>${body}</body></html>`;

  it('reads the page as its words: text, alt texts, labels and the meta description, not scripts', () => {
    const words = pageWords(page('<p>Ciao, <b>mondo</b>!</p><img alt="Un diagramma"><script>nascosto()</script>', '<meta name="description" content="La descrizione.">'));
    expect(words).toBe(' servizi la descrizione ciao mondo un diagramma ');
  });

  it('keeps the problems about text on the page: a ui.json string, a field, the body block on the line', () => {
    const html = page([
      // The string as the real ui.json has it now, so rewording the copy does not break this test.
      `<p>${(JSON.parse(readFileSync(path.join(contentDir, 'it/ui.json'), 'utf8')) as Record<string, string>)['openSource.intro']}</p>`,
      '<h1>Kafka Streams</h1>',
    ].join(''));
    const problems = [
      problem('content/it/ui.json', 37, 'openSource.intro'),
      problem('content/it/ui.json', 21, 'hero.lead'),
      problem('content/it/services/kafka-streams.mdx', 2, 'title'),
      problem('content/it/services/kafka-streams.mdx', 14, 'body'),
      problem('content/word-rules.yaml', 3, 'it.calque'),
    ];
    expect(pageWarnings(html, problems, contentDir).map((p) => p.field)).toEqual(['openSource.intro', 'title']);
  });

  it("lists on an entry's own page its problems and the site-wide ones, not those of an entry it cards (a draft as the next case study)", () => {
    // The titles as the files have them now, so rewording the copy does not break this test.
    const title = (file: string) => /^title: "(.*)"$/m.exec(readFileSync(path.join(contentDir, '..', file), 'utf8'))![1];
    const own = problem('content/it/case-studies/payments-fraud-detection.mdx', 2, 'title');
    const carded = problem('content/it/case-studies/retail-inventory-streaming.mdx', 2, 'title');
    const ui = problem('content/it/ui.json', 37, 'openSource.intro');
    const intro = (JSON.parse(readFileSync(path.join(contentDir, 'it/ui.json'), 'utf8')) as Record<string, string>)['openSource.intro'];
    const html = page(`<h1>${title(own.file)}</h1><a>${title(carded.file)}</a><p>${intro}</p>`);
    const shown = (pathname?: string) => pageWarnings(html, [own, carded, ui], contentDir, pathname).map((p) => p.file);
    expect(shown('/it/case-studies/payments-fraud-detection')).toEqual([own.file, ui.file]);
    // A page of many entries (the home page, a list) lists every one whose text it shows.
    expect(shown('/it/case-studies')).toEqual([own.file, carded.file, ui.file]);
  });

  it('lists them in a panel with file:line:col, saying which fail check:content; none, no panel', () => {
    const panel = warningsPanel([problem('content/it/ui.json', 21, 'hero.lead', 'too long', { column: 17 }), problem('content/en/ui.json', 3, 'x', 'bad', { severity: undefined })]);
    expect(panel).toContain(`<aside id="${panelId}"`);
    expect(panel).toContain('<summary>1 content problem and 1 warning on this page</summary>');
    expect(panel).toContain('<li><code>content/it/ui.json:21:17</code> hero.lead: too long</li>');
    expect(panel).toContain('bad <span class="fails">(fails check:content)</span>');
    expect(panel).not.toContain('<script');
    expect(withWarnings('<body><p>x</p></body>', [])).toBe('<body><p>x</p></body>');
    expect(withWarnings('<body><p>x</p></body>', [problem('a', 1, 'b')])).toMatch(/<p>x<\/p><aside id="dev-content-warnings".*<\/aside><\/body>$/s);
  });
});

describe('a fact written as text', () => {
  // A person's name is a fact (the same in both languages), not prose: its placeholder was left off the panel of /about.
  it("lists a problem on a person's name when the name is on the page", () => {
    const name = problem('content/en/people/giulia-esempio.mdx', 2, 'name', '"TODO" is a placeholder: write the text it stands for', { severity: undefined });
    const about = '<!doctype html><html lang="en"><head><title>About</title></head><body><h3>Giulia Esempio</h3></body></html>';
    expect(pageWarnings(about, [name], contentDir)).toEqual([name]);
    expect(pageWarnings(about.replace('Giulia Esempio', 'Marco Campione'), [name], contentDir)).toEqual([]);
  });
});

describe('what the build says', () => {
  it('prints the problems it does not stop on as check:content prints a warning, "warning: " before the field', () => {
    const spelling = problem('content/en/x.mdx', 51, 'body', '"recieved" is not a word', { column: 190, severity: undefined });
    expect(formatWarnings([spelling, problem('content/en/y.mdx', 2, 'name', '"TODO" is a placeholder')])).toBe(
      'content/en/x.mdx:51:190 warning: body: "recieved" is not a word\ncontent/en/y.mdx:2 warning: name: "TODO" is a placeholder',
    );
  });
});

describe('what the terminal says after a save', () => {
  it("leaves a page's content problem to the one-line report, without React's stack trace; logs any other render error", () => {
    const logged: unknown[] = [];
    const log = (error: unknown) => logged.push(error);
    onRenderError(Object.assign(new Error('content/en/x.mdx:3:1 body: "{" is never closed'), { name: contentProblemName }), log);
    expect(logged).toEqual([]);
    const bug = new TypeError('x is undefined');
    onRenderError(bug, log);
    expect(logged).toEqual([bug]);
  });

  it("reports content files, reloads quietly for an image, and ignores an editor's or sed's temporary file", () => {
    const root = path.resolve('content');
    expect(['en/case-studies/x.mdx', 'it/ui.json', 'word-rules.yaml', 'words.txt'].map((f) => watchedChange(path.join(root, f)))).toEqual(Array(4).fill('report'));
    expect(watchedChange(path.join(root, 'images/arch.png'))).toBe('reload');
    expect(['en/case-studies/sedw8tg2M', 'en/case-studies/.x.mdx.swp', 'en/case-studies/x.mdx~', 'en/case-studies/4913'].map((f) => watchedChange(path.join(root, f)))).toEqual(Array(4).fill('ignore'));
  });

  const it1 = problem('content/it/ui.json', 21, 'hero.lead', 'too long');
  const en1 = problem('content/en/ui.json', 21, 'hero.lead', 'too long');
  const other = problem('content/en/services/kafka.mdx', 14, 'body');
  const texts = (lines: { text: string }[]) => lines.map((l) => l.text);

  it('lists the saved file’s warnings and counts the others', () => {
    expect(savedReport(['content/it/ui.json'], [it1, en1, other], [it1, en1, other])).toEqual([
      { level: 'warn', text: 'content/it/ui.json: 1 warning:\ncontent/it/ui.json:21 warning: hero.lead: too long' },
      { level: 'info', text: 'Other files (npm run check:content lists them):\n  content/en/ui.json: 1 warning\n  content/en/services/kafka.mdx: 1 warning' },
    ]);
  });

  it('says when a saved file is clean again, and when it is simply clean', () => {
    expect(texts(savedReport(['content/it/ui.json'], [it1, other], [other]))).toEqual([
      'content/it/ui.json: clean again, no problems or warnings (1 fixed)',
      'Other files (npm run check:content lists them):\n  content/en/services/kafka.mdx: 1 warning',
    ]);
    expect(texts(savedReport(['content/it/ui.json'], [], []))).toEqual(['content/it/ui.json: no problems or warnings']);
  });

  it('reports the other language’s file only when the save changed its warnings', () => {
    expect(texts(savedReport(['content/it/ui.json'], [], [en1]))).toEqual(['content/it/ui.json: no problems or warnings', 'content/en/ui.json: 1 warning:\ncontent/en/ui.json:21 warning: hero.lead: too long']);
  });

  // A body that stops the build, or a frontmatter problem, is a problem as check:content says, not a warning.
  it('calls what fails check:content and the build a problem, apart from the warnings, as an error', () => {
    const mdx = problem('content/en/case-studies/x.mdx', 31, 'body', '"{" is never closed', { column: 13, severity: undefined });
    const long = problem('content/en/case-studies/x.mdx', 40, 'body', 'a long sentence', { column: 1 });
    expect(savedReport(['content/en/case-studies/x.mdx'], [], [mdx, long, it1])).toEqual([
      { level: 'error', text: 'content/en/case-studies/x.mdx: 1 problem and 1 warning:\ncontent/en/case-studies/x.mdx:31:13 body: "{" is never closed\ncontent/en/case-studies/x.mdx:40:1 warning: body: a long sentence' },
      { level: 'info', text: 'Other files (npm run check:content lists them):\n  content/it/ui.json: 1 warning' },
    ]);
  });

  it('says a deleted file is deleted, not clean again', () => {
    const gone = problem('content/en/case-studies/x.mdx', 3, 'title', 'a placeholder', { severity: undefined });
    expect(texts(savedReport(['content/en/case-studies/x.mdx'], [gone, other], [other], ['content/en/case-studies/x.mdx']))).toEqual([
      'content/en/case-studies/x.mdx: deleted, and with it its 1 problem',
      'Other files (npm run check:content lists them):\n  content/en/services/kafka.mdx: 1 warning',
    ]);
  });

  // One count over several named files read as if each held them all (walk r4: "2 problems and 1
  // warning in … and content/en/people/sara-sample.mdx"): each file now has its own line and count.
  it('names each other file with its own count, the first three, then the rest together', () => {
    const more = ['a', 'b', 'c', 'd', 'e'].map((slug) => problem(`content/en/services/${slug}.mdx`, 2, 'body'));
    const failing = problem('content/en/services/a.mdx', 3, 'title', 'is required', { severity: undefined });
    expect(texts(savedReport(['content/it/ui.json'], [], [failing, ...more])).at(-1)).toBe([
      'Other files (npm run check:content lists them):',
      '  content/en/services/a.mdx: 1 problem and 1 warning',
      '  content/en/services/b.mdx: 1 warning',
      '  content/en/services/c.mdx: 1 warning',
      '  2 other files: 2 warnings',
    ].join('\n'));
    expect(texts(savedReport(['content/it/ui.json'], [], more.slice(0, 4))).at(-1)).toContain('  content/en/services/d.mdx: 1 warning');
  });

  it('says at once that a saved file is being checked, or a deleted one', () => {
    expect(checkingReport(['content/en/case-studies/x.mdx'])).toEqual({ level: 'info', text: 'content/en/case-studies/x.mdx: saved, checking…' });
    expect(checkingReport(['content/en/case-studies/x.mdx'], ['content/en/case-studies/x.mdx']).text).toBe('content/en/case-studies/x.mdx: deleted, checking…');
  });
});

describe('the page that stands in for one the content cannot give', () => {
  const ui = (lang: 'en' | 'it') => createTranslate(JSON.parse(readFileSync(`content/${lang}/ui.json`, 'utf8')) as Record<string, string>);
  const body = 'content/it/case-studies/x.mdx:31:13 body: "{" is never closed';
  const link = problem('content/en/services/kafka.mdx', 14, 'body', 'links to /nope, which is not a page of the site', { severity: undefined });
  const spelling = problem('content/en/services/kafka.mdx', 20, 'body', '"recieved" is not a word');

  it("says, in the page's language, that this page alone is stopped, and lists the content's other problems, not its warnings", () => {
    const html = contentProblemPage({ lang: 'it', t: ui('it'), stops: 'page', stopping: body, others: [link, spelling].filter((p) => !p.severity), complete: true });
    expect(html).toContain('<html lang="it">');
    expect(html).toContain(`<h1>${escapeHtml(ui('it')('devProblems.stopsPage'))}</h1>`);
    expect(html).toContain(`<h2>${escapeHtml(ui('it')('devProblems.others.one'))}</h2>\n<pre>content/en/services/kafka.mdx:14 body: links to /nope, which is not a page of the site</pre>`);
    expect(html).toContain('(<a href="/it">Home</a>)');
    expect(html).not.toContain(ui('it')('devProblems.pending'));
  });

  it('says when more problems may follow: the language checks of the last save still run', () => {
    const html = contentProblemPage({ lang: 'en', t: ui('en'), stops: 'site', stopping: body, others: [], complete: false });
    expect(html).toContain(`<h1>${escapeHtml(ui('en')('devProblems.stopsSite.one'))}</h1>`);
    expect(html).not.toContain('<h2>');
    expect(html).toContain(`<p>${escapeHtml(ui('en')('devProblems.pending'))}</p>`);
  });
});
