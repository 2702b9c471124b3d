import { expect, test } from '@playwright/test';
import { t } from './site.ts';

for (const [path, trigger, tip] of [
  ['/', '#open-source [aria-describedby="status-active"]', '#status-active'],
  ['/it/contributions', '[aria-describedby="status-kafka-streams-testkit"]', '#status-kafka-streams-testkit'],
  ['/consultation', '[aria-describedby="duration-architecture-review"]', '#duration-architecture-review'],
] as const) {
  test(`tooltip on ${path} opens after 700 ms of hover, at once on focus, and closes on Escape`, async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await page.goto(path);
    // The site script starts after the first paint: let it arrive before the pointer does.
    await page.waitForLoadState('networkidle');
    // Stop the clock, so only runFor() moves time: the delay is measured, not raced.
    await page.clock.pauseAt(new Date('2026-01-02T00:00:00Z'));
    const bubble = page.locator(tip);
    await expect(bubble).toHaveAttribute('role', 'tooltip');
    await expect(bubble).toBeHidden();

    await page.locator(trigger).hover();
    await page.clock.runFor(650);
    await expect(bubble).toBeHidden();
    await page.clock.runFor(100);
    await expect(bubble).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bubble).toBeHidden();

    await page.mouse.move(0, 0);
    await page.locator(trigger).focus();
    await expect(bubble).toBeVisible();
    await expect(bubble).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(bubble).toBeHidden();
  });
}

test('tooltips are the accessible description of their trigger', async ({ page }) => {
  await page.goto('/it');
  const trigger = page.locator('[aria-describedby="status-sponsored"]');
  await expect(trigger).toHaveAccessibleDescription(t('it', 'status.sponsored.explained'));
});

// A screen reader reads the trigger, then its description: the duration once, then what it means,
// and no "with our engineers" that the Deep Dive's one engineer contradicts (r8).
test('a consultation’s duration is heard once, then explained', async ({ page }) => {
  await page.goto('/consultation');
  const trigger = page.locator('[aria-describedby="duration-technical-deep-dive"]');
  await expect(trigger).toHaveText(`${t('en', 'consultation.duration')}: 4–8 hours`);
  await expect(trigger).toHaveAccessibleDescription(t('en', 'consultation.durationExplained'));
  expect(t('en', 'consultation.durationExplained')).not.toMatch(/hours|engineers/);
});
