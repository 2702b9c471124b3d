// nginx serving the built dist/ the way the README tells an nginx user to: a server { } block
// whose root is dist/, with the generated _nginx.conf included. Run as the current user, in the
// foreground, with its prefix, temp folders, pid and logs in a temporary folder, on a free port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port.ts';

export interface NginxLocation {
  found: boolean;
  /** The binary, or what is missing. */
  detail: string;
  install: string;
}

/** $NGINX_PATH, else Debian's /usr/sbin/nginx, else nginx on $PATH. */
export function locateNginx(): NginxLocation & { binary?: string } {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx'));
  const binary = [process.env.NGINX_PATH, '/usr/sbin/nginx', ...onPath].find((file): file is string => Boolean(file) && existsSync(file!));
  return {
    found: Boolean(binary),
    detail: binary ?? 'no nginx at $NGINX_PATH, /usr/sbin/nginx or on $PATH',
    install: 'apt-get install nginx (Debian), or set NGINX_PATH',
    ...(binary ? { binary } : {}),
  };
}

/** The MIME types of the nginx installation, as a server's configuration includes them. */
function mimeTypes(binary: string): string {
  const built = spawnSync(binary, ['-V'], { encoding: 'utf8' }).stderr;
  const confPath = /--conf-path=(\S+)/.exec(built)?.[1];
  const types = confPath && path.join(path.dirname(confPath), 'mime.types');
  // A build without one gets the few types the site serves.
  return types && existsSync(types)
    ? `include ${types};`
    : 'types { text/html html; text/css css; application/javascript js; image/svg+xml svg; image/png png; image/webp webp; application/xml xml; application/atom+xml atom; text/plain txt; }';
}

export interface RunningNginx {
  origin: string;
  stop: () => Promise<void>;
}

/** nginx serving `root` with `snippet` (the text of a _nginx.conf) included in its server block. */
export async function startNginx(binary: string, root: string, snippet: string): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  writeFileSync(path.join(prefix, '_nginx.conf'), snippet);
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    writeFileSync(path.join(prefix, 'nginx.conf'), [
      // As root, nginx would hand requests to "nobody"; here they stay with the current user.
      ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      'events { worker_connections 64; }',
      'http {',
      `  ${mimeTypes(binary)}`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${root};`,
      `    include ${path.join(prefix, '_nginx.conf')};`,
      '  }',
      '}',
    ].join('\n'));
    const errorLog = path.join(prefix, 'error.log');
    const child = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog, '-g', 'daemon off;'], { stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const origin = `http://127.0.0.1:${port}`;
    if (await listening(origin, exited)) {
      return {
        origin,
        stop: async () => {
          stopped(child);
          await exited;
          rmSync(prefix, { recursive: true, force: true });
        },
      };
    }
    const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
    // Another process took the port between the probe and nginx: try another one.
    if (attempt < 3 && /Address already in use/.test(log)) continue;
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx did not start:\n${log}`);
  }
}

function stopped(child: ChildProcess) {
  if (child.exitCode === null) child.kill('SIGTERM');
}

/** Whether nginx answers within 10 seconds; false as soon as it exits. */
async function listening(origin: string, exited: Promise<number | null>): Promise<boolean> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let waited = 0; waited < 10_000 && !gone; waited += 50) {
    try {
      await fetch(origin, { method: 'HEAD' });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return false;
}
