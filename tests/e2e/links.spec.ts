import { expect, test } from '@playwright/test';
import { pagePaths, url } from './site.ts';

const mailbox = /^mailto:[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}(\?(subject|body)=[^&#]*(&(subject|body)=[^&#]*)*)?$/;

test('a crawl from / and /it reaches every page, and every internal link and #fragment resolves', async ({ request }) => {
  const pages = new Map<string, { html: string; ids: Set<string> }>();
  const links: { from: string; href: string }[] = [];
  const files = new Set<string>();
  const queue = ['/', '/it'];
  while (queue.length) {
    const path = queue.shift()!;
    if (pages.has(path) || files.has(path)) continue;
    const response = await request.get(path);
    expect(response.status(), `${path} (linked from ${links.find((l) => l.href.split('#')[0] === path)?.from})`).toBe(200);
    // Files linked from pages (the Atom feeds, full-size images) must answer too, but hold no links to follow.
    if (!response.headers()['content-type']?.startsWith('text/html')) {
      files.add(path);
      continue;
    }
    const html = await response.text();
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
    pages.set(path, { html, ids });
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      links.push({ from: path, href: href! });
      const target = new URL(href!, `http://site${path}`);
      if (target.host === 'site' && target.protocol === 'http:' && !pages.has(target.pathname) && !files.has(target.pathname)) queue.push(target.pathname);
    }
  }

  // Every page of the site was reached by following links.
  const expected = ['en', 'it'].flatMap((lang) => pagePaths.map((p) => url(p, lang as 'en' | 'it')));
  expect([...pages.keys()].sort()).toEqual(expect.arrayContaining(expected.sort()));
  expect(pages.size).toBe(expected.length);
  const [images, others] = [[...files].filter((f) => /^\/images\/[\w-]+\.webp$/.test(f)), [...files].filter((f) => !f.startsWith('/images/'))];
  expect(others.sort()).toEqual(['/case-studies/feed.atom', '/it/case-studies/feed.atom']);
  // At least the payments diagram, full size, in each language; a new case study may bring its own.
  expect(images.length, 'the payments diagram, full size, in each language').toBeGreaterThanOrEqual(2);

  for (const { from, href } of links) {
    if (href.startsWith('mailto:')) {
      expect(href, `mailto on ${from}`).toMatch(mailbox);
      continue;
    }
    const target = new URL(href, `http://site${from}`);
    if (target.host !== 'site') continue;
    if (target.hash) {
      const ids = pages.get(target.pathname)!.ids;
      expect(ids.has(decodeURIComponent(target.hash.slice(1))), `${href} on ${from}`).toBe(true);
    }
  }
  expect(links.length).toBeGreaterThan(200);
});
