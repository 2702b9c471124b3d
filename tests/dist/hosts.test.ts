// The built site as a host serves it: `npm start`'s server, and nginx with the _nginx.conf the build
// writes, included in a plain server block as the README says. Both answer the same checks
// (host-checks.ts); and nginx fails them when the snippet loses a header, a 404 page or the
// redirect, so the nginx test is one that can fail.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler } from '../../scripts/build/server.ts';
import { dist, read } from './built.ts';
import { hostChecks } from './host-checks.ts';
import { locateNginx, startNginx, type RunningNginx } from './nginx.ts';

interface Running {
  origin: string;
  stop: () => Promise<void>;
}

async function startNpmServer(): Promise<Running> {
  const server: Server = createServer(createSiteHandler(dist)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

const nginx = locateNginx();
const snippet = read('_nginx.conf').toString();
const check = (name: string) => hostChecks.find((c) => c.name.startsWith(name))!;

describe('npm start', () => {
  let host: Running;
  beforeAll(async () => void (host = await startNpmServer()));
  afterAll(() => host?.stop());
  it.each(hostChecks.map((c) => [c.name, c] as const))('%s', async (_, { problems }) => {
    expect(await problems(host.origin)).toEqual([]);
  });
});

if (!nginx.found || !nginx.binary) {
  if (process.env.CI) {
    // CI installs nginx (.ci/run): a missing one is a broken machine, not a skip.
    describe('nginx', () => it('is installed', () => expect.fail(`nginx is missing on CI: ${nginx.detail}. Install: ${nginx.install}`)));
  } else {
    console.warn(`\nnginx SKIPPED: ${nginx.detail}.\n  Install it to serve the build with dist/_nginx.conf in the tests: ${nginx.install}\n`);
    describe.skip(`nginx with dist/_nginx.conf (not installed: ${nginx.detail})`, () => it('serves the site', () => {}));
  }
} else {
  const binary = nginx.binary;

  describe('nginx with dist/_nginx.conf', () => {
    let host: RunningNginx;
    beforeAll(async () => void (host = await startNginx(binary, dist, snippet)));
    afterAll(() => host?.stop());
    it.each(hostChecks.map((c) => [c.name, c] as const))('%s', async (_, { problems }) => {
      expect(await problems(host.origin)).toEqual([]);
    });
  });

  // The snippet with one thing taken out, and the check that must then fail, naming it.
  const losses: [string, RegExp, string, RegExp][] = [
    ['a header (Referrer-Policy)', /^\s*add_header Referrer-Policy .*\n/gm, 'sends the headers', /^\/: Referrer-Policy is missing/m],
    ['the Italian 404 page', /^\s*error_page 404 @not-found-it;\n/m, 'answers an unknown path', /^\/it\/pagina-inesistente: not the page of it\/404\.html$/m],
    ['the trailing-slash redirect', /^rewrite \^\(\/\.\+\?\)\/\+\$ \$1 permanent;\n/m, 'gives each page one address', /^\/services\/: status \d+, not a permanent redirect$/m],
  ];
  describe('nginx with a _nginx.conf that lost something fails the checks', () => {
    it.each(losses)('without %s', async (_, line, name, expected) => {
      const lessened = snippet.replace(line, '');
      expect(lessened, 'the snippet has that line').not.toBe(snippet);
      const host = await startNginx(binary, dist, lessened);
      try {
        expect((await check(name).problems(host.origin)).join('\n')).toMatch(expected);
      } finally {
        await host.stop();
      }
    });
  });
}
