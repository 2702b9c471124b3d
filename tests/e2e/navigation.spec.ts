import { expect, test } from '@playwright/test';

test('every page declares speculation rules that prerender same-site pages on intent', async ({ page }) => {
  for (const path of ['/', '/it/case-studies', '/consultation']) {
    await page.goto(path);
    const rules = JSON.parse((await page.locator('script[type=speculationrules]').textContent())!);
    expect(rules.prerender[0]).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
  }
});

test('hovering a link makes Chromium prerender the next page before the click', async ({ page }) => {
  await page.goto('/');
  const prerender = page.waitForRequest((r) => new URL(r.url()).pathname === '/services' && /prerender/.test(r.headers()['sec-purpose'] ?? ''));
  await page.locator('header a[href="/services"]').hover();
  await prerender;
});

test('where Speculation Rules are missing, hovering a link prefetches its page', async ({ page }) => {
  // Pretend to be a browser without Speculation Rules (Firefox, Safari).
  await page.addInitScript(() => {
    const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
    HTMLScriptElement.supports = (type: string) => type !== 'speculationrules' && supports(type);
  });
  await page.goto('/');
  // The site script starts after the first paint: let it arrive before the pointer does.
  await page.waitForLoadState('networkidle');
  const prefetched = page.waitForRequest((r) => new URL(r.url()).pathname === '/services');
  await page.locator('header a[href="/services"]').hover();
  await prefetched;
  await expect(page.locator('link[rel=prefetch][href="/services"]')).toHaveCount(1);
  await page.locator('header a[href="/services"]').hover();
  await expect(page.locator('link[rel=prefetch]')).toHaveCount(1);
});
