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
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Suggerimento di lingua' })).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['correnti:language-hint-dismissed']);
  });

  test('causes no layout shift and no redirect', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    const hint = page.getByRole('complementary', { name: 'Suggerimento di lingua' });
    await expect(hint).toBeVisible();
    // Out of the flow, so showing it cannot move anything: take it away and put it back, and
    // every other element of the page stays exactly where it was.
    expect(await hint.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const moved = await hint.evaluate((el) => {
      const others = [...document.body.querySelectorAll('*')].filter((e) => !el.contains(e));
      const rects = () => others.map((e) => JSON.stringify(e.getBoundingClientRect()));
      const parent = el.parentElement!;
      el.remove();
      const without = rects();
      parent.append(el);
      const withHint = rects();
      return without.filter((r, i) => r !== withHint[i]).length;
    });
    expect(moved).toBe(0);
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
