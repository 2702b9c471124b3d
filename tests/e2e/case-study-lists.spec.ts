// The list pages at scale, on the copy of the site with 40 more case studies (./scaled/).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { facetPath, facets, listPaths, perPage, type Facet, type ListedStudy } from '../../src/content/caseStudyLists.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { htmlProblems } from '../html-validate.ts';
import { axeScan } from './axe.ts';
import { outDir, scaledContent, scaledUrl, sharedTechnology } from './scaled/site.ts';
import { langs, t, url } from './site.ts';

test.use({ baseURL: scaledUrl });

type Study = { slug: string; lang: Lang; collection: string; data: { title: string; industry: string; technologies: string[] } };
let studies: Study[] = [];
let listed: ListedStudy[] = [];
let all: Facet[] = [];
test.beforeAll(() => {
  studies = scaledContent().entries.filter((e) => e.collection === 'case-studies') as unknown as Study[];
  listed = studies.filter((s) => s.lang === 'en').map(({ slug, data }) => ({ slug, technologies: data.technologies, industry: data.industry }));
  all = facets(listed);
});
const site = 'https://correnti.example';
const storyLinks = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text();
  return { html, stories: [...html.matchAll(/<a [^>]*href="([^"]+)" aria-describedby="case-/g)].map((m) => m[1]!) };
};

test('numbered pages: twelve case studies each, Previous and Next, and page 1 has one address', async ({ page, request }) => {
  const total = listed.length;
  const pages = Math.ceil(total / perPage);
  expect(pages).toBeGreaterThanOrEqual(3);
  await page.goto('/case-studies');
  await expect(page.locator('main article')).toHaveCount(perPage);
  await expect(page.locator('main')).toContainText(`${total} case studies · page 1 of ${pages}`);
  const nav = page.getByRole('navigation', { name: 'Case study pages' });
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/case-studies\/page\/2$/);
  await expect(page).toHaveTitle(`Case studies, page 2 of ${pages} | Correnti`);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${site}/case-studies/page/2`);
  await expect(page.locator('link[rel=alternate][hreflang=it]')).toHaveAttribute('href', `${site}/it/case-studies/page/2`);
  await nav.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await page.goto(`/case-studies/page/${pages}`);
  await expect(page.locator('main article')).toHaveCount(total - (pages - 1) * perPage);
  await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(0);
  for (const missing of ['/case-studies/page/1', `/case-studies/page/${pages + 1}`, '/case-studies/page/02', '/it/case-studies/page/1']) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});

for (const lang of langs) {
  test(`every case study is reachable through the numbered pages of the ${lang} list`, async ({ request }) => {
    const reached = new Set<string>();
    for (const path of listPaths(listed).filter((p) => p === '/case-studies' || p.startsWith('/case-studies/page/'))) {
      const { stories } = await storyLinks(request, url(path, lang));
      stories.forEach((s) => reached.add(s));
    }
    expect([...reached].sort()).toEqual(listed.map((s) => url(`/case-studies/${s.slug}`, lang)).sort());
  });
}

test(`a technology's filter page: only its case studies, its own pages, linked from the tags, and its Italian twin`, async ({ page, request }) => {
  const facet = all.find((f) => f.name === sharedTechnology)!;
  expect(facet.slugs.length).toBeGreaterThan(perPage);
  await page.goto('/case-studies');
  // A card's technology tag leads to the filter page.
  // A linked tag is named as the page it leads to, so it makes sense on its own.
  const tagName = t('en', 'caseStudies.list.technologyTitle').replace('{technology}', sharedTechnology);
  await page.locator('main article', { has: page.locator(`a:text-is("${sharedTechnology}")`) }).first().getByRole('link', { name: tagName, exact: true }).click();
  await expect(page).toHaveURL(/\/case-studies\/technology\/apache-flink$/);
  await expect(page.locator('h1')).toHaveText('Apache Flink case studies');
  await expect(page.locator('main')).toContainText(`${facet.slugs.length} case studies · page 1 of 2`);
  await expect(page.locator('main article')).toHaveCount(perPage);
  const second = await storyLinks(request, '/case-studies/technology/apache-flink/page/2');
  const first = await storyLinks(request, '/case-studies/technology/apache-flink');
  expect([...first.stories, ...second.stories].sort()).toEqual(facet.slugs.map((s) => `/case-studies/${s}`).sort());
  for (const card of await page.locator('main article').all()) await expect(card.getByRole('link', { name: tagName, exact: true })).toHaveText(sharedTechnology);

  // The filters: open without script, the current one marked, a way back to everything.
  const filters = page.getByRole('navigation', { name: 'Filter case studies' });
  await expect(filters.locator('summary', { hasText: 'Technologies' })).toContainText(sharedTechnology);
  await filters.locator('summary', { hasText: 'Industry' }).click();
  const industry = all.find((f) => f.kind === 'industry')!;
  await filters.getByRole('link', { name: new RegExp(`^${industry.name} ${industry.slugs.length}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/case-studies/industry/${industry.slug}$`));
  await expect(page.locator('main article')).toHaveCount(Math.min(industry.slugs.length, perPage));
  await page.getByRole('link', { name: 'All case studies' }).first().click();
  await expect(page).toHaveURL(/\/case-studies$/);

  await page.goto('/case-studies/technology/apache-flink/page/2');
  await expect(page).toHaveTitle('Apache Flink case studies, page 2 of 2 | Correnti');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${site}/case-studies/technology/apache-flink/page/2`);
  await page.locator('header a[data-lang-switch][hreflang=it]').click();
  await expect(page).toHaveURL(/\/it\/case-studies\/technology\/apache-flink\/page\/2$/);
  await expect(page.locator('h1')).toHaveText('Case study su Apache Flink');
  // A filter that keeps every case study, or one, has no page.
  for (const missing of ['/case-studies/technology/apache-kafka', '/case-studies/technology/apache-flink/page/3', '/case-studies/technology/not-a-technology', '/case-studies/colour/red']) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});

test('an industry badge leads to its filter page, named in the page language', async ({ page }) => {
  const industry = all.find((f) => f.kind === 'industry')!;
  const italian = studies.find((s) => s.lang === 'it' && s.slug === industry.slugs[0])!.data.industry;
  await page.goto(`/it/case-studies/${industry.slugs[0]}`);
  await page.locator('aside dd a', { hasText: italian }).click();
  await expect(page).toHaveURL(new RegExp(`/it/case-studies/industry/${industry.slug}$`));
  await expect(page.locator('h1')).toHaveText(`Case study: ${italian}`);
  await page.locator('main article').first().getByRole('link', { name: `Case study: ${italian}` }).click();
  await expect(page).toHaveURL(new RegExp(`/it/case-studies/industry/${industry.slug}$`));
});

test('every list page: within 14 KB gzip with its CSS, its own title and canonical, in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const titles = new Set<string>();
  for (const lang of langs) {
    for (const path of listPaths(listed).map((p) => url(p, lang))) {
      const html = await (await request.get(path)).text();
      expect(gzipSync(html, { level: 9 }).length, path).toBeLessThanOrEqual(14 * 1024);
      expect(html).toContain(`<link rel="canonical" href="${site}${path}">`);
      expect(sitemap).toContain(`<loc>${site}${path}</loc>`);
      titles.add(html.match(/<title>([^<]+)<\/title>/)![1]!);
    }
  }
  expect(titles.size).toBe(listPaths(listed).length * 2);
});

// Every page, not only the lists: the scaled site has what the real content may not have yet
// (filter pages, and the tags on cards, case studies and service pages that link to them).
test('every page of the scaled site: valid HTML', async () => {
  test.setTimeout(180_000);
  const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).sort();
  expect(pages.length).toBeGreaterThan(2 * (listed.length + listPaths(listed).length));
  const problems: string[] = [];
  for (const file of pages) {
    const full = path.join(outDir, file);
    for (const problem of await htmlProblems(readFileSync(full, 'utf8'), full)) problems.push(`${file} ${problem}`);
  }
  expect(problems).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a numbered page and a filter page have no WCAG A/AA violations (${colorScheme}, 375 px, filters open)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/case-studies/page/2', '/it/case-studies/technology/apache-flink']) {
      await page.goto(path);
      for (const summary of await page.locator('main summary').all()) await summary.click();
      const { violations } = await axeScan(page);
      expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBe(0);
    }
  });
}

for (const lang of langs) {
  test(`a service with more case studies than it shows links to all of them, with no count to get wrong (${lang})`, async ({ page }) => {
    await page.goto(url('/services/flink', lang));
    await expect(page.locator('#case-studies article')).toHaveCount(3);
    const more = page.locator('#case-studies').getByRole('link', { name: t(lang, 'service.allCaseStudies').replace('{technology}', sharedTechnology), exact: true });
    await expect(more).toHaveAttribute('href', url(facetPath(all, 'technology', sharedTechnology)!, lang));
  });
}
