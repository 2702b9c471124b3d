// Vitest global setup of the cross-browser flows: serves the built site (npm run build first;
// `npm test` does) on a free port, as `npm start` would, and tells the tests where.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createSiteHandler } from '../../scripts/build/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function serve(project: TestProject) {
  const root = path.resolve('dist');
  if (!existsSync(path.join(root, 'index.html'))) throw new Error('dist/ has no build: run `npm run build` first');
  const server = createServer(createSiteHandler(root)).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  project.provide('baseURL', `http://localhost:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
