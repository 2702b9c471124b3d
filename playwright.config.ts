import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/browser.ts';

const port = Number(process.env.E2E_PORT ?? 4319);

// Runs against the built site (npm run build first; `npm test` does), served as in production.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
