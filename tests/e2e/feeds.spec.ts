import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { standsAlone } from '../../src/content/results.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { content, langs, url } from './site.ts';

const site = 'https://correnti.example';
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'link', 'category'].includes(name) });
interface Entry { id: string; title: { '#text': string }; link: { '@href': string; '@rel'?: string }[]; summary: { '#text': string; '@type': string }; published: string; updated: string }
interface Feed { '@xml:lang': string; id: string; title: string; updated: string; link: { '@rel': string; '@href': string }[]; author: { name: string }; entry: Entry[] }
type Study = { slug: string; data: { title: string; challenge: string; solution: string; results: { headline: string; basis: string; attributable?: boolean }[]; published: string; updated?: string } };
const studies = (lang: Lang) => content.entries.filter((e) => e.collection === 'case-studies' && e.lang === lang) as unknown as Study[];
const decode = (html: string) => html.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

for (const lang of langs) {
  const feedUrl = url('/case-studies/feed.atom', lang);

  test(`${feedUrl} is an Atom feed of the ${lang} case studies a feed reader can follow`, async ({ page, request }) => {
    // Found the way a reader finds it: announced in the head of the list.
    await page.goto(url('/case-studies', lang));
    const announced = await page.locator('head link[rel=alternate][type="application/atom+xml"]').getAttribute('href');
    expect(announced).toBe(`${site}${feedUrl}`);

    const response = await request.get(feedUrl);
    expect(response.status()).toBe(200);
    // The .atom extension gives the right type on any host that maps extensions (ours, nginx, CDNs).
    expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    const feed = (parser.parse(await response.text()) as { feed: Feed }).feed;
    expect(feed['@xml:lang']).toBe(lang);
    expect(feed.title).toMatch(/Correnti/);
    expect(feed.author.name).toBe('Correnti');
    expect(feed.link).toContainEqual({ '@rel': 'self', '@href': `${site}${feedUrl}` });
    expect(feed.link).toContainEqual({ '@rel': 'alternate', '@href': `${site}${url('/case-studies', lang)}` });

    const expected = studies(lang);
    expect(feed.entry).toHaveLength(expected.length);
    const dates = feed.entry.map((e) => e.updated);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(feed.updated).toBe(dates[0]);
    for (const entry of feed.entry) {
      const link = new URL(entry.link[0]!['@href']);
      expect(link.origin).toBe(site);
      const study = expected.find((s) => url(`/case-studies/${s.slug}`, lang) === link.pathname)!;
      expect(study, link.pathname).toBeDefined();
      expect(entry.id).toBe(link.href);
      expect(decode(entry.title['#text'])).toBe(study.data.title);
      expect(entry.summary['@type']).toBe('html');
      expect(decode(entry.summary['#text'])).toContain(study.data.challenge);
      expect(decode(entry.summary['#text'])).toContain(study.data.solution);
      // A result that other changes also moved is read only beside its basis, on the story's page.
      for (const result of study.data.results) {
        const listed = expect(decode(entry.summary['#text']), result.headline);
        if (standsAlone(result)) listed.toContain(`<li>${result.headline}</li>`);
        else listed.not.toContain(result.headline);
      }
      expect(entry.published).toBe(`${study.data.published}T00:00:00.000Z`);
      expect(entry.updated).toBe(`${study.data.updated ?? study.data.published}T00:00:00.000Z`);
      // The link leads to the story itself, in the feed's language.
      const story = await request.get(link.pathname);
      expect(story.status()).toBe(200);
      // The heading's text, without the spans that keep a hyphenated word whole.
      expect(decode((await story.text()).match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!.replace(/<[^>]+>/g, ''))).toBe(study.data.title);
    }
  });
}
