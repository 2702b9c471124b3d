import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/measure/browser.ts';

const port = Number(process.env.E2E_PORT ?? 4319);

// Runs against the built site (npm run build first; `npm test` does), served as in production.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Twice Playwright's 30 s: `npm test` runs the unit tests beside these, on the same cores.
  timeout: 60_000,
  // On CI also an HTML report (playwright-report/), which the CI workflow keeps when a test fails.
  // PLAYWRIGHT_JSON_OUTPUT_NAME=<file> adds a JSON report: each test's duration, to see where the time goes.
  reporter: [...(process.env.CI ? [['line'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] as const : [['list']] as const), ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json']] as const : [])],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    // One browser context per worker, reset between tests instead of made anew (a new renderer
    // process each time): cookies, storage and the HTTP cache cleared, routes, init scripts and the
    // clock removed, other tabs closed, the viewport and colour scheme back to the test's. A test
    // with other context options (locale, JavaScript off) gets a context of its own. Permissions
    // a test grants stay (only the clipboard's, which the site needs for nothing but a click).
    reuseContext: true,
    // A failed test leaves a screenshot of the page in test-results/ (and in the HTML report).
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: [
    {
      command: 'npx tsx scripts/build/serve.ts',
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same site with 40 more case studies, for the list pages at scale (tests/e2e/scaled/).
      command: 'npx tsx tests/e2e/scaled/serve.ts',
      env: { E2E_PORT: String(port), QUIET: '1' },
      url: `http://localhost:${port + 1}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
