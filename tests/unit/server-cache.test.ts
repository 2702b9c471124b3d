// The server entry's cache (scripts/build/cache/server-cache.ts): a kept bundle is used only while every
// file it can be made of is as it was (the code, the config and what it imports, the packages, the
// content), and only while the resized images it names are there.
import { mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepServer, restoreServer, serverEntry, serverInputs, serverKey } from '../../scripts/build/cache/server-cache.ts';
import { tempDirs } from './helpers/temp-dir.ts';

const newTemp = tempDirs('server-cache-');

/** A project whose Vite config imports a plugin that imports a module of the content tools, and its content. */
function project() {
  const base = newTemp();
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };
  write('vite.config.ts', "export default async () => ({ plugins: [(await import('./scripts/build/vite/content-plugin.ts')).plugin] });");
  write('scripts/build/vite/content-plugin.ts', "import { read } from '../../content/read-content.ts';\nexport const plugin = read;");
  write('scripts/content/read-content.ts', 'export const read = 1;');
  write('scripts/content/unrelated.ts', 'export const other = 1;');
  write('src/render/entry-server.tsx', 'export {};');
  for (const file of ['tsconfig.json', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json']) write(file, '{}');
  write('content/en/case-studies/a.mdx', 'Kafka');
  write('content/images/diagram.png', 'pixels');
  return { base, write, content: path.join(base, 'content') };
}

describe('the server entry’s cache', () => {
  it('is keyed by the code, the config and the modules it imports, and every content file', () => {
    const { base, content } = project();
    const inputs = serverInputs(content, base).map((f) => (path.isAbsolute(f) ? path.relative(base, f) : f));
    expect(inputs).toEqual(expect.arrayContaining(['src/render/entry-server.tsx', 'vite.config.ts', 'scripts/build/vite/content-plugin.ts', 'scripts/content/read-content.ts', 'content/en/case-studies/a.mdx', 'content/images/diagram.png', 'package-lock.json']));
    expect(inputs).not.toContain('scripts/content/unrelated.ts');
  });

  it('changes its key with any of those, the content folder’s place or a VITE_ variable, and not with anything else', () => {
    const { base, write, content } = project();
    const key = () => serverKey(content, base, {});
    const keys = new Set([key()]);
    const changes = [
      () => write('content/en/case-studies/a.mdx', 'Kafka Streams'),
      () => write('content/it/case-studies/a.mdx', 'Kafka in italiano'),
      () => write('content/images/diagram.png', 'other pixels'),
      () => write('src/render/entry-server.tsx', 'export const x = 1;'),
      () => write('scripts/content/read-content.ts', 'export const read = 2;'),
      () => write('vite.config.ts', 'export default {};'),
      () => write('node_modules/.package-lock.json', '{"packages":{}}'),
    ];
    for (const change of changes) {
      change();
      keys.add(key());
    }
    keys.add(serverKey(content, base, { VITE_X: '1' }));
    const moved = path.join(base, 'contenuti');
    renameSync(content, moved);
    keys.add(serverKey(moved, base, {}));
    expect(keys.size).toBe(changes.length + 3);
    renameSync(moved, content);
    write('scripts/content/unrelated.ts', 'export const other = 2;');
    expect(key()).toBe([...keys].at(-3));
  });

  it('keys a content file reached through a link by the bytes it leads to, and skips links to folders or to nothing', () => {
    const { base, write, content } = project();
    write('shared/b.mdx', 'Flink');
    symlinkSync(path.join(base, 'shared/b.mdx'), path.join(content, 'en/case-studies/b.mdx'));
    symlinkSync(path.join(base, 'shared'), path.join(content, 'linked-folder'));
    symlinkSync(path.join(base, 'nowhere.mdx'), path.join(content, 'en/case-studies/dangling.mdx'));
    const inputs = serverInputs(content, base).map((f) => (path.isAbsolute(f) ? path.relative(base, f) : f));
    expect(inputs).toContain('content/en/case-studies/b.mdx');
    expect(inputs).not.toContain('content/linked-folder');
    expect(inputs).not.toContain('content/en/case-studies/dangling.mdx');
    const key = serverKey(content, base, {});
    write('shared/b.mdx', 'Flink SQL');
    expect(serverKey(content, base, {})).not.toBe(key);
  });

  it('gives back the kept bundle only while every resized image it names is there', async () => {
    const base = newTemp();
    const [ssr, images, cache] = ['ssr', 'images', 'cache'].map((d) => path.join(base, d)) as [string, string, string];
    mkdirSync(ssr);
    mkdirSync(images);
    writeFileSync(path.join(ssr, 'entry-server.js'), 'const src = "/images/diagram-abc-704.webp";');
    writeFileSync(path.join(images, 'diagram-abc-704.webp'), 'webp');
    const entry = serverEntry('k', cache);
    await keepServer(entry, ssr);
    rmSync(ssr, { recursive: true });
    expect(await restoreServer(entry, ssr, images)).toBe(true);
    expect(readFileSync(path.join(ssr, 'entry-server.js'), 'utf8')).toContain('diagram-abc-704.webp');
    rmSync(path.join(images, 'diagram-abc-704.webp'));
    expect(await restoreServer(entry, ssr, images)).toBe(false);
    expect(await restoreServer(serverEntry('other', cache), ssr, images)).toBe(false);
  });
});
