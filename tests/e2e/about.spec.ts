// /about: who works here and where from, how we work, how an engagement is priced and shaped,
// and the company facts a buyer checks, in both languages, from the content and the settings.
import { expect, test } from '@playwright/test';
import { registerText, shareCapitalText } from '../../src/content/company.ts';
import { formMailbox, postalAddress, vatNumber } from '../../src/content/settings.ts';
import { photographed, scaledUrl, unpricedType } from './scaled/site.ts';
import type { Price } from '../../src/content/prices.ts';
import { pricePhrase } from '../../src/i18n/money.ts';
import { createTranslate } from '../../src/i18n/translate.ts';
import { content, langs, t, url } from './site.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { andList } from '../../src/i18n/lists.ts';

interface Person { slug: string; data: { name: string; order: number; role: string; location: string; languages: string[]; projects?: { project: string; repository: string; role: string; listedAt?: string }[]; github?: string } }
const peopleOf = (lang: Lang) => content.entries.filter((e) => e.collection === 'people' && e.lang === lang) as unknown as Person[];
const entryOf = <T>(collection: string, lang: Lang, slug: string) => content.entries.find((e) => e.collection === collection && e.lang === lang && e.slug === slug)!.data as T;
const services = (lang: Lang) => content.entries.filter((e) => e.collection === 'services' && e.lang === lang).map((e) => e.data as { engagement: { engineers: { from: number; to: number } } });

for (const lang of langs) {
  const and = andList(lang);
  const names = new Intl.DisplayNames(lang, { type: 'language' });

  test(`${url('/about', lang)}: each person with role, place, languages in the page's language and open-source roles`, async ({ page }) => {
    await page.goto(url('/about', lang));
    await expect(page.locator('h1')).toHaveText(t(lang, 'about.title'));
    const people = peopleOf(lang);
    await expect(page.locator('#people article')).toHaveCount(people.length);
    // In their `order`, 0 first, as CONTENT.md promises.
    const byOrder = [...people].sort((a, b) => a.data.order - b.data.order).map((p) => p.slug);
    expect(await page.locator('#people article').evaluateAll((cards) => cards.map((card) => card.id))).toEqual(byOrder);
    for (const { slug, data } of people) {
      const card = page.locator(`article#${slug}`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(data.name);
      await expect(card).toContainText(data.role);
      await expect(card).toContainText(`${t(lang, 'people.location')}${data.location}`);
      await expect(card).toContainText(`${t(lang, 'people.languages')}${and.format(data.languages.map((code) => names.of(code)!))}`);
      for (const project of data.projects ?? []) {
        // (The bio may link the project too: the role's link is the one to its repository.)
        // The link names what it opens: the project, or the repository when that is a subproject's
        // ("Committer, Apache Camel (camel-kafka-connector)").
        const repoName = project.repository.split('/').pop()!;
        const sameName = repoName.toLowerCase() === project.project.toLowerCase().replace(/^apache\s+/, '').replace(/\s+/g, '-');
        await expect(card.locator(`a[href="https://github.com/${project.repository}"]`)).toHaveText(sameName ? project.project : repoName);
        await expect(card).toContainText(`${t(lang, `people.role.${project.role}`)}, ${project.project}`);
        // A role links to where it can be checked: the project's own list of people in that role.
        if (project.listedAt) await expect(card.getByRole('link', { name: t(lang, 'people.listedAt'), exact: true })).toHaveAttribute('href', project.listedAt);
      }
      // A GitHub profile is linked only when the person has a login, and then each role without a
      // list of its own links to their commits in that repository.
      const commitSearches = data.github ? (data.projects ?? []).filter((p) => !p.listedAt).length : 0;
      await expect(card.locator('a[href^="https://github.com/"]')).toHaveCount((data.projects ?? []).length + (data.github ? 1 : 0) + commitSearches);
    }
  });

  test(`${url('/about', lang)}: how an engagement is priced and shaped, and the company facts`, async ({ page }) => {
    await page.goto(url('/about', lang));
    const engagement = page.locator('#engagement');
    await expect(engagement.getByRole('heading', { level: 2 })).toHaveText(t(lang, 'engagement.title'));
    const steps = engagement.locator('ol > li');
    await expect(steps).toHaveCount(3);
    const review = entryOf<{ title: string; duration: string; features: string[]; price: Price }>('consultation-types', lang, 'architecture-review');
    const { offer } = content.settings;
    const priced = (price: Price, unit?: 'engineerDay' | 'month') => pricePhrase(price, offer.currency, lang, createTranslate(content.ui[lang]), unit).text;
    await expect(steps.nth(0).getByRole('heading')).toHaveText(review.title);
    await expect(steps.nth(0)).toContainText(priced(review.price));
    await expect(steps.nth(0)).toContainText(t(lang, 'engagement.review').replace('{duration}', review.duration));
    for (const feature of review.features) await expect(steps.nth(0)).toContainText(feature);
    for (const model of ['fixed-scope', 'time-and-materials']) await expect(steps.nth(1).locator(`#${model}`)).toContainText(t(lang, `engagement.${model}.when`));
    await expect(steps.nth(1).locator('#time-and-materials')).toContainText(priced(offer.dayRate!, 'engineerDay'));
    await expect(steps.nth(2)).toContainText(priced(offer.support.price!, 'month'));
    await expect(steps.nth(2)).toContainText(t(lang, 'engagement.supportRetainer').replace('{days}', String(offer.support.engineerDays)));
    const teams = services(lang).map((s) => s.engagement.engineers);
    const [from, to] = [Math.min(...teams.map((r) => r.from)), Math.max(...teams.map((r) => r.to))];
    await expect(steps.nth(1)).toContainText(t(lang, 'engagement.team').replace('{range}', `${from}–${to}`).replace('{from}', String(from)).replace('{to}', String(to)));
    await expect(steps.nth(2)).toContainText(t(lang, 'engagement.support'));

    const { company } = content.settings;
    const facts = page.locator('#company dl');
    const lt = createTranslate(content.ui[lang]);
    for (const [label, value] of [['company.legalName', company.legalName], ['company.address', postalAddress(company.address, lang)], ['company.vatId', vatNumber(company.vatId, lang)], ['company.register', registerText(company.register, lt)], ['company.shareCapital', shareCapitalText(company.shareCapital, lang, lt)]] as const) {
      await expect(facts).toContainText(`${t(lang, label)}${value}`);
    }
    const places = [...new Set(peopleOf(lang).map((p) => p.data.location))];
    await expect(page.locator('#company')).toContainText(t(lang, 'about.where').replace('{places}', and.format(places)));
    // The page ends with its next step: the review, with the form's type chosen.
    await expect(page.locator(`main a[href="${url('/consultation', lang)}?type=architecture-review#form"]`)).toHaveText(t(lang, 'cta.bookReview'));
  });

  test(`${url('/about', lang)}: the buyer's questions answered once, from the owner's facts`, async ({ page }) => {
    await page.goto(url('/about', lang));
    const section = page.locator('#buying');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(t(lang, 'about.buyerTitle'));
    const { offer, company } = content.settings;
    const words = t(lang, 'number.words').split('|');
    const weeks = `${offer.startsAfterReview.from}–${offer.startsAfterReview.to}`;
    const answers: Record<string, string> = {
      capacity: t(lang, 'buyer.capacity.text').replace('{atOnce}', words[offer.atOnce - 1]!).replace('{startsIn}', t(lang, `engagement.${offer.startsAfterReview.unit}.other`).replace('{range}', weeks)),
      contract: t(lang, 'buyer.contract.text'),
      access: t(lang, 'buyer.access.text'),
      security: t(lang, 'buyer.security.text'),
      payment: t(lang, 'buyer.payment.text'),
      ownership: t(lang, 'buyer.ownership.text'),
      support: t(lang, 'buyer.support.text').replace('{from}', String(offer.supportHours.from)).replace('{to}', String(offer.supportHours.to)).replace('{response}', t(lang, 'engagement.incidentResponse.other').replace('{hours}', String(offer.support.incidentResponseHours))),
      travel: t(lang, 'buyer.travel.text'),
      independence: t(lang, 'buyer.independence.text'),
      record: t(lang, 'buyer.record.text').replace('{founded}', String(company.founded)).replace('{engagements}', String(company.engagements)),
    };
    await expect(section.locator('dt')).toHaveText(Object.keys(answers).map((key) => t(lang, `buyer.${key}.title`)));
    await expect(section.locator('dd')).toHaveText(Object.values(answers));
    // The sample's facts, as PRODUCT.md gives them: a real owner replaces each (CONTENT.md, "Owner's facts").
    await expect(section).toContainText(lang === 'en' ? 'at most three engagements' : 'al massimo tre incarichi');
    // The response time every service page repeats from the same setting.
    await expect(section).toContainText(lang === 'en' ? 'production incident within 4 working hours' : 'incidente in produzione entro 4 ore lavorative');
    await expect(section).toContainText(lang === 'en' ? '2–4 weeks after the Architecture Review' : '2–4 settimane dopo la revisione architetturale');
    await expect(section).toContainText(lang === 'en' ? 'started in 2019 and have run about 40 engagements' : 'nati nel 2019 e da allora abbiamo seguito circa 40 incarichi');
  });

  test(`${url('/about', lang)}: each person names the services they lead, and every service has its lead there`, async ({ page }) => {
    await page.goto(url('/about', lang));
    const services = content.entries.filter((e) => e.collection === 'services' && e.lang === lang) as unknown as { slug: string; data: { title: string; lead: string } }[];
    const people = peopleOf(lang);
    expect(services.filter((s) => !people.some((p) => p.slug === s.data.lead))).toEqual([]);
    for (const person of people) {
      const led = services.filter((s) => s.data.lead === person.slug);
      const facts = page.locator(`article#${person.slug} dl`);
      await expect(facts.locator('dt').first()).toHaveText(t(lang, 'people.leads'));
      await expect(facts.locator('dd').first().locator('a')).toHaveText(led.map((s) => s.data.title));
      expect(await facts.locator('dd').first().locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(led.map((s) => url(`/services/${s.slug}`, lang)));
    }
  });

  test(`prices the owner keeps private: /about says how each is agreed, with no number (${lang}, scaled copy)`, async ({ page }) => {
    await page.goto(`${scaledUrl}${url('/about', lang)}`);
    const steps = page.locator('#engagement ol > li');
    expect(unpricedType).toBe('architecture-review');
    await expect(steps.nth(0)).toContainText(t(lang, 'price.quoted'));
    await expect(steps.nth(1).locator('#time-and-materials')).toContainText(t(lang, 'price.quoted'));
    await expect(steps.nth(2)).toContainText(t(lang, 'price.quoted'));
    await expect(steps.nth(2)).not.toContainText(t(lang, 'engagement.supportRetainer').split('{days}')[0]!);
    await expect(page.locator('#engagement')).not.toContainText('€');
  });

  test(`the header and the footer lead to /about, and every footer names the company (${lang})`, async ({ page }) => {
    await page.goto(url('/', lang));
    await expect(page.locator('footer')).toContainText(`${content.settings.company.legalName} · ${postalAddress(content.settings.company.address, lang)} · ${t(lang, 'company.vatId')} ${vatNumber(content.settings.company.vatId, lang)}`);
    // Civil Code art. 2250: the Companies Register entry and the share capital paid up, on every page.
    const lt = createTranslate(content.ui[lang]);
    await expect(page.locator('footer')).toContainText(`${registerText(content.settings.company.register, lt)} · ${t(lang, 'company.shareCapital')} ${shareCapitalText(content.settings.company.shareCapital, lang, lt, true)}`);
    await page.locator('footer').getByRole('link', { name: t(lang, 'nav.about'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${url('/about', lang)}$`));
    await expect(page.locator('header nav').first().getByRole('link', { name: t(lang, 'nav.about'), exact: true })).toHaveAttribute('aria-current', 'page');
  });
}

test('a person with a GitHub login links their profile (the scaled copy gives two people one)', async ({ page }) => {
  await page.goto(`${scaledUrl}/about`);
  await expect(page.locator('#giulia-esempio').getByRole('link', { name: 'ada-example on GitHub' })).toHaveAttribute('href', 'https://github.com/ada-example');
  // A role with no list of its own links to the person's commits in that repository.
  await expect(page.locator('#marco-campione').getByRole('link', { name: 'commits by grace-example' }).first()).toHaveAttribute('href', /^https:\/\/github\.com\/search\?q=repo%3A.+author%3Agrace-example/);
  await expect(page.locator('#luca-modello a[href^="https://github.com/"]')).toHaveCount(0);
});

test('a person with a photo shows it as a small square WebP instead of the drawing, the others their drawn portraits (scaled copy)', async ({ page, request }) => {
  await page.goto(`${scaledUrl}/it/about`);
  const photo = page.locator(`#${photographed} img`);
  await expect(photo).toHaveAttribute('alt', `Foto di ${peopleOf('it').find((p) => p.slug === photographed)!.data.name}`);
  await expect(photo).toHaveAttribute('width', '72');
  await expect(photo).toHaveAttribute('height', '72');
  for (const candidate of (await photo.getAttribute('srcset'))!.split(', ')) {
    const response = await request.get(`${scaledUrl}${candidate.split(' ')[0]}`);
    expect([response.status(), response.headers()['content-type']]).toEqual([200, 'image/webp']);
  }
  await expect(page.locator('#people article img')).toHaveCount(peopleOf('it').length);
  await expect(page.locator('#giulia-esempio img')).toHaveAttribute('alt', `Ritratto disegnato di ${peopleOf('it').find((p) => p.slug === 'giulia-esempio')!.data.name}`);
});

test('the contact section and the form use one address for consultations', async ({ page }) => {
  const { address, reason } = formMailbox(content.settings);
  expect(address).toBe(content.settings.mailboxes.consultation);
  expect(reason).toBeUndefined();
  await page.goto('/');
  await expect(page.locator(`#contact a[href="mailto:${address}"]`)).toBeVisible();
  await page.goto('/consultation');
  await expect(page.locator('[data-island="consultation"]')).toContainText(address);
  await expect(page.locator('#recipient-reason')).toHaveCount(0);
});
