// `npm run dev` in a test: the project's Vite config on a free port, reading the given content
// folder, and a GET that gives a page's status and HTML.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer } from 'vite';

export interface DevServer {
  get: (url: string) => Promise<{ status: number; html: string }>;
  close: () => Promise<void>;
}

export async function devServer(contentDir: string): Promise<DevServer> {
  process.env.CONTENT_DIR = contentDir;
  const server = await createServer({ root: path.resolve('.'), configFile: path.resolve('vite.config.ts'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  const origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  return {
    get: async (url) => {
      const response = await fetch(origin + url);
      return { status: response.status, html: await response.text() };
    },
    close: async () => {
      await server.close();
      delete process.env.CONTENT_DIR;
    },
  };
}
