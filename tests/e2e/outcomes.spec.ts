// Outcomes first: a case study opens with its key figures, on the first screen of a phone and of
// a laptop, its bases said once; the home page, the cards and the service pages show the headlines.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { homeCaseStudies } from '../../src/content/featured.ts';
import { indexChange, leadResult, summaryResults, type Result } from '../../src/content/results.ts';
import { figureText, pairDecimals } from '../../src/i18n/figures.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { createTranslate } from '../../src/i18n/translate.ts';
import { content, langs, serviceSlugs, t, url } from './site.ts';

type Study = { slug: string; data: { title: string; industry: string; results: Result[]; technologies: string[]; published: string; featured?: boolean } };
const studies = (lang: Lang) => content.entries.filter((e) => e.collection === 'case-studies' && e.lang === lang) as unknown as Study[];
const screens = [{ width: 375, height: 667 }, { width: 1280, height: 720 }];

/** The boxes of the elements matching `selector` that are not wholly inside the first screen. */
async function outsideFirstScreen(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => els.flatMap((el) => {
    const box = el.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    return inside ? [] : [`"${el.textContent}" at ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`];
  }));
}

for (const lang of langs) {
  const translate = createTranslate(content.ui[lang]);
  /**
   * A card leads with its story's headline figure, before its title; the other results follow as
   * headlines, but not one that other changes also moved: that one is read beside its basis only.
   */
  const expectLeadFirst = async (card: Locator, study: Study) => {
    const lead = leadResult(study.data.results)!;
    const text = await card.innerText();
    const places = pairDecimals(lead.before, lead.after);
    const figure = figureText(lead.after!, lang, translate, places);
    expect(text.indexOf(figure), study.slug).toBeGreaterThanOrEqual(0);
    if (lead.before) expect(text, study.slug).toContain(figureText(lead.before, lang, translate, places));
    expect(text.indexOf(figure), study.slug).toBeLessThan(text.indexOf(study.data.title));
    await expect(card.locator('ul').first().locator('li')).toHaveText(summaryResults(study.data.results).filter((r) => r !== lead).map((r) => r.headline));
  };

  for (const study of studies(lang)) {
    const address = url(`/case-studies/${study.slug}`, lang);
    const key = study.data.results.filter((r) => r.after).slice(0, 3);

    for (const screen of screens) {
      test(`${address} shows its key figures on the first screen at ${screen.width}×${screen.height}`, async ({ page }) => {
        await page.setViewportSize(screen);
        await page.goto(address);
        const callouts = page.locator('[data-key-figures] > li');
        await expect(callouts).toHaveCount(key.length);
        for (const [i, result] of key.entries()) {
          await expect(callouts.nth(i)).toContainText(result.metric!);
          const places = pairDecimals(result.before, result.after);
          await expect(callouts.nth(i)).toContainText(figureText(result.after!, lang, translate, places));
          if (result.before) await expect(callouts.nth(i)).toContainText(figureText(result.before, lang, translate, places));
          // An index leads with its change ("−41%"), the index values under it.
          const change = indexChange(result);
          if (change) await expect(callouts.nth(i)).toContainText(figureText(change, lang, translate));
        }
        expect(await outsideFirstScreen(page, '[data-key-figures] > li')).toEqual([]);
      });
    }

    test(`${address} says each result's basis once, under "How we measured", with its headline`, async ({ page }) => {
      await page.goto(address);
      const note = page.locator('#how-we-measured');
      await expect(note.locator('h2')).toHaveText(t(lang, 'caseStudies.measured'));
      await expect(note.locator('dt')).toHaveText(study.data.results.map((r) => r.headline));
      await expect(note.locator('dd')).toHaveText(study.data.results.map((r) => r.basis));
      const main = await page.locator('main').innerText();
      for (const { basis } of study.data.results) expect(main.split(basis).length - 1, basis).toBe(1);
    });
  }

  test(`the home page shows three outcomes right under the hero, each its story's lead figure and a link to the story (${lang})`, async ({ page }) => {
    await page.goto(url('/', lang));
    const chosen = homeCaseStudies(studies(lang));
    const tiles = page.locator('#results [data-metric-tiles] a');
    await expect(tiles).toHaveCount(chosen.length);
    for (const [i, study] of chosen.entries()) {
      const lead = leadResult(study.data.results)!;
      await expect(tiles.nth(i)).toContainText(study.data.industry);
      const places = pairDecimals(lead.before, lead.after);
      await expect(tiles.nth(i)).toContainText(figureText(lead.after!, lang, translate, places));
      if (lead.before) await expect(tiles.nth(i)).toContainText(figureText(lead.before, lang, translate, places));
      await expect(tiles.nth(i)).toContainText(lead.metric!);
    }
    expect(await tiles.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(chosen.map((s) => url(`/case-studies/${s.slug}`, lang)));
    const order = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby')));
    expect(order.slice(0, 3)).toEqual(['hero-title', 'results', 'services']);
    await tiles.first().click();
    await expect(page.locator('h1')).toHaveText(chosen[0]!.data.title);
  });

  for (const screen of screens) {
    test(`the consultation is one click from the home page's first screen at ${screen.width}×${screen.height} (${lang})`, async ({ page }) => {
      await page.setViewportSize(screen);
      await page.goto(url('/', lang));
      const link = page.locator(`a[href="${url('/consultation', lang)}"]`).first();
      await expect(link).toHaveText(t(lang, 'nav.consultation'));
      expect(await outsideFirstScreen(page, `header a[href="${url('/consultation', lang)}"]`)).toEqual([]);
    });
  }

  // The payments story's losses fell 38% while the risk team relaxed its rules: a figure other
  // changes also moved (attributable: false). Its page says it beside its caveat; the card, the
  // home tile and the key figures lead with what the project itself brought about (r8).
  test(`a result other changes also moved is read only beside its basis (${lang})`, async ({ page }) => {
    const [losses, declines] = lang === 'en' ? ['3.1 bps', '0.4 bps'] : ['3,1 pb', '0,4 pb'];
    const study = studies(lang).find((s) => s.slug === 'payments-fraud-detection')!;
    const shared = study.data.results.find((r) => r.attributable === false)!;
    await page.goto(url('/case-studies/payments-fraud-detection', lang));
    await expect(page.locator('[data-key-figures]')).not.toContainText(losses);
    await expect(page.locator('[data-key-figures] > li').nth(2)).toContainText(declines);
    await expect(page.locator('#how-we-measured dt', { hasText: shared.headline })).toHaveCount(1);
    await page.goto(url('/case-studies', lang));
    const card = page.locator('article', { has: page.locator('a[href$="/case-studies/payments-fraud-detection"]') }).first();
    await expect(card).toContainText('180 ms');
    await expect(card).not.toContainText(shared.headline);
    await expect(card).not.toContainText(losses);
    await page.goto(url('/', lang));
    const tile = page.locator('#results [data-metric-tiles] a[href$="/case-studies/payments-fraud-detection"]');
    await expect(tile).toContainText('180 ms');
    await expect(tile).not.toContainText(losses);
  });

  // Heard, "from 8–30 hours to 180 ms" (Italian "da 8–30 ore a 180 ms") reads as one range: each
  // figure is named instead (r8).
  test(`a home tile's figures are heard as before and after (${lang})`, async ({ page }) => {
    await page.goto(url('/', lang));
    const tile = page.locator('#results [data-metric-tiles] a[href$="/case-studies/payments-fraud-detection"]');
    const heard = lang === 'en' ? 'before: 8–30 hours; after: 180 ms at p99' : 'prima: 8–30 ore; dopo: 180 ms al p99';
    // Flex items may each be read as their own block: a space before the semicolon is allowed.
    await expect(tile).toHaveAccessibleName(new RegExp(heard.replace(/;/, '\\s?;')));
  });

  test(`the case-study cards lead with the results' headlines (${lang})`, async ({ page }) => {
    // The list and every service page: a dozen pages on a busy machine.
    test.slow();
    await page.goto(url('/case-studies', lang));
    for (const study of studies(lang)) {
      const card = page.locator('article', { has: page.locator(`h2:text-is(${JSON.stringify(study.data.title)})`) });
      await expectLeadFirst(card, study);
    }
    // A service page's related case studies show them too.
    for (const slug of serviceSlugs) {
      await page.goto(url(`/services/${slug}`, lang));
      for (const card of await page.locator('#case-studies article').all()) {
        const title = await card.locator('h3').innerText();
        const study = studies(lang).find((s) => s.data.title === title)!;
        await expectLeadFirst(card, study);
      }
    }
  });
}
