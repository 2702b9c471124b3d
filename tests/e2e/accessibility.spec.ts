import { expect, test } from '@playwright/test';
import { axeScan } from './axe.ts';
import { formReady } from './form.ts';
import { t } from './site.ts';

// Every page in light and dark at 375 and 1280 px: tests/e2e/every-page.spec.ts, with its other checks of the same load.

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
