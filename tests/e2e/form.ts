import type { Page } from '@playwright/test';

/** The form's code loads as the visitor nears it: scroll there and wait until it is live. */
export async function formReady(page: Page) {
  await page.locator('[data-island="consultation"]').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('[data-island="consultation"]')?.hasAttribute('data-hydrated'));
}
