// The paths of the site, read from disk: the route files under src/pages and the case-study
// slugs. The content plugin (build and dev) and check:content both use it, so they agree on
// which internal links are broken.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { defaultLang } from '../../src/i18n/languages.ts';
import { sitePaths } from '../../src/content/links.ts';

/** Files under a folder, as "/"-separated paths relative to it, e.g. "case-studies/index.tsx". */
export function pageFiles(pagesDir: string): string[] {
  if (!existsSync(pagesDir)) return [];
  return readdirSync(pagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.relative(pagesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function isDraft(file: string): boolean {
  try {
    return matter(readFileSync(file, 'utf8')).data.draft === true;
  } catch {
    // A file whose frontmatter does not parse is reported by readContent; count it as a page.
    return false;
  }
}

/** Slugs of the case studies that get a page: drafts only when they are shown (dev server). */
export function caseStudySlugs(contentDir: string, includeDrafts: boolean): string[] {
  const dir = path.join(contentDir, defaultLang, 'case-studies');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .filter((name) => includeDrafts || !isDraft(path.join(dir, name)))
    .map((name) => name.slice(0, -'.mdx'.length));
}

export interface SitePathsOptions {
  /** The project root, holding src/pages. */
  root: string;
  contentDir: string;
  includeDrafts: boolean;
}

/** Every page path in every language ("/", "/services", "/it/case-studies/x"...). */
export function knownPaths({ root, contentDir, includeDrafts }: SitePathsOptions): Set<string> {
  return sitePaths(pageFiles(path.join(root, 'src/pages')), caseStudySlugs(contentDir, includeDrafts));
}
