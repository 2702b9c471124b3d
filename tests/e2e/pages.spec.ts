import { expect, test } from '@playwright/test';
import { perPage } from '../../src/content/caseStudyLists.ts';
import { scaledUrl } from './scaled/site.ts';
import { caseStudySlugs, content, langs, pagePaths, serviceSlugs, t, url } from './site.ts';

/** How many entries of a collection the site publishes (the same in both languages): the content decides, not this test. */
const published = (collection: string) => content.entries.filter((e) => e.collection === collection && e.lang === 'en').length;

// Every page's status, h1, lang and head: tests/e2e/every-page.spec.ts, with its other checks of the same load.

// Together, so that one context without JavaScript serves them all (playwright.config.ts).
test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of langs) {
    for (const path of pagePaths) {
      const address = url(path, lang);
      test(`${address} reads fully with JavaScript disabled`, async ({ page }) => {
        const response = await page.goto(address);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.locator('footer')).toContainText(t(lang, 'footer.copyright').replace('{year}', String(content.settings.copyrightYear)).replace('{name}', 'Correnti'));
        await expect(page.locator('main')).not.toBeEmpty();
      });
    }
  }
});

test('the home page shows the spec sections with their content', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#services li article')).toHaveCount(serviceSlugs.length);
  await expect(page.locator('#services')).toContainText('Apache Kafka');
  await expect(page.locator('#open-source article')).toHaveCount(published('open-source'));
  for (const status of ['Active', 'Sponsored', 'Leadership']) await expect(page.locator('#open-source')).toContainText(status);
  await expect(page.locator('#open-source a[href="/contributions"]')).toBeVisible();
  await expect(page.locator('#contact a[href="mailto:consulting@correnti.example"]')).toBeVisible();
  await expect(page.locator('#contact a[href="mailto:partners@correnti.example"]')).toBeVisible();
  await expect(page.locator('#contact a[href="/consultation"]')).toBeVisible();
  await expect(page.locator('#contact a[href="/case-studies"]')).toBeVisible();
  await expect(page.locator('footer')).toContainText('© 2026 Correnti');
});

test('contributions show the spec\'s commit counts and statuses', async ({ page }) => {
  await page.goto('/contributions');
  await expect(page.locator('main article')).toHaveCount(published('contributions'));
  // SPEC's statuses, shown in the site's sentence case; an active committer by its project ("Apache Camel committer").
  for (const text of ['47', '23', '156', 'Apache Camel committer', 'Contributor', 'Maintainer']) {
    await expect(page.locator('main')).toContainText(text, { ignoreCase: true });
  }
});

test('consultation shows the three types with their durations, and the form fields', async ({ page }) => {
  await page.goto('/consultation');
  // SPEC's "2-4 hours" durations, typeset with the house style's en dash (CONTENT.md).
  for (const text of ['Architecture Review', '2–4 hours', 'Technical Deep Dive', '4–8 hours', 'Strategic Planning', '1–2 days']) {
    await expect(page.locator('main')).toContainText(text);
  }
  for (const label of ['Name', 'Email', 'Company', 'Current technology stack', 'Primary challenge']) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Consultation type', exact: true })).toBeVisible();
});

test('case studies list links to each story and to the consultation', async ({ page }) => {
  await page.goto('/it/case-studies');
  await expect(page.locator('main article')).toHaveCount(Math.min(caseStudySlugs.length, perPage));
  await expect(page.locator('main a[href^="/it/consultation?"]')).toBeVisible();
  const story = page.locator('main article a').first();
  await story.click();
  await expect(page).toHaveURL(/\/it\/case-studies\/[a-z-]+$/);
  await expect(page.locator('main article h2').first()).toBeVisible();
});

test('the case-study list shows the most recent first, as the service pages do', async ({ page }) => {
  const newestFirst = content.entries
    .filter((e) => e.collection === 'case-studies' && e.lang === 'en')
    .sort((a, b) => (b.data as { published: string }).published.localeCompare((a.data as { published: string }).published))
    .map((e) => `/case-studies/${e.slug}`);
  await page.goto('/case-studies');
  expect(await page.locator('main article a[aria-describedby]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(newestFirst);
});

for (const [lang, written] of [['en', '18 March 2025'], ['it', '18 marzo 2025']] as const) {
  test(`a case study shows its date as ${lang === 'en' ? 'British' : 'Italian'} readers write it (${lang})`, async ({ page }) => {
    await page.goto(url('/case-studies/payments-fraud-detection', lang));
    await expect(page.locator('time[datetime="2025-03-18"]')).toHaveText(written);
  });
}

for (const lang of langs) {
  test(`each case study ends on its own next step, and one without falls back to the general invitation (${lang})`, async ({ page }) => {
    const asks = new Set<string>();
    for (const slug of caseStudySlugs) {
      const { ask } = content.entries.find((e) => e.collection === 'case-studies' && e.lang === lang && e.slug === slug)!.data as { ask?: string };
      expect(ask, slug).toBeTruthy();
      asks.add(ask!);
      await page.goto(url(`/case-studies/${slug}`, lang));
      await expect(page.locator('aside[aria-labelledby="case-cta"]')).toContainText(ask!);
    }
    // No two stories end on the same sentence.
    expect(asks.size).toBe(caseStudySlugs.length);
    // The scaled copy's generated stories have no ask: the page invites in general terms, naming the service's lead.
    await page.goto(`${scaledUrl}${url('/case-studies/generated-case-001', lang)}`);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const general = [t(lang, 'caseStudies.reviewBy').split('{name}')[0]!, t(lang, 'caseStudies.ctaText')];
    await expect(page.locator('aside[aria-labelledby="case-cta"]')).toContainText(new RegExp(general.map(escape).join('|')));
  });
}

test('on a phone, the payments diagram links to its full-size image, the Italian one on the Italian page', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const hrefs: string[] = [];
  for (const lang of langs) {
    await page.goto(url('/case-studies/payments-fraud-detection', lang));
    const link = page.getByRole('link', { name: t(lang, 'prose.fullSize') });
    await expect(link).toHaveCount(1);
    const href = (await link.getAttribute('href'))!;
    // The link is the largest variant of the image it follows.
    const srcset = (await page.locator('main img').first().getAttribute('srcset'))!;
    expect(srcset.split(', ').at(-1)).toBe(`${href} 1408w`);
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    hrefs.push(href);
  }
  expect(new Set(hrefs).size).toBe(langs.length);
});

for (const lang of langs) {
  test(`the language switch goes to the twin page and back, keeping the #fragment (${lang})`, async ({ page }) => {
    const other = lang === 'en' ? 'it' : 'en';
    await page.goto(`${url('/', lang)}#open-source`);
    await expect(page.locator(`header a[data-lang-switch][hreflang=${lang}]`)).toHaveAttribute('aria-current', 'true');
    await page.locator(`header a[data-lang-switch][hreflang=${other}]`).click();
    await expect(page).toHaveURL(new RegExp(`${url('/', other).replace('/', '\\/')}#open-source$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.locator(`header a[data-lang-switch][hreflang=${other}]`)).toHaveAttribute('aria-current', 'true');
    await page.locator(`header a[data-lang-switch][hreflang=${lang}]`).click();
    await expect(page).toHaveURL(new RegExp(`${url('/', lang).replace('/', '\\/')}#open-source$`));
    await page.goto(url('/case-studies', lang));
    await page.locator(`header a[data-lang-switch][hreflang=${other}]`).click();
    await expect(page).toHaveURL(new RegExp(`${url('/case-studies', other)}$`));
  });

  test(`the hero anchors lead to the services and open-source sections (${lang})`, async ({ page }) => {
    await page.goto(url('/', lang));
    await page.locator('#hero-title ~ div a[href="#services"]').click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.locator('#services')).toBeInViewport();
    await page.locator('#hero-title ~ div a[href="#open-source"]').click();
    await expect(page).toHaveURL(/#open-source$/);
    await expect(page.locator('#open-source')).toBeInViewport();
  });

  test(`an unknown path gets the ${lang} 404 page with status 404 and a console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const missing = url('/no/such-page', lang);
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveText(t(lang, 'notFound.heading'));
    if (lang === 'en') await expect(page.locator('h1')).toHaveText('Oops! Page not found');
    await expect(page.locator('main a', { hasText: t(lang, 'notFound.home') })).toHaveAttribute('href', url('/', lang));
    // The missing address has no twin: the switch leads to the other language's home.
    const other = lang === 'en' ? 'it' : 'en';
    await expect(page.locator(`header a[data-lang-switch][hreflang=${other}]`)).toHaveAttribute('href', url('/', other));
    await expect.poll(() => errors.some((e) => e.includes(missing))).toBe(true);
  });
}

test('pages other than the consultation load no React, only the small site script', async ({ page }) => {
  for (const path of ['/', '/it/services', '/services/flink', '/case-studies', '/contributions']) {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    // The site script is requested after the first paint: on a busy machine that can come after
    // the network first goes idle, so wait for it by name, then for anything that would follow it.
    const siteScript = page.waitForRequest((r) => /\/assets\/site-[\w-]+\.js$/.test(new URL(r.url()).pathname));
    await page.goto(path);
    await siteScript;
    await page.waitForLoadState('networkidle');
    expect(scripts.map((s) => new URL(s).pathname.replace(/-[\w-]+\.js$/, '.js'))).toEqual(['/assets/site.js']);
    page.removeAllListeners('request');
  }
});

test('the site script stays off the critical path: requested only after the first contentful paint', async ({ page }) => {
  for (const path of ['/', '/it/case-studies', '/consultation']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => {
      const script = performance.getEntriesByType('resource').find((e) => /\/assets\/site-[\w-]+\.js$/.test(e.name));
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { script: script?.startTime, paint: paint?.startTime };
    });
    expect(timing.paint, path).toBeGreaterThan(0);
    expect(timing.script, path).toBeGreaterThan(timing.paint!);
  }
});

test.describe('at 375 px, a common phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('every case study\'s results table fits the column, in both languages', async ({ page }) => {
    // A story's table is optional (its key figures lead the page); at least one story has one.
    let tables = 0;
    for (const lang of langs) {
      for (const slug of caseStudySlugs) {
        await page.goto(url(`/case-studies/${slug}`, lang));
        // The table scrolls inside its own box when too wide; a results table should never need to.
        const widths = await page.locator('main .table-scroll').evaluateAll((boxes) => boxes.map((b) => b.scrollWidth - b.clientWidth));
        tables += widths.length;
        expect(widths, url(`/case-studies/${slug}`, lang)).toEqual(widths.map(() => 0));
      }
    }
    expect(tables).toBeGreaterThan(0);
  });
});

// At 320 px no page scrolls sideways: tests/e2e/every-page.spec.ts, with its other checks of the same load.

// A call to action that breaks over two lines reads as two buttons: the Italian ones, longer
// ("Richiedi una consulenza"), must still fit where they stand.
/** Each element's text and the number of lines its words take (icons aside). */
const linesOf = (elements: Element[]) =>
  elements.map((el) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
    }
    tops.sort((a, b) => a - b);
    const lines = tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 4).length;
    return [el.textContent?.trim(), lines] as const;
  });

for (const width of [375, 1024, 1280]) {
  test(`the calls to action fit on one line at ${width} px, in both languages`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const lang of langs) {
      const places: [string, string][] = [['/', '#hero-title ~ div a'], ['/case-studies/payments-fraud-detection', 'aside > a'], ['/services/kafka', 'aside > a'], ['/case-studies', 'aside > a'], ['/nope', 'main a']];
      for (const [path, selector] of places) {
        await page.goto(url(path, lang));
        // Measured in the site's font, not the fallback shown while it loads.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const lines = await page.locator(selector).evaluateAll(linesOf);
        expect(lines.length, url(path, lang)).toBeGreaterThan(0);
        for (const [text, count] of lines) expect(count, `${url(path, lang)}: "${text}"`).toBe(1);
      }
    }
  });
}
