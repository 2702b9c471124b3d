// axe-core in a page: loaded once into each document, then run as often as the page changes state
// (colour scheme, width, a form sent). The same axe and the same rules AxeBuilder ran, without
// what AxeBuilder repeats on every scan (loading axe twice and opening a blank page to merge
// frames' results: the site has no frames).
import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The WCAG 2.0, 2.1 and 2.2 rules, levels A and AA. */
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// The axe-core that @axe-core/playwright itself depends on, so its version follows that package's.
const { source } = createRequire(import.meta.resolve('@axe-core/playwright'))('axe-core') as { source: string };

/**
 * The WCAG A/AA rules whose outcome a colour scheme can change: text contrast, and links told from
 * the text around them. The dark theme changes colours only (custom properties), so every other
 * rule reads the same page in both schemes and a second scheme needs only these.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** axe's WCAG A/AA results for the page as it is now: every rule, or only those given. */
export async function axeScan(page: Page, { rules }: { rules?: string[] } = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: wcag };
  // Violations are what the tests read: axe then keeps one node of each passing rule instead of all (a fifth less CPU a scan).
  return page.evaluate((runOnly) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { runOnly, resultTypes: ['violations'], iframes: false }), runOnly);
}

/**
 * Shows a loaded page in another colour scheme and width, as a page loaded that way shows it.
 * Media queries apply at once, but the colours the change sets off CSS transitions for (a button's
 * 150 ms) would be read halfway, where a fresh load has none: those are brought to their end.
 */
export async function showAs(page: Page, { colorScheme, width, height }: { colorScheme: 'light' | 'dark'; width: number; height: number }) {
  await page.emulateMedia({ colorScheme });
  await page.setViewportSize({ width, height });
  await page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).forEach((a) => a.finish()));
}
