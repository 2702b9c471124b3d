// `npm run serve` (`npm start` builds first): the built site at http://localhost:4173 (PORT to change).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createSiteHandler } from './server.ts';

const root = path.resolve(import.meta.dirname, '../..', process.env.OUT_DIR ?? 'dist');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error('dist/ has no build: run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
createServer(createSiteHandler(root)).listen(port, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${port}`);
});
