// The server build's MDX cache (scripts/build/vite/mdx-cache.ts): a kept module is the compilation
// of exactly this file, with exactly these plugins and images, and its images are on disk.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedCompile, mdxFingerprint, type Compiled } from '../../scripts/build/vite/mdx-cache.ts';
import { tempDirs } from './helpers/temp-dir.ts';

const newTemp = tempDirs('mdx-cache-');
let temp: string | undefined;

/** A content folder with one image, a plugin module, an images output folder and an empty cache. */
function setup() {
  temp = newTemp();
  const contentDir = path.join(temp, 'content');
  const imagesDir = path.join(temp, 'images-out');
  mkdirSync(path.join(contentDir, 'images'), { recursive: true });
  mkdirSync(imagesDir);
  writeFileSync(path.join(contentDir, 'images/diagram.png'), 'pixels');
  const plugin = path.join(temp, 'plugin.ts');
  writeFileSync(plugin, 'export const version = 1;');
  const inputs = () => ({ mode: 'production', modules: [plugin], contentDir });
  // A compiler that names one resized image, as rehypeContentImages makes MDX bodies do, and writes it.
  const runs: string[] = [];
  const compile = async (code: string, id: string): Promise<Compiled> => {
    runs.push(id);
    writeFileSync(path.join(imagesDir, 'diagram-abc-704.webp'), 'webp');
    return { code: `export default "${code}"; const src = "/images/diagram-abc-704.webp";`, map: null };
  };
  const run = (code: string, id = '/content/en/case-studies/a.mdx') => cachedCompile({ fingerprint: mdxFingerprint(inputs()), imagesDir, cache: path.join(temp!, 'cache'), compile })(code, id);
  return { contentDir, imagesDir, plugin, runs, run, inputs };
}

describe('the MDX compile cache', () => {
  it('gives the kept module for the same file, byte for byte, without compiling it again', async () => {
    const { run, runs } = setup();
    const first = await run('Hello');
    expect(await run('Hello')).toEqual(first);
    expect(runs).toHaveLength(1);
  });

  it('compiles again when the file’s text or path changes', async () => {
    const { run, runs } = setup();
    await run('Hello');
    expect(await run('Hello, world')).toMatchObject({ code: expect.stringContaining('Hello, world') });
    await run('Hello', '/content/it/case-studies/a.mdx');
    expect(runs).toHaveLength(3);
  });

  it('compiles again when a plugin module, the build mode or an image changes, or an image is added', async () => {
    const { run, runs, plugin, contentDir, inputs } = setup();
    await run('Hello');
    const before = mdxFingerprint(inputs());
    writeFileSync(plugin, 'export const version = 2;');
    await run('Hello');
    writeFileSync(path.join(contentDir, 'images/diagram.png'), 'other pixels');
    await run('Hello');
    mkdirSync(path.join(contentDir, 'images/it'));
    writeFileSync(path.join(contentDir, 'images/it/diagram.png'), 'pixels in Italian');
    await run('Hello');
    expect(runs).toHaveLength(4);
    expect(mdxFingerprint({ ...inputs(), mode: 'development' })).not.toBe(mdxFingerprint(inputs()));
    expect(mdxFingerprint(inputs())).not.toBe(before);
  });

  it('compiles again when an image the kept module names is no longer on disk', async () => {
    const { run, runs, imagesDir } = setup();
    await run('Hello');
    for (const file of readdirSync(imagesDir)) rmSync(path.join(imagesDir, file));
    await run('Hello');
    expect(runs).toHaveLength(2);
    expect(readdirSync(imagesDir)).toEqual(['diagram-abc-704.webp']);
  });
});
