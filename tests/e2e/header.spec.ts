// The header: every page one click away, "Request a consultation" always in sight, and no taller
// than two rows of targets on a phone (it was three, 149 px at 375 and 193 at 320, before /about
// joined the navigation); one row on a desktop.
import { expect, test, type Page } from '@playwright/test';
import { langs, t, url } from './site.ts';

const pages = [['/services', 'nav.services'], ['/open-source', 'nav.openSource'], ['/case-studies', 'nav.caseStudies'], ['/about', 'nav.about']] as const;
const header = (page: Page) => page.locator('body > header');
const mainNav = (page: Page) => header(page).locator('nav').first();
// Two 44 px rows and the padding around them; one row on a desktop.
const tallest = { phone: 104, desktop: 64 };

for (const [width, height, rows] of [[320, 640, 'phone'], [375, 667, 'phone'], [1280, 800, 'desktop']] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    for (const lang of langs) {
      test(`the header is at most ${tallest[rows]} px tall, and "Request a consultation" is on the first screen (${lang})`, async ({ page }) => {
        for (const path of ['/', '/about', '/case-studies/payments-fraud-detection']) {
          await page.goto(url(path, lang));
          const box = (await header(page).boundingBox())!;
          expect(box.height, url(path, lang)).toBeLessThanOrEqual(tallest[rows]);
          const cta = mainNav(page).getByRole('link', { name: t(lang, 'nav.consultation'), exact: true });
          await expect(cta).toBeInViewport({ ratio: 1 });
          expect((await cta.boundingBox())!.height).toBeGreaterThanOrEqual(44);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), url(path, lang)).toBe(0);
        }
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const javaScriptEnabled of [true, false]) {
    test(`the pages sit behind "Menu", which opens and closes ${javaScriptEnabled ? 'with the site script' : 'without JavaScript'}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 667 } });
      const page = await context.newPage();
      await page.goto('/it/about');
      const menu = mainNav(page).locator('summary');
      await expect(menu).toHaveAccessibleName(t('it', 'nav.menu'));
      for (const [, key] of pages) await expect(mainNav(page).getByRole('link', { name: t('it', key), exact: true })).toBeHidden();
      await menu.click();
      for (const [path, key] of pages) {
        const link = mainNav(page).getByRole('link', { name: t('it', key), exact: true });
        await expect(link).toBeInViewport();
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        expect(await link.getAttribute('aria-current'), path).toBe(path === '/about' ? 'page' : null);
      }
      await expect(mainNav(page).locator('a[aria-current="page"]')).toHaveText(t('it', 'nav.about'));
      await menu.click();
      await expect(mainNav(page).getByRole('link', { name: t('it', 'nav.services'), exact: true })).toBeHidden();
      await context.close();
    });
  }

  test('Escape, or a tap elsewhere, closes the menu; the keyboard reaches every page through it', async ({ page }) => {
    await page.goto('/services');
    await page.waitForLoadState('networkidle');
    const menu = mainNav(page).locator('summary');
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Services', exact: true })).toBeFocused();
    await expect(mainNav(page).getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toBeHidden();
    await menu.click();
    // A tap on the page below the open menu.
    await page.mouse.click(200, 600);
    await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toBeHidden();
  });
});

test('on a desktop, every page is in the row with no menu, and the current one is marked', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/consultation');
  await expect(mainNav(page).locator('summary')).toBeHidden();
  for (const [, key] of pages) await expect(mainNav(page).getByRole('link', { name: t('en', key), exact: true })).toBeVisible();
  await expect(mainNav(page).locator('a[aria-current="page"]')).toHaveText(t('en', 'nav.consultation'));
});
