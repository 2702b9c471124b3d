import { expect, test } from '@playwright/test';

test.describe('a browser that prefers Italian, on an English page', () => {
  test.use({ locale: 'it-IT' });

  test('sees a suggestion in Italian, keeping the #fragment, until dismissed for the session', async ({ page }) => {
    await page.goto('/services#flink');
    const hint = page.getByRole('complementary', { name: 'Suggerimento di lingua' });
    await expect(hint).toBeVisible();
    await expect(hint).toHaveAttribute('lang', 'it');
    await expect(hint).toContainText('Questa pagina è disponibile anche in italiano.');
    await expect(hint.getByRole('link', { name: 'Leggila in italiano' })).toHaveAttribute('href', '/it/services#flink');
    await hint.getByRole('button', { name: 'Chiudi il suggerimento' }).click();
    await expect(hint).toBeHidden();
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Suggerimento di lingua' })).toBeHidden();
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['correnti:language-hint-dismissed']);
  });

  test('is a bar in the flow above the header, shown before the first paint: no layout shift, no redirect', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    const hint = page.getByRole('complementary', { name: 'Suggerimento di lingua' });
    await expect(hint).toBeVisible();
    // In the flow, above the header: it moves the page down instead of covering it.
    expect(await hint.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    const [bar, header] = [(await hint.boundingBox())!, (await page.locator('body > header').boundingBox())!];
    expect(bar.y + bar.height).toBeLessThanOrEqual(header.y);
    // Decided by the head's script before the page painted. Inserted after it, a bar this tall would
    // move the header and the whole page down, a shift of about 0.06; what moves the header may shift
    // by no more than a rounding error. (Only shifts of the header count: once, on a machine with a
    // load of 12, something else on the page moved by 0.02, which the bar cannot cause.)
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => new Promise<number>((resolve) => {
      const header = document.querySelector('body > header');
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
      const moved = (entries: Shift[]) => entries.filter((e) => e.sources.some((s) => s.node && (s.node === header || s.node.contains(header!)))).reduce((sum, e) => sum + e.value, 0);
      new PerformanceObserver((list) => resolve(moved(list.getEntries() as Shift[]))).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(0), 500);
    }));
    expect(shift).toBeLessThan(0.01);
  });

  test('sees nothing on the Italian page', async ({ page }) => {
    await page.goto('/it');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('aside[lang]')).toBeHidden();
  });
});

test.describe('a browser that prefers English, on an Italian page', () => {
  test.use({ locale: 'en-GB' });
  test('sees the suggestion in English', async ({ page }) => {
    await page.goto('/it/case-studies');
    const hint = page.getByRole('complementary', { name: 'Language suggestion' });
    await expect(hint).toContainText('This page is also available in English.');
    await expect(hint.getByRole('link', { name: 'Read it in English' })).toHaveAttribute('href', '/case-studies');
  });
});

test.describe('a browser that prefers neither language', () => {
  test.use({ locale: 'de-DE' });
  test('sees no suggestion', async ({ page }) => {
    await page.goto('/it');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('aside[lang]')).toBeHidden();
  });
});
