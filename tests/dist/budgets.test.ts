import { describe, expect, it } from 'vitest';
import { gzipSize, htmlFiles, pageAssets, read, scriptClosure, urlOf } from './built.ts';

/** Budgets, gzip bytes. The HTML with its inline CSS fits the first round trip (14 KB); JS only where it earns its keep. */
const budget = { firstRoundTrip: 14 * 1024, js: 5 * 1024, formJs: 90 * 1024 };
const formPages = new Set(['/consultation', '/it/consultation']);

const rows = htmlFiles.map((file) => {
  const html = read(file);
  const assets = pageAssets(html.toString());
  const scripts = new Set(assets.js.flatMap((src) => [...scriptClosure(src)]));
  const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + gzipSize(read(url.slice(1))), 0);
  const inlineCss = html.toString().match(/<style>([^<]*)<\/style>/)?.[1] ?? '';
  // css: stylesheets the page links (none: a request before first paint); inline: its <style> alone, for the table.
  return { url: urlOf(file), html: gzipSize(html), css: sum(assets.css), inline: gzipSize(inlineCss), js: sum(scripts), fonts: sum(assets.fonts) };
});

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
console.log(
  [
    `${'page (gzip bytes)'.padEnd(46)}${'HTML+CSS'.padStart(9)}${'its CSS'.padStart(9)}${'JS'.padStart(9)}${'fonts'.padStart(9)}`,
    ...rows.map((r) => `${r.url.padEnd(46)}${kb(r.html + r.css)}${kb(r.inline)}${kb(r.js)}${kb(r.fonts)}`),
  ].join('\n'),
);

describe('byte budgets (gzip)', () => {
  for (const row of rows) {
    it(`${row.url}: HTML with its inline CSS within 14 KB, JavaScript within ${formPages.has(row.url) ? 90 : 5} KB`, () => {
      expect(row.html + row.css).toBeLessThanOrEqual(budget.firstRoundTrip);
      expect(row.js).toBeLessThanOrEqual(formPages.has(row.url) ? budget.formJs : budget.js);
    });
  }
  it('the form pages are the only ones that load more than the small site script', () => {
    const heavy = rows.filter((r) => r.js > budget.js).map((r) => r.url);
    expect(heavy.sort()).toEqual([...formPages].sort());
  });
});

describe('images', () => {
  const images = htmlFiles.flatMap((file) => [...read(file).toString().matchAll(/<img [^>]*>/g)].map((m) => ({ file, tag: m[0] })));

  it('the case studies show at least one content image', () => {
    expect(images.length).toBeGreaterThan(0);
  });

  for (const { file, tag } of images) {
    it(`${file}: ${tag.match(/src="([^"]+)"/)?.[1]} is sized, lazy (a story's main diagram eager), WebP, and exists at each width it claims`, () => {
      expect(tag).toMatch(/ width="\d+"/);
      expect(tag).toMatch(/ height="\d+"/);
      // A story's architecture diagram is its main visual: it loads with the page, not when scrolled to.
      expect(tag).toContain(tag.includes('data-main-visual') ? 'loading="eager"' : 'loading="lazy"');
      expect(tag).toMatch(/ alt="[^"]{10,}"/);
      const candidates = tag.match(/srcSet="([^"]+)"/)![1]!.split(', ').map((c) => c.split(' ') as [string, string]);
      for (const [url, descriptor] of candidates) {
        expect(url).toMatch(/\.webp$/);
        const data = read(url.slice(1));
        // WebP (VP8/VP8L/VP8X) stores its width in the header; sharp is not needed to read it.
        expect(data.subarray(8, 12).toString()).toBe('WEBP');
        expect(descriptor).toMatch(/^\d+w$/);
      }
    });
  }
});
