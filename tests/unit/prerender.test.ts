import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlFileFor, prerender } from '../../scripts/build/prerender.ts';

let dir: string | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A stand-in for the built server entry whose /services route throws while rendering. */
function fakeBuild(): { outDir: string; ssrEntry: string; imagesDir: string } {
  dir = mkdtempSync(path.join(tmpdir(), 'prerender-'));
  const outDir = path.join(dir, 'dist');
  mkdirSync(path.join(outDir, '.vite'), { recursive: true });
  writeFileSync(path.join(outDir, '.vite/manifest.json'), JSON.stringify({ 'src/browser/site.ts': { file: 'assets/site.js' } }));
  const ssrEntry = path.join(dir, 'entry-server.mjs');
  writeFileSync(
    ssrEntry,
    `export const settings = { siteUrl: 'https://x.example', name: 'X' };
     export const pagePaths = () => ['/', '/services'];
     export const renderDocument = ({ body }) => body;
     export async function render(url) {
       if (url.endsWith('/services')) throw new Error('boom in ServicesGrid');
       const status = url.includes('__404__') ? 404 : 200;
       return { page: { status, scripts: new Set(['site']), islands: new Set() }, body: '<h1>ok</h1>', css: [] };
     }`,
  );
  return { outDir, ssrEntry, imagesDir: path.join(dir, 'images') };
}

describe('prerender', () => {
  it('fails the build naming the route and the error', async () => {
    await expect(prerender(fakeBuild())).rejects.toThrow(/Prerendering \/services failed: Error: boom in ServicesGrid/);
  });

  it('hands each page on before rendering the next (none is held until the end), and writes what it handed on', async () => {
    const build = fakeBuild();
    // The fake entry logs each render, and the test each page handed on, in one list.
    const order: string[] = [];
    (globalThis as { prerenderOrder?: string[] }).prerenderOrder = order;
    writeFileSync(
      build.ssrEntry,
      `export const settings = { siteUrl: 'https://x.example', name: 'X' };
       export const pagePaths = () => ['/', '/services'];
       export const renderDocument = ({ body, styles }) => styles + body;
       export const feeds = () => [];
       export async function render(url) {
         globalThis.prerenderOrder.push('render ' + url);
         const status = url.includes('__404__') ? 404 : 200;
         return { page: { status, islands: new Set(), lang: 'en', path: url, title: url, kicker: '' }, body: '<h1>' + url + '</h1>', css: [['a', 'h1{color:red}']] };
       }`,
    );
    const handed: [string, string][] = [];
    // No preview images or icons drawn: the SEO files have tests of their own.
    const seo = await import('../../scripts/build/seo/writeSeoFiles.ts');
    vi.spyOn(seo, 'writeSeoFiles').mockResolvedValue();
    const { Previews } = await import('../../scripts/build/seo/previews.ts');
    vi.spyOn(Previews.prototype, 'add').mockResolvedValue();
    const result = await prerender({
      ...build,
      onPage: (file, html) => {
        order.push(`page ${path.relative(build.outDir, file)}`);
        handed.push([path.relative(build.outDir, file), html]);
      },
    });
    expect(result.files.map((f) => f.file)).toEqual(['index.html', 'services.html', '404.html', 'it.html', 'it/services.html', 'it/404.html']);
    expect(order.slice(0, 4)).toEqual(['render /', 'page index.html', 'render /services', 'page services.html']);
    expect(handed.map(([file]) => file)).toEqual(result.files.map((f) => f.file));
    for (const [file, html] of handed) expect(readFileSync(path.join(build.outDir, file), 'utf8')).toBe(html);
    expect(handed[0]![1]).toBe('<style>h1{color:red}</style><h1>/</h1>');
  });

  it('writes each page to the file a static host serves for its URL', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/services')).toBe('services.html');
    expect(htmlFileFor('/it')).toBe('it.html');
    expect(htmlFileFor('/it/case-studies/x')).toBe('it/case-studies/x.html');
  });
});
