// The Atom feed of the case studies in one language, built with `feed` (jpmonette/feed) at build
// time: absolute links, each story's results' headlines, challenge and solution as its summary, its dates, and the
// language. Runs on the server only; no page ships it.
import { Feed } from 'feed';
import type { Settings } from '../content/settings.ts';
import type { Lang } from '../i18n/languages.ts';
import { localizePath } from '../i18n/paths.ts';
import { escapeHtml } from './escape.ts';
import { feedPath, pageUrls } from './urls.ts';

export { feedPath };
/** The most recent stories a feed carries: readers poll it, so it stays small as the site grows. */
export const feedSize = 20;

export interface FeedStudy {
  slug: string;
  title: string;
  industry: string;
  challenge: string;
  solution: string;
  /** The headlines of the results a summary shows (summaryResults): not those shown only beside their basis. */
  results: readonly string[];
  technologies: readonly string[];
  published: string;
  updated?: string;
}

export interface FeedText {
  title: string;
  subtitle: string;
  /** "Results", "Challenge" and "Solution", in the feed's language. */
  results: string;
  challenge: string;
  solution: string;
}

const day = (date: string) => new Date(`${date}T00:00:00Z`);
const updatedOf = (study: FeedStudy) => study.updated ?? study.published;

/** The feed's entries: the most recently published or revised first. */
export function feedEntries(studies: readonly FeedStudy[]): FeedStudy[] {
  return [...studies].sort((a, b) => updatedOf(b).localeCompare(updatedOf(a)) || b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug)).slice(0, feedSize);
}

export function caseStudyFeed(settings: Settings, lang: Lang, text: FeedText, studies: readonly FeedStudy[]): string {
  const site = settings.siteUrl;
  const entries = feedEntries(studies);
  const listUrl = site + localizePath('/case-studies', lang);
  const feed = new Feed({
    id: listUrl,
    title: text.title,
    description: text.subtitle,
    link: listUrl,
    feedLinks: { atom: site + localizePath(feedPath, lang) },
    language: lang,
    // The newest entry's date, so the same content always writes the same feed.
    updated: day(entries.map(updatedOf).sort().at(-1) ?? '2000-01-01'),
    author: { name: settings.name, link: `${site}/` },
    image: `${site}/logo.png`,
    favicon: `${site}/favicon-32.png`,
    copyright: `© ${settings.copyrightYear} ${settings.name}`,
    generator: settings.name,
  });
  for (const study of entries) {
    const { pageUrl, imageUrl } = pageUrls(site, lang, `/case-studies/${study.slug}`);
    feed.addItem({
      // The library writes titles and summaries as HTML: plain text is escaped first.
      title: escapeHtml(study.title),
      id: pageUrl,
      link: pageUrl,
      date: day(updatedOf(study)),
      published: day(study.published),
      description: [
        `<p><strong>${escapeHtml(text.results)}:</strong></p><ul>${study.results.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`,
        `<p><strong>${escapeHtml(text.challenge)}:</strong> ${escapeHtml(study.challenge)}</p>`,
        `<p><strong>${escapeHtml(text.solution)}:</strong> ${escapeHtml(study.solution)}</p>`,
      ].join(''),
      category: [study.industry, ...study.technologies].map((name) => ({ name, term: name })),
      image: imageUrl,
    });
  }
  // Atom names the language on the root element (xml:lang); the library writes it for RSS only.
  const root = '<feed xmlns="http://www.w3.org/2005/Atom">';
  const xml = feed.atom1();
  if (!xml.includes(root)) throw new Error('feed no longer writes the Atom root element as expected: check src/seo/feed.ts');
  return xml.replace(root, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`);
}
