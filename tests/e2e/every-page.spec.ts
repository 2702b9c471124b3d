import { expect, test } from '@playwright/test';
import { axeScan, colourRules, showAs } from './axe.ts';
import { langs, pagePaths, t, url } from './site.ts';
import { watch } from './watch.ts';

// Every page in both languages, loaded once for all the checks that read the same load: its head,
// what it requests and stores, axe at 375 and 1280 px in light and, for the colour rules, in dark, and no sideways scroll at
// 320 px (the colour scheme and the width switched in between: the site's script reads neither, its
// CSS follows at once).

const h1ByPath: Record<string, string> = {
  '/services': 'services.pageTitle',
  '/open-source': 'openSource.pageTitle',
  '/contributions': 'contributions.title',
  '/consultation': 'consultation.title',
  '/case-studies': 'caseStudies.title',
  '/about': 'about.title',
};

const states = (['light', 'dark'] as const).flatMap((colorScheme) => [375, 1280].map((width) => ({ colorScheme, width })));

test.describe('every page', () => {
  test.use({ colorScheme: 'light', viewport: { width: 375, height: 800 } });
  // Four axe scans and the head in one test: three times the time of one.
  test.slow();
  for (const lang of langs) {
    for (const path of [...pagePaths, '/no-such-page']) {
      const address = url(path, lang);
      const page404 = path === '/no-such-page';
      test(`${address}: ${page404 ? '' : 'answers 200 with its h1, lang and head; '}no CSP violation, third-party request, cookie or storage; no WCAG A/AA violations at 375 and 1280 px, in light and (contrast) in dark; no sideways scroll at 320 px`, async ({ page, baseURL, context }) => {
        const problems = await watch(page, baseURL!);
        const response = await page.goto(address);

        if (!page404) {
          expect(response?.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('h1')).toHaveCount(1);
          if (h1ByPath[path]) await expect(page.locator('h1')).toHaveText(t(lang, h1ByPath[path]));
          await expect(page).toHaveTitle(/\| Correnti$/);
          expect(await page.locator('meta[name=description]').getAttribute('content')).toMatch(/.{50,}/);
          const hreflangs = await page.locator('link[rel=alternate][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
          expect(hreflangs).toEqual([
            ['en', `https://correnti.example${url(path, 'en')}`],
            ['it', `https://correnti.example${url(path, 'it')}`],
            ['x-default', `https://correnti.example${url(path, 'en')}`],
          ]);
        }

        // axe on the page as loaded, before anything is hovered or focused: every WCAG A/AA rule in
        // light at each width; in dark (colours only, src/theme/global.ts) the rules colours decide.
        for (const { colorScheme, width } of states) {
          await showAs(page, { colorScheme, width, height: 800 });
          const { violations } = await axeScan(page, colorScheme === 'dark' ? { rules: colourRules } : {});
          expect.soft(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe, ${colorScheme}, ${width} px`).toEqual([]);
        }
        // At 320 px, the narrowest phone, nothing scrolls sideways.
        await showAs(page, { colorScheme: 'light', width: 320, height: 640 });
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'sideways scroll at 320 px').toBe(0);
        // Then what it requests and stores, once it settles, with a tooltip focused and a link hovered (prefetching).
        await page.waitForLoadState('networkidle');
        const trigger = page.locator('[data-tooltip-trigger]').first();
        if (await trigger.count()) await trigger.focus();
        await page.locator('main a[href^="/"]').first().hover();
        await page.waitForTimeout(300);
        expect.soft(problems, 'CSP violations and third-party requests').toEqual([]);
        expect.soft(await context.cookies(), 'cookies').toEqual([]);
        expect.soft(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]), 'storage').toEqual([0, 0, '']);
      });
    }
  }
});
