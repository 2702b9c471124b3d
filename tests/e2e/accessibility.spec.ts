import { expect, test } from '@playwright/test';
import { axeScan, showAs } from './axe.ts';
import { formReady } from './form.ts';
import { langs, pagePaths, t, url } from './site.ts';

// Every page in light and dark at 375 and 1280 px: four scans of one load, the colour scheme and
// the width switched in between (showAs: the site's script reads neither, its CSS follows at once).
const states = (['light', 'dark'] as const).flatMap((colorScheme) => [375, 1280].map((width) => ({ colorScheme, width })));

test.describe('axe, light and dark, 375 and 1280 px', () => {
  test.use({ colorScheme: 'light', viewport: { width: 375, height: 800 } });
  // Four scans in one test: three times the time of one.
  test.slow();
  for (const lang of langs) {
    for (const path of [...pagePaths, '/no-such-page']) {
      const address = url(path, lang);
      test(`${address} has no WCAG A/AA violations`, async ({ page }) => {
        await page.goto(address);
        for (const { colorScheme, width } of states) {
          await showAs(page, { colorScheme, width, height: 800 });
          const { violations } = await axeScan(page);
          expect.soft(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${colorScheme}, ${width} px`).toEqual([]);
        }
      });
    }
  }
});

test('the form, after sending, still has no violations (confirmation panel and toast)', async ({ page }) => {
  await page.goto('/it/consultation');
  await formReady(page);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.it');
  await page.getByRole('combobox', { name: 'Tipo di consulenza' }).selectOption('Other');
  await page.getByRole('button', { name: t('it', 'form.submit') }).click();
  await expect(page.locator('#sent-title')).toBeFocused();
  const { violations } = await axeScan(page);
  expect(violations.map((v) => v.id)).toEqual([]);
});

/** Tabs through the page, returning what got focus, until focus comes back round. */
async function tabOrder(page: import('@playwright/test').Page, limit = 120) {
  const order: { key: string; outline: string; top: number }[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const index = [...document.querySelectorAll('*')].indexOf(el);
      return { key: `${index}`, outline: `${style.outlineStyle} ${style.outlineWidth}`, top: el.getBoundingClientRect().top + scrollY };
    });
    if (!info || order.some((o) => o.key === info.key)) break;
    order.push(info);
  }
  return order;
}

for (const path of ['/', '/consultation']) {
  test(`keyboard on ${path}: skip link first, visible focus everywhere, tab order follows the page`, async ({ page }) => {
    await page.goto(path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('main')).toBeFocused();

    await page.goto(path);
    const order = await tabOrder(page);
    expect(order.length).toBeGreaterThan(10);
    for (const stop of order) expect(stop.outline).not.toMatch(/^none|0px$/);
    // DOM order is reading order here: each stop comes after the previous one in the document.
    const indexes = order.map((o) => Number(o.key));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });
}
