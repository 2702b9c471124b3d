// A local port nothing listens on now, for a server the tests start outside Node (WebKitWebDriver,
// nginx): the system picks it (port 0), and the process takes it a moment later.
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
