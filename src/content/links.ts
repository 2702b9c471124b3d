// Internal links in content ("/services", "/it/case-studies/x#results") and whether each one
// points to a page of the site. Pure: the caller says which paths exist (scripts/content/check/site-paths.ts
// lists them from src/pages and the case studies), so the build and check:content agree.
import { languages } from '../i18n/languages.ts';
import { localizePath } from '../i18n/paths.ts';
import { listPaths, type ListedStudy } from './caseStudyLists.ts';
import { linesOutsideFences } from './fences.ts';

export interface Link {
  line: number;
  /** The link as written, e.g. "/services#kafka". */
  target: string;
}

/**
 * The route of a file under src/pages, named the way vite-plugin-pages names it:
 * "index.tsx" -> "/", "services.tsx" -> "/services", "case-studies/index.tsx" -> "/case-studies".
 * Dynamic files ("[slug].tsx", "[...all].tsx") have no single path: undefined.
 */
export function pagePathOf(file: string): string | undefined {
  const parts = file.replace(/\.tsx$/, '').split('/');
  if (parts.some((part) => part.startsWith('['))) return undefined;
  if (parts[parts.length - 1] === 'index') parts.pop();
  return `/${parts.join('/')}`;
}

/** The entries that have pages of their own, as the content files give them. */
export interface PagedEntries {
  serviceSlugs: readonly string[];
  caseStudies: readonly ListedStudy[];
}

/**
 * Every path of the site in every language: the static pages, one page per service and per
 * case study, and the case-study list's numbered and filter pages.
 */
export function sitePaths(pageFiles: readonly string[], { serviceSlugs, caseStudies }: PagedEntries): Set<string> {
  const neutral = [
    ...pageFiles.map(pagePathOf).filter((p): p is string => p !== undefined),
    ...serviceSlugs.map((slug) => `/services/${slug}`),
    ...caseStudies.map((study) => `/case-studies/${study.slug}`),
    ...listPaths(caseStudies),
  ];
  return new Set(languages.flatMap((lang) => neutral.map((p) => localizePath(p, lang))));
}

// A Markdown link or image "](/x)", a reference definition "[x]: /x", or an href in JSX/HTML.
const linkPatterns = [
  /\]\(\s*<?(\/[^\s)>]*)/g,
  /^\s{0,3}\[[^\]]+\]:\s*<?(\/[^\s>]*)/g,
  /\bhref\s*=\s*\{?\s*["'`](\/[^"'`\s]*)/g,
];

function linksInLine(line: string): string[] {
  // Inline code is an example, not a link.
  const code = line.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
  return linkPatterns.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1] ?? ''));
}

/** Links starting with "/" in a Markdown/MDX text, outside code, with the line each is on. */
export function linksInMarkdown(text: string, firstLine = 1): Link[] {
  const links = linesOutsideFences(text).flatMap(({ line, index }) => linksInLine(line).map((target) => ({ line: firstLine + index, target })));
  return links.filter((link) => !link.target.startsWith('//'));
}

/** Links in one frontmatter string: Markdown links in it, or the whole value if it is a path. */
export function linksInText(value: string): string[] {
  const whole = /^\/(?!\/)\S*$/.test(value.trim()) ? [value.trim()] : [];
  return [...whole, ...linksInMarkdown(value).map((link) => link.target)];
}

/** Whether a link lands on a page; "#fragment" and "?query" parts are ignored. */
export function isKnownPath(target: string, knownPaths: ReadonlySet<string>): boolean {
  const pathOnly = target.replace(/[?#].*$/, '') || '/';
  return knownPaths.has(pathOnly);
}

export function brokenLinkMessage(target: string): string {
  return `links to ${target}, which is not a page of the site`;
}

/** A page that exists only once a draft entry is published: what it is, and the file to publish. */
export interface DraftPage {
  /** "a case study", "a service". */
  what: string;
  /** e.g. content/en/case-studies/payments-fraud-detection.mdx */
  file: string;
}

export function draftLinkMessage(target: string, draft: DraftPage): string {
  return `links to ${target}, ${draft.what} that is still a draft (draft: true in ${draft.file}): the link works once it is published; until then, link to another page`;
}

/**
 * The draft a link lands on, if that is why it lands nowhere: a draft's page, or the anchor of a
 * draft on a published page (a person's card, /about#giulia-esempio), which only the draft makes.
 */
export function draftPageOf(target: string, draftPages: ReadonlyMap<string, DraftPage> | undefined): DraftPage | undefined {
  return draftPages?.get(target.replace(/\?[^#]*/, '')) ?? draftPages?.get(target.replace(/[?#].*$/, '') || '/');
}
