import { expect, test, type Page, type Request } from '@playwright/test';
import { expectedBodyLines, formReady, sampleRequests } from './form.ts';
import { composeBody, maxMailtoLength } from '../../src/islands/consultation/mailto.ts';
import { content, langs, t, url } from './site.ts';
import { formMailbox } from '../../src/content/settings.ts';
import { formRecipient, scaledContent, scaledUrl, unpricedType } from './scaled/site.ts';
import type { Price } from '../../src/content/prices.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { priceText, pricePhrase } from '../../src/i18n/money.ts';
import { createTranslate } from '../../src/i18n/translate.ts';

// A fresh browser context for each test of this file (playwright.config.ts reuses one): a test
// here opens a tab, and a reused page left behind it stays in the background, where it paints nothing.
test.use({ reuseContext: false });

const recipient = formMailbox(content.settings).address;

/** Resolves with the mailto: navigation the page makes (Chromium reports it as a request). */
function nextMailto(page: Page): Promise<Request> {
  return page.waitForEvent('request', { predicate: (r) => r.url().startsWith('mailto:'), timeout: 5000 });
}

function decode(mailto: string) {
  const [address, query = ''] = mailto.slice('mailto:'.length).split('?');
  const params = query.split('&').map((p) => p.split('=').map(decodeURIComponent) as [string, string]);
  return { address, keys: params.map(([k]) => k), headers: Object.fromEntries(params) };
}

async function fill(page: Page, lang: 'en' | 'it', values: { name: string; email: string; company?: string; type: string; stack?: string; challenge?: string }) {
  await page.getByRole('textbox', { name: t(lang, 'form.name'), exact: true }).fill(values.name);
  await page.getByRole('textbox', { name: t(lang, 'form.email'), exact: true }).fill(values.email);
  await page.getByRole('textbox', { name: t(lang, 'form.company'), exact: true }).fill(values.company ?? '');
  await page.getByRole('combobox', { name: t(lang, 'form.consultationType') }).selectOption({ label: values.type });
  await page.getByRole('textbox', { name: t(lang, 'form.currentStack'), exact: true }).fill(values.stack ?? '');
  await page.getByRole('textbox', { name: t(lang, 'form.challenge'), exact: true }).fill(values.challenge ?? '');
}

async function openForm(page: Page, lang: 'en' | 'it') {
  await page.goto(url('/consultation', lang));
  // The island is interactive once React has hydrated it.
  await formReady(page);
}

const cases = sampleRequests;

for (const lang of langs) {
  const c = cases[lang];

  test(`a filled form opens the mail app with the whole request (${lang})`, async ({ page }) => {
    await openForm(page, lang);
    await expect(page.locator('main')).toContainText(recipient);
    await expect(page.locator('main')).toContainText(t(lang, 'form.replyPromise'));
    await fill(page, lang, { name: c.name, email: c.email, company: c.company, type: c.label, stack: c.stack, challenge: c.challenge });
    const mailto = nextMailto(page);
    await page.getByRole('button', { name: t(lang, 'form.submit') }).click();
    const { address, keys, headers } = decode((await mailto).url());
    expect(address).toBe(recipient);
    expect(keys).toEqual(['subject', 'body']);
    expect(headers.subject).toBe(`Consultation Request - ${c.english}`);
    expect(headers.body!.split('\r\n')).toEqual(expectedBodyLines(c));
    await expect(page.getByRole('heading', { name: t(lang, 'sent.title') })).toBeFocused();
    await expect(page.locator('#sent-message')).toHaveValue(headers.body!.replace(/\r\n/g, '\n'));
    await expect(page.locator('[data-sonner-toast]')).toContainText(t(lang, 'toast.opening'));
  });

  test(`after sending, Gmail and Outlook.com open the same message in a new tab, and nothing loads from them before the click (${lang})`, async ({ page, context }) => {
    const openIn = (service: string) => `${t(lang, 'sent.openIn').replace('{service}', service)} ${t(lang, 'sent.newTab')}`;
    const webmailHosts = /^https:\/\/(mail\.google\.com|outlook\.live\.com)\//;
    const early: string[] = [];
    page.on('request', (r) => webmailHosts.test(r.url()) && early.push(r.url()));
    // The services are never reached for real: the new tab gets a stand-in page.
    await context.route(webmailHosts, (route) => route.fulfill({ contentType: 'text/html', body: '<title>webmail</title>' }));
    await openForm(page, lang);
    await fill(page, lang, { name: c.name, email: c.email, company: c.company, type: c.label, stack: c.stack, challenge: c.challenge });
    const mailto = nextMailto(page);
    await page.getByRole('button', { name: t(lang, 'form.submit') }).click();
    const sent = decode((await mailto).url());
    const links = page.locator('section[aria-labelledby="sent-title"] a[target="_blank"]');
    await expect(links).toHaveCount(2);
    const expectations = [
      { service: 'Gmail', origin: 'https://mail.google.com', fields: ['to', 'su', 'body'] },
      { service: 'Outlook.com', origin: 'https://outlook.live.com', fields: ['to', 'subject', 'body'] },
    ];
    for (const { service, origin, fields } of expectations) {
      const link = page.getByRole('link', { name: openIn(service) });
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.origin).toBe(origin);
      expect(fields.map((f) => href.searchParams.get(f))).toEqual([sent.address, sent.headers.subject, sent.headers.body]);
    }
    await page.waitForTimeout(300);
    expect(early).toEqual([]);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: openIn('Gmail') }).click()]);
    expect(popup.url()).toMatch(/^https:\/\/mail\.google\.com\/mail\/\?view=cm&to=/);
    // This page, its confirmation and the draft stay where they were.
    await expect(page.locator('#sent-title')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toContain('correnti:consultation-draft');
  });

  test(`blank required fields block the submission (${lang})`, async ({ page }) => {
    await openForm(page, lang);
    let mailtos = 0;
    page.on('request', (r) => r.url().startsWith('mailto:') && mailtos++);
    await page.getByRole('button', { name: t(lang, 'form.submit') }).click();
    await expect(page.getByRole('textbox', { name: t(lang, 'form.name'), exact: true })).toBeFocused();
    expect(await page.locator('form :invalid').count()).toBe(3);
    await page.getByRole('textbox', { name: t(lang, 'form.name'), exact: true }).fill('Ada');
    await page.getByRole('textbox', { name: t(lang, 'form.email'), exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: t(lang, 'form.submit') }).click();
    expect(await page.locator('form :invalid').count()).toBe(2);
    await page.waitForTimeout(300);
    expect(mailtos).toBe(0);
    await expect(page.locator('#sent-title')).toHaveCount(0);
  });

  test(`an over-long challenge takes the copy path with the full text intact (${lang})`, async ({ page }) => {
    await openForm(page, lang);
    const challenge = `${'Partizioni, lag & “offset” #42 — '.repeat(120)}fine.`;
    await fill(page, lang, { name: c.name, email: c.email, type: c.label, challenge });
    const mailto = nextMailto(page);
    await page.getByRole('button', { name: t(lang, 'form.submit') }).click();
    const sent = (await mailto).url();
    expect(sent.length).toBeLessThanOrEqual(maxMailtoLength);
    const { headers } = decode(sent);
    expect(headers.subject).toBe(`Consultation Request - ${c.english}`);
    expect(headers.body).toBe(t(lang, 'form.pasteNotice').replace(/\n/g, '\r\n'));
    await expect(page.getByRole('heading', { name: t(lang, 'sent.titleLong') })).toBeVisible();
    const full = await page.locator('#sent-message').inputValue();
    expect(full.endsWith(`Primary Challenge: ${challenge}`)).toBe(true);
  });

  test(`the Copy button puts the exact message on the clipboard (${lang})`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openForm(page, lang);
    await fill(page, lang, { name: c.name, email: c.email, company: c.company, type: c.label, stack: c.stack, challenge: c.challenge });
    await page.getByRole('button', { name: t(lang, 'form.submit') }).click();
    await page.getByRole('button', { name: t(lang, 'sent.copy') }).click();
    await expect(page.locator('[data-sonner-toast]', { hasText: t(lang, 'toast.copied') })).toBeVisible();
    const expected = composeBody({ name: c.name, email: c.email, company: c.company, consultationType: c.english, currentStack: c.stack, challenge: c.challenge });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });
}

test('the draft survives a switch of language and a reload, and goes only with a new request', async ({ page }) => {
  await openForm(page, 'en');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Giulia Rossi');
  await page.getByRole('textbox', { name: 'Primary challenge', exact: true }).fill('Half-written thought…\nsecond line');
  await page.getByRole('combobox', { name: 'Consultation type' }).selectOption('Strategic Planning');
  await page.locator('header a[data-lang-switch][hreflang=it]').click();
  await expect(page).toHaveURL(/\/it\/consultation$/);
  await formReady(page);
  const name = page.getByRole('textbox', { name: 'Nome', exact: true });
  const challenge = page.getByRole('textbox', { name: 'Problema o obiettivo principale', exact: true });
  await expect(name).toHaveValue('Giulia Rossi');
  await expect(challenge).toHaveValue('Half-written thought…\nsecond line');
  await expect(page.getByRole('combobox', { name: 'Tipo di consulenza' })).toHaveValue('Strategic Planning');
  await page.reload();
  await formReady(page);
  await expect(name).toHaveValue('Giulia Rossi');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('giulia@example.it');
  await page.getByRole('button', { name: t('it', 'form.submit') }).click();
  await page.getByRole('button', { name: 'Nuova richiesta' }).click();
  await expect(name).toHaveValue('');
  await page.reload();
  await formReady(page);
  await expect(name).toHaveValue('');
});

test('at most three notifications are visible at once', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openForm(page, 'en');
  await fill(page, 'en', { name: 'Ada', email: 'ada@example.com', type: 'Other' });
  await page.getByRole('button', { name: t('en', 'form.submit') }).click();
  const copy = page.getByRole('button', { name: 'Copy message' });
  for (let i = 0; i < 5; i++) await copy.click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(6);
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
});

test('without JavaScript the form still posts to a mailto: action and shows the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/it/consultation');
  const form = page.locator('form');
  await expect(form).toHaveAttribute('action', `mailto:${recipient}?subject=Consultation%20Request`);
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('enctype', 'text/plain');
  await expect(page.locator(`main a[href="mailto:${recipient}"]`).first()).toBeVisible();
  await context.close();
});

test('a render error inside the island shows the error view and the address, never a blank', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Corrupt the island's props on the way in, as a broken deploy might.
  await page.route('**/consultation', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('"types":[', '"types":null,"x":[');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/consultation');
  const island = page.locator('[data-island="consultation"]');
  // The island loads as the visitor nears it (within a screen): go there, as a visitor would.
  await island.scrollIntoViewIfNeeded();
  await expect(island.getByRole('alert')).toContainText('Unexpected Application Error!');
  await expect(island.locator(`a[href="mailto:${recipient}"]`)).toBeVisible();
  expect(errors).toEqual([]);
});

for (const lang of langs) {
  test(`when the owner keeps the form's inbox apart, the page says which and why, and the form writes there (${lang}, scaled copy)`, async ({ page }) => {
    await page.goto(`${scaledUrl}${url('/consultation', lang)}`);
    const note = t(lang, 'consultation.recipientNote').replace('{recipient}', formRecipient.address).replace('{consultation}', content.settings.mailboxes.consultation);
    await expect(page.locator('#recipient-reason')).toHaveText(`${note} ${formRecipient.reason[lang]}`);
    await formReady(page);
    await expect(page.locator('[data-island="consultation"]')).toContainText(formRecipient.address);
    const c = cases[lang];
    await fill(page, lang, { name: c.name, email: c.email, type: c.label });
    const mailto = nextMailto(page);
    await page.getByRole('button', { name: t(lang, 'form.submit') }).click();
    expect(decode((await mailto).url()).address).toBe(formRecipient.address);
  });
}

type ConsultationType = { slug: string; data: { title: string; price?: Price } };
const typesIn = (entries: typeof content.entries, lang: Lang) => entries.filter((e) => e.collection === 'consultation-types' && e.lang === lang) as unknown as ConsultationType[];
const offersOn = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const graph = blocks.flatMap((b) => (JSON.parse(b) as { '@graph': { '@type': string; itemListElement?: Record<string, unknown>[] }[] })['@graph']);
  return graph.find((n) => n['@type'] === 'OfferCatalog')!.itemListElement!;
};

for (const lang of langs) {
  const tr = createTranslate(content.ui[lang]);
  const { currency } = content.settings.offer;

  test(`each consultation shows its price, excluding VAT, on its card, in the form's options and in the JSON-LD (${lang})`, async ({ page }) => {
    await page.goto(url('/consultation', lang));
    const types = typesIn(content.entries, lang);
    expect(types.every((type) => type.data.price)).toBe(true);
    for (const { slug, data } of types) {
      await expect(page.locator(`[data-type-card="${slug}"]`)).toContainText(pricePhrase(data.price!, currency, lang, tr).text);
    }
    // The option shows the price; its value stays the English name the mail's subject needs.
    await expect(page.locator('#cf-type option')).toHaveText([t(lang, 'form.selectType'), ...types.map((type) => `${type.data.title} · ${priceText(type.data.price!, currency, lang, tr)}`), t(lang, 'form.typeOther')]);
    await expect(page.locator('#cf-type')).toHaveAttribute('aria-describedby', 'cf-type-hint');
    await expect(page.locator('#cf-type-hint')).toHaveText(t(lang, 'consultation.pricesExVat'));
    const offers = await offersOn(page);
    expect(offers.map((o) => [o.name, o.url, o.priceSpecification])).toEqual(types.map(({ slug, data }) => [
      data.title,
      `https://correnti.example${url('/consultation', lang)}#${slug === 'architecture-review' ? 'review' : slug}`,
      { '@type': 'PriceSpecification', [data.price!.fixed ? 'price' : 'minPrice']: data.price!.fixed ?? data.price!.from, priceCurrency: 'EUR', valueAddedTaxIncluded: false },
    ]));
  });

  test(`a consultation whose price the owner keeps private says how it is agreed, with no number anywhere (${lang}, scaled copy)`, async ({ page }) => {
    await page.goto(`${scaledUrl}${url('/consultation', lang)}`);
    const type = typesIn(scaledContent().entries, lang).find((e) => e.slug === unpricedType)!;
    expect(type.data.price).toBeUndefined();
    const card = page.locator(`[data-type-card="${unpricedType}"]`);
    await expect(card).toContainText(t(lang, 'price.quoted'));
    await expect(card).not.toContainText('€');
    await expect(page.locator('#cf-type option', { hasText: type.data.title })).toHaveText(type.data.title);
    const offer = (await offersOn(page)).find((o) => o.name === type.data.title)!;
    expect(offer).toBeDefined();
    expect(offer).not.toHaveProperty('priceSpecification');
  });
}

// A DORA buyer's procurement wants the addendum before the first call (r8): the form says how to ask.
for (const lang of langs) {
  test(`the consultation page offers the NDA and the DORA addendum on request (${lang})`, async ({ page }) => {
    await page.goto(url('/consultation', lang));
    await expect(page.locator('#request')).toContainText(t(lang, 'consultation.contracts'));
    expect(t(lang, 'buyer.contract.text')).toContain(lang === 'en' ? 'DORA addendum' : 'addendum DORA');
  });
}
