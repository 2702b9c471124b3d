// `npm run dev` in a test: the project's Vite config on a free port, reading the given content
// folder, and a GET that gives a page's status and HTML; with `log`, what the terminal shows.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type Logger } from 'vite';

export interface DevServer {
  get: (url: string) => Promise<{ status: number; html: string }>;
  close: () => Promise<void>;
}

/** A terminal that keeps each message (info, warning or error) in `log`. */
function loggerInto(log: string[]): Logger {
  const warned = new Set<string>();
  const logger: Logger = {
    hasWarned: false,
    info: (message) => void log.push(message),
    warn: (message) => {
      logger.hasWarned = true;
      log.push(message);
    },
    warnOnce: (message) => {
      if (!warned.has(message)) logger.warn(message);
      warned.add(message);
    },
    error: (message) => void log.push(message),
    clearScreen: () => {},
    hasErrorLogged: () => false,
  };
  return logger;
}

export async function devServer(contentDir: string, { log }: { log?: string[] } = {}): Promise<DevServer> {
  process.env.CONTENT_DIR = contentDir;
  const server = await createServer({
    root: path.resolve('.'),
    configFile: path.resolve('vite.config.ts'),
    ...(log ? { customLogger: loggerInto(log) } : { logLevel: 'silent' as const }),
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  const origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  return {
    get: async (url) => {
      // Right after a save Vite may drop a connection while it reloads the changed modules
      // (ECONNRESET): asked again, it answers. Only a failed connection is retried, never a status.
      for (let attempt = 1; ; attempt++) {
        try {
          const response = await fetch(origin + url);
          return { status: response.status, html: await response.text() };
        } catch (error) {
          if (attempt === 3) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
    },
    close: async () => {
      await server.close();
      delete process.env.CONTENT_DIR;
    },
  };
}

/** A page's HTML with its character references decoded, as a reader sees the text (&#39;, &#x27;, &quot;...). */
export const shown = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
