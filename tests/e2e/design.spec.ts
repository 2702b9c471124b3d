// Issue 27, "Designed to sell": the home page leads to the Architecture Review and proves it with
// figures; the form is on the consultation page's first screen and arrives filled in; every page
// ends with a next step; people have faces; the language hint covers nothing.
import { expect, test, type Page } from '@playwright/test';
import { caseStudySlugs, content, langs, listPagePaths, serviceSlugs, t, url } from './site.ts';

const reviewTitle = () => (content.entries.find((e) => e.collection === 'consultation-types' && e.slug === 'architecture-review' && e.lang === 'en')!.data as { title: string }).title;
const hydrated = (page: Page) => page.locator('[data-island="consultation"][data-hydrated]').waitFor();

for (const lang of langs) {
  test(`the hero's primary action books an Architecture Review on the form, its type chosen (${lang})`, async ({ page }) => {
    await page.goto(url('/', lang));
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    const primary = hero.getByRole('link', { name: t(lang, 'cta.bookReview') });
    await expect(primary).toBeVisible();
    // The first action of the hero, before SPEC's two anchors, which stay as secondary actions.
    const hrefs = await hero.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.slice(0, 3)).toEqual([`${url('/consultation', lang)}?type=architecture-review#form`, '#services', '#open-source']);
    await primary.click();
    await hydrated(page);
    await expect(page.locator('#cf-type')).toHaveValue(reviewTitle());
    await expect(page.locator('#form')).toBeInViewport();
  });

  test(`the home page shows at least three metric tiles, their figures at 32 px or more, each linking to its story (${lang})`, async ({ page }) => {
    await page.goto(url('/', lang));
    const tiles = page.locator('[data-metric-tiles] a');
    expect(await tiles.count()).toBeGreaterThanOrEqual(3);
    for (const tile of await tiles.all()) {
      expect(await tile.getAttribute('href')).toMatch(new RegExp(`^${url('/case-studies', lang)}/(${caseStudySlugs.join('|')})$`));
      const size = await tile.locator('[data-figure] [data-amount]').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(32);
    }
  });

  test(`the consultation form's first field is on the first screen at 1280×900 (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url('/consultation', lang));
    await expect(page.getByLabel(t(lang, 'form.name'))).toBeInViewport({ ratio: 1 });
    // Beside it, what the review is and delivers.
    await expect(page.locator('#review')).toBeInViewport();
  });

  test(`the consultation-type cards choose the form's type, and a service's call to action fills in its technology (${lang})`, async ({ page }) => {
    await page.goto(url('/consultation', lang));
    await hydrated(page);
    await page.locator('[data-choose-type="technical-deep-dive"]').click();
    await expect(page.locator('#cf-type')).toHaveValue('Technical Deep Dive');
    await expect(page.locator('[data-type-card="technical-deep-dive"]')).toHaveAttribute('data-chosen', '');
    await page.fill('#cf-name', 'Ada');
    await page.goto(url('/services/flink', lang));
    await page.locator('[data-next-step] a').first().click();
    await hydrated(page);
    await expect(page.locator('#cf-type')).toHaveValue(reviewTitle());
    await expect(page.locator('#cf-stack')).toHaveValue('Apache Flink');
    // Nothing typed is lost on the way.
    await expect(page.locator('#cf-name')).toHaveValue('Ada');
  });
}

const endingPages = ['/services', `/services/${serviceSlugs[0]}`, `/case-studies/${caseStudySlugs[0]}`, ...listPagePaths.slice(0, 1), '/open-source', '/contributions', '/about', '/privacy'];
for (const lang of langs) {
  test(`every kind of page ends with a next step: a link to the consultation (${lang})`, async ({ page }) => {
    for (const path of endingPages) {
      await page.goto(url(path, lang));
      const step = page.locator('main [data-next-step]');
      await expect(step, path).toHaveCount(1);
      await expect(step.locator(`a[href^="${url('/consultation', lang)}"]`), path).toHaveCount(1);
      // Nothing but the next story comes after it.
      const after = await step.evaluate((el) => {
        const all = [...document.querySelectorAll('main *')].filter((e) => e.checkVisibility() && e.textContent?.trim() && !el.contains(e) && !e.contains(el));
        return all.filter((e) => el.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING && !e.closest('[data-next-case-study]')).map((e) => e.textContent!.trim().slice(0, 40));
      });
      expect(after, path).toEqual([]);
    }
  });
}

test('people show portraits, not initials: on /about and in the home page\'s contact band', async ({ page }) => {
  for (const [path, selector] of [['/about', '#people article'], ['/', '#contact li']] as const) {
    await page.goto(path);
    const people = page.locator(selector);
    expect(await people.count(), path).toBeGreaterThanOrEqual(4);
    for (const person of await people.all()) {
      const img = person.locator('img[data-portrait]');
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveJSProperty('complete', true);
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
  }
});

test.describe('a browser that prefers Italian, on English pages', () => {
  test.use({ locale: 'it-IT' });
  for (const width of [375, 1280]) {
    test(`the language hint overlaps no text of the page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', `/case-studies/${caseStudySlugs[0]}`]) {
        await page.goto(path);
        const hint = page.locator('[data-language-hint="it"]');
        await expect(hint).toBeVisible();
        const overlaps = await hint.evaluate((bar) => {
          const box = bar.getBoundingClientRect();
          const texts = [...document.body.querySelectorAll('*')].filter((el) => !bar.contains(el) && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()));
          return texts.filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
          }).map((el) => el.textContent!.trim().slice(0, 40));
        });
        expect(overlaps, path).toEqual([]);
      }
    });
  }
});
