import { expect, test } from '@playwright/test';
import { content, langs, serviceSlugs, t, url } from './site.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import type { Price } from '../../src/content/prices.ts';
import { formatMoney, pricePhrase } from '../../src/i18n/money.ts';
import { createTranslate } from '../../src/i18n/translate.ts';
import { scaledUrl } from './scaled/site.ts';

type Data = {
  title: string; description: string; summary: string; technologies: string[]; published: string; problems: string[]; work: string[]; deliverables: string[];
  versions?: { version: string; note: string }[];
  lead: string;
  engagement: { models: string[]; length: { from: number; to: number; unit: string }; engineers: { from: number; to: number } };
};
const entriesOf = (collection: string, lang: Lang) => content.entries.filter((e) => e.collection === collection && e.lang === lang) as unknown as { slug: string; data: Data }[];

for (const lang of langs) {
  const other: Lang = lang === 'en' ? 'it' : 'en';
  for (const slug of serviceSlugs) {
    const service = entriesOf('services', lang).find((s) => s.slug === slug)!.data;
    const main = service.technologies[0]!;
    // The case studies that use the service's main technology, most recent first.
    const related = entriesOf('case-studies', lang)
      .filter((s) => s.data.technologies.includes(main))
      .sort((a, b) => b.data.published.localeCompare(a.data.published));

    test(`${url(`/services/${slug}`, lang)}: its h1, its case studies linked, the consultation, and its twin`, async ({ page }) => {
      const response = await page.goto(url(`/services/${slug}`, lang));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(service.title);
      await expect(page).toHaveTitle(`${t(lang, 'service.metaTitle').replace('{service}', service.title)} | Correnti`);
      await expect(page.locator('main')).toContainText(main);
      // The calls to action arrive at the form with the type and the service's technology chosen.
      await expect(page.locator(`main a[href^="${url('/consultation', lang)}?type=architecture-review&stack="]`).first()).toBeVisible();

      const stories = page.locator('#case-studies article');
      await expect(stories).toHaveCount(Math.min(related.length, 3));
      const links = await stories.locator(`a[href^="${url('/case-studies/', lang)}"][aria-describedby]`).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(related.slice(0, 3).map((s) => url(`/case-studies/${s.slug}`, lang)));
      if (related.length) {
        await stories.first().locator('a[aria-describedby]').click();
        await expect(page).toHaveURL(new RegExp(`${links[0]}$`));
        await expect(page.locator('h1')).toHaveText(related[0]!.data.title);
        await page.goBack();
      }

      await page.locator(`header a[data-lang-switch][hreflang=${other}]`).click();
      await expect(page).toHaveURL(new RegExp(`${url(`/services/${slug}`, other)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('h1')).toHaveText(entriesOf('services', other).find((s) => s.slug === slug)!.data.title);
    });
  }

  test(`every service page answers the same four questions, each at its anchor (${lang})`, async ({ page }) => {
    const words = t(lang, 'number.words').split('|');
    const people = entriesOf('people', lang).length;
    const review = content.entries.find((e) => e.collection === 'consultation-types' && e.lang === lang && e.slug === 'architecture-review')!.data as { title: string; duration: string };
    for (const slug of serviceSlugs) {
      const { problems, work, deliverables, engagement } = entriesOf('services', lang).find((s) => s.slug === slug)!.data;
      await page.goto(url(`/services/${slug}`, lang));
      const headings = await page.locator('main article h2').allTextContents();
      expect(headings, slug).toEqual([t(lang, 'service.problemsTitle'), t(lang, 'service.workTitle'), t(lang, 'service.deliverablesTitle'), t(lang, 'service.engagementTitle')]);
      for (const [id, items] of [['problems', problems], ['work', work], ['deliverables', deliverables]] as const) {
        await expect(page.locator(`#${id} li`)).toHaveText(items);
      }
      const facts = page.locator('#engagement dl');
      const range = (r: { from: number; to: number }) => (r.from === r.to ? `${r.from}` : `${r.from}–${r.to}`);
      // The first step is said once, in the page's At a glance, not again under How an engagement runs.
      const firstStep = t(lang, 'service.firstStepValue').replace('{review}', review.title).replace('{duration}', review.duration);
      await expect(page.locator('aside[aria-labelledby="summary-title"]'), slug).toContainText(firstStep);
      await expect(facts, slug).not.toContainText(firstStep);
      await expect(page.getByText(t(lang, 'service.firstStep'), { exact: true }), slug).toHaveCount(1);
      for (const model of engagement.models) await expect(facts).toContainText(t(lang, `engagement.${model}`));
      await expect(facts).toContainText(t(lang, `engagement.${engagement.length.unit}.other`).replace('{range}', range(engagement.length)));
      await expect(facts).toContainText(t(lang, 'service.teamValue').replace('{range}', range(engagement.engineers)).replace('{from}', String(engagement.engineers.from)).replace('{to}', String(engagement.engineers.to)));
      // A team that is most of our people comes with the start date's caveat, counted, not written.
      const share = t(lang, 'service.teamShare').replace('{size}', words[engagement.engineers.to - 1]!).replace('{people}', words[people - 1]!);
      if (engagement.engineers.to * 2 > people) await expect(facts, slug).toContainText(share);
      else await expect(facts, slug).not.toContainText(share);
    }
    await page.locator('#engagement').getByRole('link', { name: t(lang, 'service.engagementMore') }).click();
    await expect(page).toHaveURL(new RegExp(`${url('/about', lang)}#engagement$`));
    await expect(page.locator('#engagement')).toBeInViewport();
  });

  for (const slug of serviceSlugs) {
    test(`${url(`/services/${slug}`, lang)}: the engagement's prices, excluding VAT, and who leads it, linked to their card`, async ({ page }) => {
      const review = content.entries.find((e) => e.collection === 'consultation-types' && e.lang === lang && e.slug === 'architecture-review')!.data as { title: string; duration: string; price: Price };
      const { offer } = content.settings;
      const priced = (price: Price, unit?: 'engineerDay' | 'month') => pricePhrase(price, offer.currency, lang, createTranslate(content.ui[lang]), unit).text;
      const { engagement, lead } = entriesOf('services', lang).find((s) => s.slug === slug)!.data;
      await page.goto(url(`/services/${slug}`, lang));
      const facts = page.locator('#engagement dl');
      await expect(page.locator('aside[aria-labelledby="summary-title"] dl')).toContainText(`${t(lang, 'service.firstStepValue').replace('{review}', review.title).replace('{duration}', review.duration)} ${priced(review.price)}`);
      // Each way the work is priced, with its terms: the day rate for time and materials.
      const terms: Record<string, string> = {
        'fixed-scope': t(lang, 'engagement.fixed-scope.short'),
        'time-and-materials': t(lang, 'engagement.time-and-materials.short').replace('{price}', priced(offer.dayRate!, 'engineerDay')),
      };
      // A service priced one way only says why.
      const why = engagement.models.length === 1 ? [t(lang, `engagement.${engagement.models[0]}.why`)] : [];
      await expect(facts.locator('dd').nth(0).locator('span')).toHaveText([...engagement.models.map((m) => `${t(lang, `engagement.${m}`)}: ${terms[m]}`), ...why]);
      // The typical budget: the day rate for the smallest team and shortest length, up to the largest and longest.
      const days = engagement.length.unit === 'weeks' ? 5 : (5 * 52) / 12;
      const cost = (people: number, span: number) => formatMoney(Math.round((offer.dayRate!.fixed! * people * span * days) / 1000) * 1000, offer.currency, lang);
      await expect(facts).toContainText(t(lang, 'service.budgetValue').replace('{from}', cost(engagement.engineers.from, engagement.length.from)).replace('{to}', cost(engagement.engineers.to, engagement.length.to)));
      // After handover: the retainer, then the support hours, the incident response time and the on-call limit /about states.
      const response = t(lang, 'engagement.incidentResponse.other').replace('{hours}', String(offer.support.incidentResponseHours));
      await expect(facts).toContainText(t(lang, 'service.supportHours').replace('{from}', String(offer.supportHours.from)).replace('{to}', String(offer.supportHours.to)).replace('{response}', response));
      await expect(facts).toContainText(lang === 'en' ? 'production incident within 4 working hours' : 'incidente in produzione entro 4 ore lavorative');
      await expect(facts).toContainText(t(lang, 'engagement.supportShortPrice').replace('{price}', priced(offer.support.price!, 'month')).replace('{days}', String(offer.support.engineerDays)));
      const person = entriesOf('people', lang).find((p) => p.slug === lead)! as unknown as { data: { name: string; role: string } };
      await expect(facts).toContainText(`${t(lang, 'service.lead')}${person.data.name}, ${person.data.role}`);
      await expect(facts.getByRole('link', { name: person.data.name })).toHaveAttribute('href', `${url('/about', lang)}#${lead}`);
    });
  }

  test(`the releases that decide the work, listed once under What we do (${lang})`, async ({ page }) => {
    for (const slug of serviceSlugs) {
      const { versions } = entriesOf('services', lang).find((s) => s.slug === slug)!.data;
      await page.goto(url(`/services/${slug}`, lang));
      if (!versions) {
        await expect(page.locator('#versions'), slug).toHaveCount(0);
        continue;
      }
      const block = page.locator('#work #versions');
      await expect(block.getByRole('heading', { level: 3 }), slug).toHaveText(t(lang, 'service.versionsTitle'));
      await expect(block.locator('dt'), slug).toHaveText(versions.map((v) => v.version));
      await expect(block.locator('dd'), slug).toHaveText(versions.map((v) => v.note));
      await expect(page.getByText(t(lang, 'service.versionsTitle'), { exact: true }), slug).toHaveCount(1);
    }
    // The sample's facts, the same versions in both languages: Kafka Streams' protocol releases.
    await page.goto(url('/services/kafka-streams', lang));
    await expect(page.locator('#versions dt')).toHaveText(['Kafka 4.2', 'Kafka 4.2.0', 'Kafka 4.4']);
    expect(await page.locator('#work > ul').textContent()).not.toContain('4.2.0');
    // And Flink's team of up to three, most of our four engineers: the earliest start date before signing.
    await page.goto(url('/services/flink', lang));
    await expect(page.locator('#engagement dl')).toContainText(lang === 'en' ? 'A three-person project takes most of our team of four' : 'Un progetto con tre ingegneri impegna gran parte del nostro team di quattro');
  });

  test(`Kafka and Flink, whose work runs from tuning to migrations, are priced both ways (${lang})`, async ({ page }) => {
    await page.goto(url('/services/kafka', lang));
    // 2–3 engineers for 6–12 weeks at 1,050 a day: the figure a CFO would otherwise work out.
    await expect(page.locator('#engagement dl')).toContainText(lang === 'en' ? '€63,000–€189,000 excluding VAT' : 'Da 63.000\u00a0€ a 189.000\u00a0€ IVA esclusa');
    for (const slug of ['kafka', 'flink']) {
      await page.goto(url(`/services/${slug}`, lang));
      await expect(page.locator('#engagement dd').nth(0)).toContainText(t(lang, 'engagement.time-and-materials'));
      await expect(page.locator('#engagement dd').nth(0)).toContainText(t(lang, 'engagement.fixed-scope'));
    }
  });

  test(`a service page without a published day rate or retainer says how each is agreed (${lang}, scaled copy)`, async ({ page }) => {
    await page.goto(`${scaledUrl}${url('/services/kafka-streams', lang)}`);
    const facts = page.locator('#engagement dl');
    await expect(facts).toContainText(`${t(lang, 'engagement.time-and-materials')}: ${t(lang, 'engagement.time-and-materials.quoted')}`);
    await expect(facts).toContainText(t(lang, 'engagement.supportShort'));
    await expect(facts).not.toContainText('€');
    // The unpriced review, the first step, says how its price is agreed where it is shown: At a glance.
    const glance = page.locator('aside[aria-labelledby="summary-title"] dl');
    await expect(glance).toContainText(t(lang, 'price.quoted'));
    await expect(glance).not.toContainText('€');
  });

  test(`the home page sums each service up in a line, Kafka and Flink large; /services and each page keep the description (${lang})`, async ({ page }) => {
    const services = serviceSlugs.map((slug) => entriesOf('services', lang).find((s) => s.slug === slug)!.data);
    await page.goto(url('/', lang));
    const cards = page.locator('#services article');
    await expect(cards).toHaveCount(services.length);
    for (const [i, service] of services.entries()) {
      await expect(cards.nth(i)).toContainText(service.summary);
      await expect(cards.nth(i)).not.toContainText(service.description);
    }
    await expect(page.locator('#services')).not.toContainText(t(lang, 'service.problemsTitle'));
    // The first two (Kafka, Flink) are set large: wider and with a larger title than the rest.
    const sizes = await cards.evaluateAll((as) => as.map((a) => ({ width: a.getBoundingClientRect().width, title: parseFloat(getComputedStyle(a.querySelector('h3')!).fontSize) })));
    for (const small of sizes.slice(2)) for (const large of sizes.slice(0, 2)) {
      expect(large.width).toBeGreaterThan(small.width);
      expect(large.title).toBeGreaterThan(small.title);
    }
    await page.goto(url('/services', lang));
    for (const service of services) await expect(page.locator('main')).toContainText(service.description);
  });

  test(`the service cards on the home page and on /services lead to each service's page (${lang})`, async ({ page }) => {
    for (const list of ['/', '/services']) {
      await page.goto(url(list, lang));
      const titles = page.locator('#services h3 a, main ul h2 a');
      await expect(titles).toHaveCount(serviceSlugs.length);
      expect(await titles.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(serviceSlugs.map((s) => url(`/services/${s}`, lang)));
    }
    // The whole card is the link's target, not only its title: click its description.
    const description = page.locator('main ul article').nth(1).locator('p').first();
    await description.scrollIntoViewIfNeeded();
    const box = (await description.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(new RegExp(`${url(`/services/${serviceSlugs[1]}`, lang)}$`));
  });
}
