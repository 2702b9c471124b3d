// `npm run screenshots`: PNGs of pages in both languages at phone and desktop widths, light and
// dark, against a running server (npm run serve). For looking at what a change did.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser.ts';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const paths = (process.argv[2] ?? '/,/services,/services/kafka,/open-source,/contributions,/consultation,/case-studies,/case-studies/payments-fraud-detection,/about,/nope').split(',');
const widths = [375, 1280];
const schemes = (process.env.SCHEMES ?? 'light,dark').split(',') as ('light' | 'dark')[];
// OUT_DIR=... keeps a set apart (a "before" beside an "after").
const outDir = process.env.OUT_DIR ?? 'reports/screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const scheme of schemes) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    // A busy machine (a test run beside it) can take long over a page.
    page.setDefaultTimeout(120_000);
    for (const lang of ['en', 'it']) {
      for (const p of paths) {
        const url = lang === 'en' ? p : p === '/' ? '/it' : `/it${p}`;
        await page.goto(base + url);
        // Lazy images (portraits, diagrams) load only near the viewport: load them all for the full-page picture.
        await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        // An image decoded asynchronously far below the first screen came out blank in the full-page
        // picture (the payments diagram, r9's design review): decoded synchronously, it is painted.
        await page.evaluate(() => Promise.all([...document.images].map((img) => ((img.decoding = 'sync'), img.decode().catch(() => undefined)))));
        const name = `${outDir}/${lang}${p.replace(/\//g, '_') || '_'}-${width}-${scheme}.png`;
        await page.screenshot({ path: name, fullPage: true });
        console.log(name);
        // Tall phone pages are unreadable when scaled down: also save them in screen-sized tiles.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, i = 0; width < 800 && process.env.TILES && y < height; y += 1200, i++) {
          await page.screenshot({ path: name.replace('.png', `-tile${i}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(1200, height - y) } });
        }
      }
    }
    await page.close();
  }
}
await browser.close();
