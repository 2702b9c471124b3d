import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudySlugs, content, pagePaths, serviceSlugs } from '../e2e/site.ts';
import { dist, htmlFiles, read, urlOf } from './built.ts';

const site = 'https://correnti.example';
const pages = htmlFiles
  .filter((f) => !f.endsWith('404.html'))
  .map((file) => {
    const html = read(file).toString();
    const url = urlOf(file);
    const one = (re: RegExp) => html.match(re)?.[1];
    return {
      file,
      url,
      html,
      lang: one(/<html lang="(\w+)">/)!,
      title: one(/<title>([^<]*)<\/title>/) ?? '',
      description: (one(/<meta name="description" content="([^"]*)">/) ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
      canonical: one(/<link rel="canonical" href="([^"]+)">/),
      alternates: [...html.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
      og: Object.fromEntries([...html.matchAll(/<meta property="(og:[\w:]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]])),
      twitter: Object.fromEntries([...html.matchAll(/<meta name="(twitter:[\w:]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]])),
      feed: one(/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="([^"]+)">/),
      jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@context': string; '@graph': Record<string, unknown>[] }),
    };
  });

const twinOf = (url: string) => (url === '/it' ? '/' : url.startsWith('/it/') ? url.slice(3) : url === '/' ? '/it' : `/it${url}`);
// Common short words, to check a text is written in its page's language.
const words = { en: /\b(the|and|of|for|with|to|on|in|a)\b/i, it: /\b(di|e|il|la|le|per|con|dei|della|delle|su|una|un|in)\b/i } as Record<string, RegExp>;

describe('head of every page', () => {
  it('finds every page in both languages', () => {
    expect(pages.map((p) => p.url).sort()).toEqual(pagePaths.flatMap((p) => [p, p === '/' ? '/it' : `/it${p}`]).sort());
  });

  for (const page of pages) {
    it(`${page.url}: title, description, canonical, hreflang, previews`, () => {
      expect(page.title).toMatch(/\S.{10,}\| Correnti$/);
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      // Service pages describe themselves with the service's own description, written for its card.
      expect(page.description.length).toBeLessThanOrEqual(200);
      expect(`${page.title} ${page.description}`).toMatch(words[page.lang]!);
      const twin = pages.find((p) => p.url === twinOf(page.url))!;
      expect(twin.lang).not.toBe(page.lang);
      expect(page.title).not.toBe(twin.title);
      expect(page.description).not.toBe(twin.description);

      expect(page.canonical).toBe(`${site}${page.url}`);
      const en = page.lang === 'en' ? page.url : twin.url;
      const itUrl = page.lang === 'it' ? page.url : twin.url;
      expect(page.alternates).toEqual([
        ['en', `${site}${en}`],
        ['it', `${site}${itUrl}`],
        ['x-default', `${site}${en}`],
      ]);

      expect(page.og['og:locale']).toBe(page.lang === 'en' ? 'en_GB' : 'it_IT');
      expect(page.og['og:locale:alternate']).toBe(page.lang === 'en' ? 'it_IT' : 'en_GB');
      expect(page.og['og:url']).toBe(page.canonical);
      expect(page.og['og:title']).toBe(page.title.replace(/ \| Correnti$/, ''));
      expect(page.twitter['twitter:card']).toBe('summary_large_image');
      const image = new URL(page.og['og:image']!);
      expect(image.origin).toBe(site);
      expect(page.twitter['twitter:image']).toBe(page.og['og:image']);
      const png = read(image.pathname.slice(1));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

      // Every page announces its language's feed of case studies, at an absolute address.
      expect(page.feed).toBe(`${site}${page.lang === 'en' ? '' : '/it'}/case-studies/feed.atom`);
      expect(existsSync(path.join(dist, new URL(page.feed!).pathname))).toBe(true);
    });
  }

  it('titles and descriptions are unique across pages and languages', () => {
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.og['og:image'])).size).toBe(pages.length);
  });

  it('404 pages are not indexed', () => {
    for (const file of ['404.html', 'it/404.html']) expect(read(file).toString()).toContain('<meta name="robots" content="noindex">');
  });
});

describe('structured data (JSON-LD)', () => {
  const types = (url: string) => pages.find((p) => p.url === url)!.jsonLd.flatMap((g) => g['@graph']);

  it('home pages: Organization with logo, contact points and sameAs, and WebSite', () => {
    for (const url of ['/', '/it']) {
      const graph = types(url);
      const org = graph.find((n) => n['@type'] === 'Organization')!;
      expect(org).toMatchObject({ name: 'Correnti', url: `${site}/`, sameAs: ['https://github.com/correnti-oss'] });
      expect(existsSync(path.join(dist, new URL(org.logo as string).pathname))).toBe(true);
      expect((org.contactPoint as { email: string }[]).map((c) => c.email)).toEqual(['consulting@correnti.example', 'partners@correnti.example']);
      expect(graph.find((n) => n['@type'] === 'WebSite')).toMatchObject({ name: 'Correnti', url: `${site}${url}` });
    }
  });

  it('about pages: the Organization with its legal name, VAT number, REA number, address and employees, each a Person', () => {
    const { company } = content.settings;
    const ids: string[][] = [];
    for (const url of ['/about', '/it/about']) {
      const lang = url === '/about' ? 'en' : 'it';
      const graph = types(url);
      const org = graph.find((n) => n['@type'] === 'Organization')!;
      expect(org).toMatchObject({
        '@id': `${site}/#organization`, legalName: company.legalName, vatID: company.vatId,
        identifier: { '@type': 'PropertyValue', propertyID: 'REA', value: company.register.rea },
        address: { '@type': 'PostalAddress', streetAddress: company.address.street, postalCode: company.address.postalCode, addressLocality: company.address.locality, addressCountry: company.address.country },
      });
      const people = content.entries.filter((e) => e.collection === 'people' && e.lang === lang).map((e) => ({ slug: e.slug, ...(e.data as { name: string; role: string; location: string; languages: string[] }) }));
      const persons = graph.filter((n) => n['@type'] === 'Person');
      expect(persons.map((p) => p.name)).toEqual(people.map((p) => p.name));
      expect(org.employee).toEqual(persons.map((p) => ({ '@id': p['@id'] })));
      persons.forEach((p, i) => {
        expect(p).toMatchObject({ '@id': `${site}/about#${people[i]!.slug}`, url: `${site}${url}#${people[i]!.slug}`, jobTitle: people[i]!.role, knowsLanguage: people[i]!.languages, workLocation: { '@type': 'Place', name: people[i]!.location }, worksFor: { '@id': `${site}/#organization` } });
        expect(p).not.toHaveProperty('sameAs'); // the sample people have no GitHub login
      });
      ids.push(persons.map((p) => p['@id'] as string));
      const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
      expect(crumbs.map((c) => c.item)).toEqual([`${site}${lang === 'en' ? '/' : '/it'}`, `${site}${url}`]);
    }
    // One person, one node: the same @id from either language's page.
    expect(ids[1]).toEqual(ids[0]);
    expect(types('/').find((n) => n['@type'] === 'Organization')).toMatchObject({ legalName: company.legalName, vatID: company.vatId });
  });

  it('services: one Service each, with provider and availableLanguage, named by its own page', () => {
    for (const url of ['/services', '/it/services']) {
      const services = types(url).filter((n) => n['@type'] === 'Service');
      expect(services).toHaveLength(serviceSlugs.length);
      for (const s of services) {
        expect(s.provider).toEqual({ '@type': 'Organization', '@id': `${site}/#organization`, name: 'Correnti', url: `${site}/` });
        expect(s.availableLanguage).toHaveLength(2);
        expect(s['@id']).toBe(`${s.url as string}#service`);
        expect(pages.find((p) => `${site}${p.url}` === s.url)).toBeDefined();
      }
    }
  });

  it('service pages: the same Service node, and a breadcrumb from the home page', () => {
    for (const slug of serviceSlugs) {
      for (const url of [`/services/${slug}`, `/it/services/${slug}`]) {
        const page = pages.find((p) => p.url === url)!;
        const graph = types(url);
        const service = graph.find((n) => n['@type'] === 'Service')!;
        expect(service).toMatchObject({ '@id': `${page.canonical}#service`, url: page.canonical, inLanguage: page.lang, name: page.html.match(/<h1[^>]*>([^<]+)<\/h1>/)![1] });
        expect(service).toEqual(types(url.replace(`/${slug}`, '')).find((n) => n['@id'] === service['@id']));
        const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as { position: number; item: string }[];
        const home = page.lang === 'en' ? '/' : '/it';
        expect(crumbs.map((c) => [c.position, c.item])).toEqual([[1, `${site}${home}`], [2, `${site}${url.replace(`/${slug}`, '')}`], [3, page.canonical]]);
      }
    }
  });

  it('case studies: an Article each, dated, in the page language', () => {
    // The case studies by their slugs: /case-studies/... also holds the list's numbered and filter pages.
    const studyUrls = caseStudySlugs.flatMap((slug) => [`/case-studies/${slug}`, `/it/case-studies/${slug}`]);
    const studies = pages.filter((p) => studyUrls.includes(p.url));
    expect(studies.map((p) => p.url).sort()).toEqual([...studyUrls].sort());
    for (const page of studies) {
      const [article] = page.jsonLd.flatMap((g) => g['@graph']);
      expect(article).toMatchObject({ '@type': 'Article', inLanguage: page.lang, mainEntityOfPage: page.canonical, image: page.og['og:image'] });
      expect(article!.headline).toBe(page.og['og:title']);
      expect(article!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article!.dateModified! >= article!.datePublished!).toBe(true);
      expect(article!.author).toMatchObject({ '@type': 'Organization', name: 'Correnti' });
    }
  });

  it('offers: each price an Offer with a PriceSpecification in EUR, VAT excluded, "from" as a minPrice, the day rate and the retainer per day and per month', () => {
    const { offer: facts, company } = content.settings;
    const spec = (price: { fixed?: number; from?: number }, unitCode?: string) => ({
      '@type': unitCode ? 'UnitPriceSpecification' : 'PriceSpecification',
      ...(price.fixed !== undefined ? { price: price.fixed } : { minPrice: price.from }),
      priceCurrency: facts.currency,
      valueAddedTaxIncluded: false,
      ...(unitCode ? { unitCode } : {}),
    });
    expect(facts.currency).toBe('EUR');
    for (const lang of ['en', 'it'] as const) {
      const prefix = lang === 'en' ? '' : '/it';
      const consultations = content.entries.filter((e) => e.collection === 'consultation-types' && e.lang === lang) as unknown as { slug: string; data: { title: string; price: { fixed?: number; from?: number } } }[];
      const catalog = types(`${prefix}/consultation`).find((n) => n['@type'] === 'OfferCatalog')!;
      expect((catalog.itemListElement as Record<string, unknown>[]).map((o) => [o['@type'], o.name, o.url, o.priceSpecification])).toEqual(
        // Each at its card's anchor: the review, shown in full, is #review.
        consultations.map((c) => ['Offer', c.data.title, `${site}${prefix}/consultation#${c.slug === 'architecture-review' ? 'review' : c.slug}`, spec(c.data.price)]),
      );
      // The sample's figures (PRODUCT.md, "The offer"): 1,900 and 3,400 fixed, 7,500 the least.
      expect(consultations.map((c) => c.data.price)).toEqual([{ fixed: 1900 }, { fixed: 3400 }, { from: 7500 }]);

      const review = consultations.find((c) => c.slug === 'architecture-review')!;
      const reviewOffer = { '@type': 'Offer', name: review.data.title, url: `${site}${prefix}/consultation#review`, priceSpecification: spec(review.data.price) };
      const dayRate = expect.objectContaining({ '@type': 'Offer', url: `${site}${prefix}/about#time-and-materials`, priceSpecification: spec(facts.dayRate!, 'DAY') });
      const support = expect.objectContaining({ '@type': 'Offer', url: `${site}${prefix}/about#engagement`, priceSpecification: spec(facts.support.price!, 'MON') });
      const org = types(`${prefix}/about`).find((n) => n['@type'] === 'Organization')!;
      expect(org.foundingDate).toBe(String(company.founded));
      expect(org.hasOfferCatalog).toMatchObject({ '@type': 'OfferCatalog', url: `${site}${prefix}/about#engagement` });
      expect((org.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement).toEqual([reviewOffer, dayRate, support]);
      expect([facts.dayRate, facts.support.price]).toEqual([{ fixed: 1050 }, { from: 2100 }]);

      // A service offers the review, the day rate only when its work is billed by the day, and support.
      for (const slug of serviceSlugs) {
        const { models } = (content.entries.find((e) => e.collection === 'services' && e.lang === lang && e.slug === slug)!.data as { engagement: { models: string[] } }).engagement;
        const offers = types(`${prefix}/services/${slug}`).find((n) => n['@type'] === 'Service')!.offers;
        expect(offers, slug).toEqual([reviewOffer, ...(models.includes('time-and-materials') ? [dayRate] : []), support]);
      }
    }
  });

  it('every JSON-LD block is a schema.org graph', () => {
    for (const page of pages) for (const block of page.jsonLd) expect(block['@context']).toBe('https://schema.org');
  });
});

describe('sitemap.xml, robots.txt and icons', () => {
  const sitemap = read('sitemap.xml').toString();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: m[1]!.match(/<loc>([^<]+)<\/loc>/)![1]!,
    links: [...m[1]!.matchAll(/hreflang="([\w-]+)" href="([^"]+)"/g)].map((l) => [l[1], l[2]]),
  }));

  it('lists every page but the 404s, each with all its language versions', () => {
    expect(entries.map((e) => e.loc).sort()).toEqual(pages.map((p) => `${site}${p.url}`).sort());
    for (const entry of entries) {
      const page = pages.find((p) => `${site}${p.url}` === entry.loc)!;
      expect(entry.links).toEqual(page.alternates);
    }
  });

  it('robots.txt points at the sitemap', () => {
    expect(read('robots.txt').toString()).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it('the icons exist, and no web manifest is linked (the site is not an app to install)', () => {
    expect(pages.every((p) => !p.html.includes('rel="manifest"'))).toBe(true);
    for (const file of ['favicon.svg', 'favicon-32.png', 'apple-touch-icon.png']) expect(existsSync(path.join(dist, file))).toBe(true);
    const html = pages[0]!.html;
    expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: light)"');
    expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)"');
  });
});
