// Link-preview images (scripts/build/seo/previews.ts): one per published page, drawn once and
// taken from the cache, byte for byte, while its text and the drawing code stay the same.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../src/content/settings.ts';
import type { PageInfo } from '../../src/render/PageContext.tsx';
import { Previews } from '../../scripts/build/seo/previews.ts';
import { tempDirs } from './helpers/temp-dir.ts';

const newTemp = tempDirs('previews-');
const settings = { siteUrl: 'https://correnti.example', name: 'Correnti' } as Settings;
const page = (title: string, status = 200): PageInfo => ({ lang: 'en', path: `/${title.toLowerCase().replace(/\W+/g, '-')}`, title, description: '', kicker: 'Case study', type: 'article', structuredData: [], status, islands: new Set() });

async function build(out: string, cache: string, pages: PageInfo[]) {
  const previews = new Previews(out, settings, cache);
  for (const p of pages) await previews.add(p);
  return previews.done();
}

describe('link-preview images', () => {
  it('draws each published page’s image once, then takes the same bytes from the cache', async () => {
    const [out, cache] = [newTemp(), newTemp()];
    const pages = [page('Fraud scoring in real time'), page('Claims in minutes'), page('Not found', 404)];
    expect(await build(out, cache, pages)).toEqual({ fromCache: 0, drawn: 2 });
    const file = path.join(out, 'og/en/fraud-scoring-in-real-time.png');
    const drawn = readFileSync(file);
    expect(drawn.subarray(1, 4).toString()).toBe('PNG');
    const again = newTemp();
    expect(await build(again, cache, pages)).toEqual({ fromCache: 2, drawn: 0 });
    expect(readFileSync(path.join(again, 'og/en/fraud-scoring-in-real-time.png'))).toEqual(drawn);
    expect(readdirSync(path.join(again, 'og/en')).sort()).toEqual(['claims-in-minutes.png', 'fraud-scoring-in-real-time.png']);
  });

  it('draws again a page whose title changed', async () => {
    const [out, cache] = [newTemp(), newTemp()];
    await build(out, cache, [page('Claims in minutes')]);
    expect(await build(newTemp(), cache, [{ ...page('Claims in minutes'), title: 'Claims in seconds' }])).toEqual({ fromCache: 0, drawn: 1 });
    expect(readdirSync(cache).filter((f) => f.endsWith('.png'))).toHaveLength(2);
  });

  it('never takes a kept image whose bytes changed (the output links to it, and a tool may write into the output)', async () => {
    const [out, cache] = [newTemp(), newTemp()];
    const pages = [page('Claims in minutes')];
    await build(out, cache, pages);
    const file = path.join(out, 'og/en/claims-in-minutes.png');
    const drawn = readFileSync(file);
    writeFileSync(file, 'optimised in place'); // through the link, into the cache entry
    const again = newTemp();
    expect(await build(again, cache, pages)).toEqual({ fromCache: 0, drawn: 1 });
    expect(readFileSync(path.join(again, 'og/en/claims-in-minutes.png'))).toEqual(drawn);
  });
});
