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
    await hint.getByRole('button', { name: 'Chiudi' }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Suggerimento di lingua' })).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['correnti:language-hint-dismissed']);
  });

  test('causes no layout shift and no redirect', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('complementary', { name: 'Suggerimento di lingua' })).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBe(0);
  });

  test('sees nothing on the Italian page', async ({ page }) => {
    await page.goto('/it');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('aside[lang]')).toHaveCount(0);
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
    await expect(page.locator('aside[lang]')).toHaveCount(0);
  });
});
