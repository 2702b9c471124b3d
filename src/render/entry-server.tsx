// Server entry: renders one URL of the site to HTML. Used by the prerender script at build
// time and by the dev server on each request, so both show exactly the same pages.
import { CacheProvider } from '@emotion/react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { listPaths } from '../content/caseStudyLists.ts';
import { getEntries, listedCaseStudies, settings, ui } from '../content/index.ts';
import { onRenderError } from '../content/problems.ts';
import { summaryResults } from '../content/results.ts';
import { defaultLang, languages } from '../i18n/languages.ts';
import { localizePath, splitLang } from '../i18n/paths.ts';
import { createTranslate } from '../i18n/translate.ts';
import { caseStudyFeed } from '../seo/feed.ts';
import { feedPath } from '../seo/urls.ts';
import { createServerEmotionCache } from '../theme/emotionCache.ts';
import { createPageInfo, PageInfoProvider, type PageInfo } from './PageContext.tsx';
import { routes, staticPagePaths } from './routes.tsx';

export { settings, ui };
export { renderDocument } from './document.ts';

export interface Rendered {
  page: PageInfo;
  body: string;
  /** CSS rules the page used, in insertion order, keyed by Emotion's style name. */
  css: [name: string, rules: string][];
}

const handler = createStaticHandler(routes);

/**
 * Every page to prerender, as language-neutral paths: the route files, one page per service and
 * per case study, and the list's numbered and filter pages (/case-studies itself is a route file).
 */
export function pagePaths(): string[] {
  const services = getEntries('services', defaultLang).map((e) => `/services/${e.slug}`);
  const caseStudies = getEntries('case-studies', defaultLang).map((e) => `/case-studies/${e.slug}`);
  const lists = listPaths(listedCaseStudies()).filter((p) => p !== '/case-studies');
  return [...staticPagePaths(), ...services, ...caseStudies, ...lists];
}

/** The Atom feed of each language's case studies: where it goes and what it says. */
export function feeds(): { url: string; xml: string }[] {
  return languages.map((lang) => {
    const t = createTranslate(ui[lang]);
    const text = { title: t('feed.title', { name: settings.name }), subtitle: t('caseStudies.intro'), results: t('caseStudies.results'), challenge: t('caseStudies.challenge'), solution: t('caseStudies.solution') };
    const studies = getEntries('case-studies', lang).map(({ slug, data }) => ({ slug, ...data, results: summaryResults(data.results).map((r) => r.headline) }));
    return { url: localizePath(feedPath, lang), xml: caseStudyFeed(settings, lang, text, studies) };
  });
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

export async function render(url: string): Promise<Rendered> {
  const { pathname } = new URL(url, settings.siteUrl);
  const { lang, path } = splitLang(pathname);
  const page = createPageInfo(lang, path);
  const context = await handler.query(new Request(new URL(url, settings.siteUrl)));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // compat mode: Emotion keeps the CSS in cache.inserted instead of writing <style> tags through
  // the body, so the page's rules go into one <style> in its head, allowed by its CSP hash.
  const cache = createServerEmotionCache();
  cache.compat = true;
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <PageInfoProvider value={page}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageInfoProvider>
    </CacheProvider>,
    { onError: (error) => onRenderError(error) },
  );
  const body = await streamToString(prelude);
  const css = Object.entries(cache.inserted).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (!context.matches.length) page.status = 404;
  return { page, body, css };
}
