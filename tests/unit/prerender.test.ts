import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlFileFor, prerender } from '../../scripts/build/prerender.ts';

let dir: string | undefined;
afterEach(() => {
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
       return { page: { status, scripts: new Set(['site']) }, body: '<h1>ok</h1>', css: [] };
     }`,
  );
  return { outDir, ssrEntry, imagesDir: path.join(dir, 'images') };
}

describe('prerender', () => {
  it('fails the build naming the route and the error', async () => {
    await expect(prerender(fakeBuild())).rejects.toThrow(/Prerendering \/services failed: Error: boom in ServicesGrid/);
  });

  it('writes each page to the file a static host serves for its URL', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/services')).toBe('services.html');
    expect(htmlFileFor('/it')).toBe('it.html');
    expect(htmlFileFor('/it/case-studies/x')).toBe('it/case-studies/x.html');
  });
});
