// Consultants send case studies and service pages as PDF: printed by Chromium, A4 and Letter,
// each opens with its title, carries none of the site's navigation, and stays within 5 pages.
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Lang } from '../../src/i18n/languages.ts';
import { caseStudySlugs, content, langs, serviceSlugs, t, url } from './site.ts';

const maxPages = 5;
const formats = ['A4', 'Letter'] as const;

const titleOf = (collection: string, slug: string, lang: Lang) =>
  (content.entries.find((e) => e.collection === collection && e.lang === lang && e.slug === slug)!.data as { title: string }).title;

/** What only the site's frame and calls to action say: none of it belongs on paper. */
const chrome = (lang: Lang) => [
  t(lang, 'skip.toContent'),
  t(lang, 'nav.consultation'),
  t(lang, 'caseStudies.back'),
  t(lang, 'service.back'),
  t(lang, 'footer.tagline'),
  t(lang, 'languageHint.text'),
  'Italiano',
];

const printed = [
  ...caseStudySlugs.map((slug) => ({ collection: 'case-studies', path: `/case-studies/${slug}`, slug })),
  { collection: 'services', path: `/services/${serviceSlugs[0]}`, slug: serviceSlugs[0]! },
];

for (const lang of langs) {
  for (const { collection, path, slug } of printed) {
    for (const format of formats) {
      test(`${url(path, lang)} prints on ${format} in at most ${maxPages} pages, title first, no navigation`, async ({ page }) => {
        await page.goto(url(path, lang));
        const pdf = await page.pdf({ format });
        const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
        const all = text.join('\n').replace(/\s+/g, ' ');
        expect(text[0]!.replace(/\s+/g, ' ').trim().startsWith(titleOf(collection, slug, lang)), `page 1 opens with: ${text[0]!.slice(0, 80)}`).toBe(true);
        for (const words of chrome(lang)) expect(all, words).not.toContain(words);
        expect(totalPages).toBeLessThanOrEqual(maxPages);
      });
    }
  }
}

test('a printed page writes out where its links go, and where it comes from', async ({ page }) => {
  await page.goto('/services/kafka');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await page.pdf({ format: 'A4' }))), { mergePages: true });
  // A long address wraps where it must: read the text without its line breaks.
  const all = text.replace(/\s+/g, '');
  expect(all).toContain('ArchitectureReview(https://correnti.example/consultation)');
  expect(all).toMatch(/Readthefullstory\(https:\/\/correnti\.example\/case-studies\/[a-z-]+\)/);
  // A tag names a technology; its address would only clutter the paper.
  expect(all).not.toContain('ApacheKafka(https://');
  expect(all).toContain('Correnti·https://correnti.example/services/kafka');
});
