// Playwright's second web server: writes the scaled content (./site.ts), builds it into its own
// folder and serves it on E2E_PORT + 1, the way `npm run serve` serves dist/.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeScaledContent } from '../../../scripts/measure/generate-case-studies.ts';
import { createSiteHandler } from '../../../scripts/build/server.ts';
import { added, contentDir, githubLogins, keeper, outDir, scaledDir, scaledPort } from './site.ts';

rmSync(scaledDir, { recursive: true, force: true });
writeScaledContent(path.resolve('content'), contentDir, added, keeper());
const settingsFile = path.join(contentDir, 'settings.json');
writeFileSync(settingsFile, JSON.stringify({ ...JSON.parse(readFileSync(settingsFile, 'utf8')), githubLogins }, null, 2));
const build = spawnSync('npx', ['tsx', 'scripts/build/build.ts'], { stdio: 'inherit', env: { ...process.env, QUIET: '1', CONTENT_DIR: contentDir, OUT_DIR: outDir } });
if (build.status !== 0) process.exit(build.status ?? 1);
createServer(createSiteHandler(outDir)).listen(scaledPort, () => console.log(`Serving the scaled site at http://localhost:${scaledPort}`));
