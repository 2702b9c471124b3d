// The browser scripts' cache (scripts/build/cache/client-cache.ts): a kept build is used only while every
// file the scripts are made of, and the VITE_ variables, are as they were; restored, it is the
// same files, byte for byte, in an emptied output folder.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientEntry, clientInputs, clientKey, keepClient, outsideKey, restoreClient } from '../../scripts/build/cache/client-cache.ts';
import { tempDirs } from './helpers/temp-dir.ts';

const newTemp = tempDirs('client-cache-');
let temp: string | undefined;

/** A project with the files the key reads, and an output folder as the client build leaves it. */
function project() {
  temp = newTemp();
  const base = path.join(temp, 'project');
  for (const dir of ['src/browser', 'scripts/build/vite', 'node_modules']) mkdirSync(path.join(base, dir), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(base, file), text);
  write('src/browser/site.ts', 'export {};');
  write('scripts/build/vite/sonner-css-plugin.ts', 'export {};');
  for (const file of ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json']) write(file, '{}');
  const out = path.join(temp, 'dist');
  mkdirSync(path.join(out, 'assets'), { recursive: true });
  mkdirSync(path.join(out, '.vite'));
  writeFileSync(path.join(out, 'assets/site-abc.js'), 'console.log(1)');
  writeFileSync(path.join(out, 'assets/logo.png'), Buffer.from([0, 255, 1, 254]));
  writeFileSync(path.join(out, '.vite/manifest.json'), '{"src/browser/site.ts":{"file":"assets/site-abc.js"}}');
  return { base, out, write, cache: path.join(temp, 'cache') };
}

describe('the browser scripts’ cache', () => {
  it('restores exactly the files kept, binary ones too, into an emptied folder', async () => {
    const { base, out, cache } = project();
    const entry = clientEntry(clientKey(base, {}), cache);
    await keepClient(entry, out);
    const restored = path.join(temp!, 'restored');
    mkdirSync(restored);
    writeFileSync(path.join(restored, 'index.html'), 'an old page');
    expect(await restoreClient(entry, restored)).toBe(true);
    const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
    expect(files(restored)).toEqual(files(out));
    for (const file of ['assets/site-abc.js', 'assets/logo.png', '.vite/manifest.json']) expect(readFileSync(path.join(restored, file))).toEqual(readFileSync(path.join(out, file)));
  });

  it('has nothing to restore for a key it never kept', async () => {
    const { base, cache } = project();
    expect(await restoreClient(clientEntry(clientKey(base, {}), cache), path.join(temp!, 'x'))).toBe(false);
  });

  it('changes the key with any source file, the config, its plugins, the compiler options, the packages, a .env file, NODE_ENV or a VITE_ variable', () => {
    const { base, write } = project();
    const keys = new Set([clientKey(base, {})]);
    const changes = [
      () => write('src/browser/site.ts', 'export const a = 1;'),
      () => write('src/browser/new.ts', 'export {};'),
      () => write('vite.config.ts', '{ }'),
      () => write('scripts/build/vite/sonner-css-plugin.ts', 'export const b = 2;'),
      () => write('tsconfig.json', '{"compilerOptions":{}}'),
      () => write('package.json', '{"name":"x"}'),
      () => write('package-lock.json', '{"lockfileVersion":3}'),
      () => write('node_modules/.package-lock.json', '{"lockfileVersion":3}'),
      () => write('.env.production', 'VITE_X=1'),
    ];
    for (const change of changes) {
      change();
      keys.add(clientKey(base, {}));
    }
    keys.add(clientKey(base, { VITE_API: 'https://example.test' }));
    // A build spawned by a test inherits NODE_ENV=test, and Vite then bundles React's development build.
    keys.add(clientKey(base, { NODE_ENV: 'test' }));
    expect(keys.size).toBe(changes.length + 3);
    // Content is not an input: another content folder builds the same scripts.
    mkdirSync(path.join(base, 'content'));
    write('content/settings.json', '{}');
    expect(clientKey(base, {})).toBe([...keys].at(-3));
  });

  it('reads every file under src/ of the real project', () => {
    const listed = clientInputs();
    const sources = readdirSync(path.resolve('src'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(listed.filter((f) => f.startsWith('src/'))).toHaveLength(sources.length);
    expect(listed).toContain('src/islands/consultation/client.tsx');
  });

  it('names the modules of a bundle the key does not cover: project files outside src/', () => {
    const base = '/work/project';
    const modules = [
      `${base}/src/browser/site.ts`,
      `${base}/node_modules/react/index.js`,
      `${base}/node_modules/.pnpm/sonner@2/node_modules/sonner/dist/index.mjs`,
      '\0vite/modulepreload-polyfill.js',
      'vite/preload-helper.js',
      `${base}/scripts/content/content-dir.ts`,
      `${base}/src-old/x.ts`,
    ];
    expect(outsideKey(modules, base)).toEqual([`${base}/scripts/content/content-dir.ts`, `${base}/src-old/x.ts`]);
  });
});
