// The layout faults of the r9 design review, measured: a hole in a column, an arrow left behind by
// its wrapped label, a lone card across the whole row, a next step glued to the band above it, two
// bullets on one page, a case study's body with two right edges, hero figures read out of order.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { caseStudySlugs, langs, serviceSlugs, url } from './site.ts';

const phone = { width: 375, height: 800 };
const desktop = { width: 1280, height: 800 };

/** For each link: the arrow's distance from the end of its words, and whether it sits on their last line. */
const arrowGaps = (links: Locator) => links.evaluateAll((as) => as.map((a) => {
  const svg = a.querySelector('svg')!;
  const words = document.createRange();
  words.setStart(a, 0);
  words.setEndBefore(svg);
  const lines = [...words.getClientRects()].filter((r) => r.width > 0);
  const last = lines[lines.length - 1]!;
  const arrow = svg.getBoundingClientRect();
  const middle = arrow.top + arrow.height / 2;
  return { label: a.textContent, gap: Math.round(arrow.left - last.right), onLastLine: middle > last.top && middle < last.bottom };
}));

async function goto(page: Page, path: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto(path);
}

for (const lang of langs) {
  test(`"Before you sign" has no hole: each answer starts under the one above it in its column (${lang})`, async ({ page }) => {
    await goto(page, url('/about', lang), desktop);
    const blocks = await page.locator('#buying dl > div').evaluateAll((els) => els.map((el) => {
      const r = el.getBoundingClientRect();
      return { left: Math.round(r.left), top: r.top, bottom: r.bottom };
    }));
    const columns = new Set(blocks.map((b) => b.left));
    expect(columns.size).toBe(2);
    for (const left of columns) {
      const column = blocks.filter((b) => b.left === left).sort((a, b) => a.top - b.top);
      for (let i = 1; i < column.length; i++) expect(column[i]!.top - column[i - 1]!.bottom).toBeLessThanOrEqual(32);
    }
  });

  test(`a wrapped link keeps its arrow right after its last word at 375 px (${lang})`, async ({ page }) => {
    const links = [
      ...serviceSlugs.map((slug) => ({ path: `/services/${slug}`, selector: '#engagement a[href$="#engagement"]' })),
      { path: '/', selector: 'section[aria-labelledby="hero-title"] a[href$="/consultation#review"]' },
      { path: '/consultation', selector: 'a[data-choose-type]' },
    ];
    for (const { path, selector } of links) {
      await goto(page, url(path, lang), phone);
      for (const { label, gap, onLastLine } of await arrowGaps(page.locator(selector))) {
        expect(onLastLine, `${path}: ${label}`).toBe(true);
        expect(gap, `${path}: ${label}`).toBeGreaterThanOrEqual(0);
        expect(gap, `${path}: ${label}`).toBeLessThanOrEqual(12);
      }
    }
  });

  for (const slug of serviceSlugs) {
    test(`/services/${slug}: a lone card stops at 48rem, the next step keeps its distance, one bullet (${lang})`, async ({ page }) => {
      await goto(page, url(`/services/${slug}`, lang), desktop);
      for (const width of await page.locator('main ul > li:only-child > article').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width))) {
        expect(width).toBeLessThanOrEqual(768);
      }
      // From what can be seen of the block before it (a coloured band's edge, or its last content) to the card.
      const gap = await page.locator('[data-next-step]').evaluate((aside) => {
        const before = aside.parentElement!.parentElement!.previousElementSibling!;
        const bottom = before.matches('[data-tone="surface"]')
          ? before.getBoundingClientRect().bottom
          : Math.max(...[...before.querySelectorAll('*')].map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0).map((r) => r.bottom));
        return aside.getBoundingClientRect().top - bottom;
      });
      expect(gap).toBeGreaterThanOrEqual(48);
      // "What we do" (Markdown's list) and "What you keep" (a FeatureList): one marker, one indent.
      const bullets = await page.locator('#work ul > li:first-child, #deliverables ul > li:first-child').evaluateAll((lis) => lis.map((li) => {
        const marker = getComputedStyle(li, '::before');
        const text = document.createRange();
        text.selectNodeContents(li);
        return { size: `${marker.width}×${marker.height}`, top: marker.top, indent: Math.round(text.getClientRects()[0]!.left - li.parentElement!.getBoundingClientRect().left) };
      }));
      expect(bullets).toHaveLength(2);
      expect(bullets[1]).toEqual(bullets[0]);
    });
  }

  for (const slug of caseStudySlugs) {
    test(`/case-studies/${slug}: the story has one right edge at 1280 px, and its figures read in order at 375 px (${lang})`, async ({ page }) => {
      await goto(page, url(`/case-studies/${slug}`, lang), desktop);
      const rights = await page.locator('article > dl, article > div > *').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().right)));
      const prose = await page.locator('article > div > p').first().evaluate((el) => Math.round(el.getBoundingClientRect().right));
      for (const right of rights) expect(right).toBeLessThanOrEqual(prose);
      for (const wide of await page.locator('article .table-scroll, article .diagram, article > dl').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().right)))) {
        expect(wide).toBe(prose);
      }

      await goto(page, url(`/case-studies/${slug}`, lang), phone);
      for (const item of await page.locator('[data-key-figures] > li').all()) {
        const tops = await item.locator(':scope > p').evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().top));
        expect(tops).toEqual([...tops].sort((a, b) => a - b));
        // Nothing but words and the gap between them: no "·" left at a line's end.
        expect(await item.locator(':scope > p').last().innerText()).not.toContain('·');
      }
    });
  }
}
