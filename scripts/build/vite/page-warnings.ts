// Dev server only: the content warnings of the page being viewed, shown on the page itself. A
// warning belongs to the page when the text it is about (a ui.json string, a frontmatter field,
// the body block on its line) is on the page: what a writer sees is what the panel lists, cards
// and meta descriptions included. The panel is plain HTML and CSS (a <details>), no script.
import path from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { isWarning, problemCount, type Problem } from '../../../src/content/problems.ts';
import { collectionNames } from '../../../src/content/entry.ts';
import { readFileText } from '../../../src/content/fileText.ts';
import type { CollectionName } from '../../../src/content/schemas.ts';
import { uiEntries } from '../../../src/content/sourceFiles.ts';
import { escapeHtml } from '../../../src/seo/escape.ts';
import { splitLang } from '../../../src/i18n/paths.ts';
import { entryText } from '../../content/language/blocks.ts';

/** Marks the panel, so a test can prove it never reaches dist/. */
export const panelId = 'dev-content-warnings';

const words = (text: string) => ` ${(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')} `;

/** Everything a page says, text and the attributes a reader or a search engine reads, as words. */
export function pageWords(html: string): string {
  const found: string[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === 'text') found.push(node.value);
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      if (node.tagName === 'script' || node.tagName === 'style') return;
      const { alt, ariaLabel, title, content } = (node as Element).properties;
      for (const value of [alt, ariaLabel, title, content]) if (typeof value === 'string') found.push(value);
    }
    for (const child of node.children) walk(child);
  };
  walk(fromHtml(html));
  return words(found.join(' '));
}

/** The text a problem is about, as written in its file; undefined when it is not on any page. */
function problemText(problem: Problem, read: (file: string) => string | undefined): string[] | undefined {
  const source = read(problem.file);
  if (source === undefined) return undefined;
  if (problem.file.endsWith('/ui.json')) {
    const value = uiEntries(source)?.find((e) => e.key === problem.field)?.value;
    // Each piece between {placeholders} must be on the page.
    return value?.split(/\{\w+\}/).filter((piece) => words(piece).trim());
  }
  const collection = problem.file.split('/')[2] as CollectionName;
  if (!problem.file.endsWith('.mdx') || !collectionNames.includes(collection)) return undefined;
  const text = entryText(source, collection);
  const block = problem.field === 'body'
    ? text.body.find((b) => problem.line >= b.line && problem.line <= b.endLine)
    : text.fields.find((f) => f.field === problem.field) ?? text.fields.find((f) => f.line === problem.line);
  if (block) return [block.text];
  // A fact written as text (a person's name, the same in both languages, and so no prose block) is on the page too.
  const fact = text.facts.find((f) => f.name === problem.field && typeof f.value === 'string');
  return fact ? [fact.value as string] : undefined;
}

/**
 * The entry a page is the page of ("/it/case-studies/x": content/it/case-studies/x.mdx), or undefined
 * for a page of many (the home page, a list, /about).
 */
function ownEntry(pathname: string, contentDir: string): string | undefined {
  const { lang, path: neutral } = splitLang(pathname);
  const [, collection, slug] = /^\/(case-studies|services)\/([\w-]+)\/?$/.exec(neutral) ?? [];
  return collection && slug ? `${path.basename(contentDir)}/${lang}/${collection}/${slug}.mdx` : undefined;
}

/**
 * The problems whose text is on the page. `contentDir` is the folder the problems' files are in.
 * With the page's `pathname`, an entry's own page lists its problems and the site-wide ones
 * (ui.json), not those of the entries it only cards or links (a draft in the "next case study" card).
 */
export function pageWarnings(html: string, problems: readonly Problem[], contentDir: string, pathname?: string): Problem[] {
  const own = pathname === undefined ? undefined : ownEntry(pathname, contentDir);
  const mine = (problem: Problem) => !own || problem.file === own || !problem.file.endsWith('.mdx');
  const page = pageWords(html);
  const files = new Map<string, string | undefined>();
  const read = (file: string) => {
    if (!files.has(file)) {
      try {
        files.set(file, readFileText(path.join(path.dirname(contentDir), file)));
      } catch {
        files.set(file, undefined);
      }
    }
    return files.get(file);
  };
  return problems.filter((problem) => {
    if (!mine(problem)) return false;
    const pieces = problemText(problem, read);
    return pieces !== undefined && pieces.length > 0 && pieces.every((piece) => page.includes(words(piece)));
  });
}

const css = `#${panelId}{position:fixed;right:12px;bottom:12px;z-index:2147483647;max-width:min(46rem,calc(100vw - 24px));max-height:60vh;overflow:auto;
background:#fffbe6;color:#3d2b00;border:1px solid #d4a000;border-radius:8px;box-shadow:0 4px 18px rgb(0 0 0 / 0.18);font:13px/1.45 system-ui,sans-serif}
#${panelId} summary{cursor:pointer;padding:8px 12px;font-weight:600}
#${panelId} ol{margin:0;padding:0 12px 4px 32px}#${panelId} li{margin:4px 0}
#${panelId} code{font:12px ui-monospace,monospace;overflow-wrap:anywhere}#${panelId} p{margin:0;padding:4px 12px 10px;color:#6b5500}
#${panelId} .fails{font-weight:600;color:#9b1c1c}
@media (prefers-color-scheme:dark){#${panelId}{background:#2b2510;color:#f5e6b8;border-color:#8a6d00}#${panelId} p{color:#cdb97a}#${panelId} .fails{color:#ff9b9b}}`;

/** The panel listing a page's content problems and warnings, or nothing when there are none. */
export function warningsPanel(problems: readonly Problem[]): string {
  if (problems.length === 0) return '';
  const items = problems.map((p) => {
    const at = `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}`;
    const fails = isWarning(p) ? '' : ' <span class="fails">(fails check:content)</span>';
    return `<li><code>${escapeHtml(at)}</code> ${escapeHtml(p.field)}: ${escapeHtml(p.message)}${fails}</li>`;
  });
  const count = `${problemCount(problems).replace(/^\d+ /, (n) => `${n}content `)} on this page`;
  return `<aside id="${panelId}" aria-label="Content problems and warnings (dev server)"><style>${css}</style><details><summary>${count}</summary><ol>${items.join('')}</ol><p>Shown by the dev server only, for the text on this page; npm run check:content lists every file.</p></details></aside>`;
}

/** The page with its warnings panel at the end of <body>. */
export const withWarnings = (html: string, problems: readonly Problem[]) => {
  const panel = warningsPanel(problems);
  return panel ? html.replace(/<\/body>/i, `${panel}</body>`) : html;
};
