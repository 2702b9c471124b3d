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

  it('writes each page before rendering the next, and hands its HTML on as written', async () => {
    const build = fakeBuild();
    // Renders /services only once the home page is on disk: pages are not held back until the end.
    writeFileSync(
      build.ssrEntry,
      `import { existsSync } from 'node:fs';
       export const settings = { siteUrl: 'https://x.example', name: 'X' };
       export const pagePaths = () => ['/', '/services'];
       export const renderDocument = ({ body, styles }) => styles + body;
       export const feeds = () => [];
       export async function render(url) {
         if (url === '/services' && !existsSync(${JSON.stringify(path.join(build.outDir, 'index.html'))})) throw new Error('the home page is not written yet');
         const status = url.includes('__404__') ? 404 : 200;
         return { page: { status, islands: new Set(), lang: 'en', path: url, title: url, kicker: '' }, body: '<h1>' + url + '</h1>', css: [['a', 'h1{color:red}']] };
       }`,
    );
    const handed: [string, string][] = [];
    const seo = await import('../../scripts/build/seo/writeSeoFiles.ts');
    vi.spyOn(seo, 'writeSeoFiles').mockResolvedValue({ fromCache: 0, drawn: 0 });
    const result = await prerender({ ...build, onPage: (file, html) => void handed.push([path.relative(build.outDir, file), html]) });
    expect(result.files.map((f) => f.file)).toEqual(['index.html', 'services.html', '404.html', 'it.html', 'it/services.html', 'it/404.html']);
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

  it('writes the same files with render threads as without, the CSP allowing each kind of page’s style', async () => {
    const build = fakeBuild();
    // 120 paths in two languages: enough pages for a second render thread. Three kinds of page, each with its CSS.
    writeFileSync(
      build.ssrEntry,
      `export const settings = { siteUrl: 'https://x.example', name: 'X' };
       export const pagePaths = () => Array.from({ length: 120 }, (_, i) => '/p' + i);
       export const renderDocument = ({ body, styles }) => styles + body;
       export const feeds = () => [];
       export async function render(url) {
         const status = url.includes('__404__') ? 404 : 200;
         const kind = status === 404 ? 'x' : String(Number(url.replace(/\\D/g, '')) % 3);
         return { page: { status, islands: new Set(), lang: 'en', path: url, title: url, kicker: '' }, body: '<h1>' + url + '</h1>', css: [[kind, 'h1{order:' + kind + '}']] };
       }`,
    );
    const seo = await import('../../scripts/build/seo/writeSeoFiles.ts');
    vi.spyOn(seo, 'writeSeoFiles').mockResolvedValue({ fromCache: 0, drawn: 0 });
    const written = async (threads: number) => {
      const result = await prerender({ ...build, threads });
      const files = Object.fromEntries(['_headers', ...result.files.map((f) => f.file)].map((f) => [f, readFileSync(path.join(build.outDir, f), 'utf8')]));
      for (const file of result.files) rmSync(path.join(build.outDir, file.file));
      return { result, files };
    };
    const one = await written(1);
    const two = await written(2);
    expect(one.result.files).toHaveLength(242);
    expect(two).toEqual(one);
    expect(one.result.styleBlocks).toBe(4);
  });
});
