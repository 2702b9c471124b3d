// Playwright's second web server: the scaled site on E2E_PORT + 1, served the way `npm run serve`
// serves dist/. Built first (./build.ts) unless `npm test` built it already (E2E_SCALED_BUILT).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createSiteHandler } from '../../../scripts/build/server.ts';
import { buildScaledSite } from './build.ts';
import { outDir, scaledPort } from './site.ts';

if (!process.env.E2E_SCALED_BUILT) {
  const code = await buildScaledSite();
  if (code !== 0) process.exit(code);
} else if (!existsSync(path.join(outDir, 'index.html'))) {
  console.error(`E2E_SCALED_BUILT is set, but ${path.relative(process.cwd(), outDir)} has no build: run tests/e2e/scaled/build.ts first`);
  process.exit(1);
}
createServer(createSiteHandler(outDir)).listen(scaledPort, () => console.log(`Serving the scaled site at http://localhost:${scaledPort}`));
