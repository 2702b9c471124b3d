// The visitor-critical flows, written once and run in every engine besides Chromium (which runs
// them, and more, in tests/e2e). Each engine's file calls visitorFlows() with its launcher.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { EngineLocation } from '../../scripts/measure/browser.ts';
import { expectedBodyLines, sampleRequests } from '../e2e/form.ts';
import { content, langs, pagePaths, t, url } from '../e2e/site.ts';
import { formMailbox } from '../../src/content/settings.ts';
import type { EngineLauncher, EnginePage } from './engine.ts';
import { siteScriptRequested } from './siteScript.ts';

const recipient = formMailbox(content.settings).address;

/** Decodes a mailto:/webmail URL the way a mail client does. */
function mailtoFields(href: string) {
  const [address, query = ''] = href.slice('mailto:'.length).split('?') as [string, string];
  const headers = Object.fromEntries(query.split('&').map((pair) => [pair.slice(0, pair.indexOf('=')), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))]));
  return { to: decodeURIComponent(address), subject: headers.subject, body: headers.body };
}

const requests = sampleRequests;

/** Runs in the page: the island is hydrated (React took over the server-rendered form). */
const hydrated = () => document.querySelector('[data-island="consultation"]')?.hasAttribute('data-hydrated') === true;

async function openForm(page: EnginePage, path: string) {
  await page.goto(path);
  // The form's code loads as the visitor nears it.
  await page.evaluate(() => document.querySelector('[data-island="consultation"]')!.scrollIntoView());
  await page.waitFor(hydrated, [], 'the consultation form hydrates');
}

export function visitorFlows(engine: string, installed: EngineLocation, launch: EngineLauncher) {
  if (!installed.found) {
    if (process.env.CI) {
      // CI installs every engine (.ci/run): a missing one is a broken machine, not a skip.
      describe(engine, () => it('is installed', () => expect.fail(`${engine} is missing on CI: ${installed.detail}. Install: ${installed.install}`)));
      return;
    }
    console.warn(`\n${engine} SKIPPED: ${installed.detail}.\n  Install it to run these flows: ${installed.install}\n`);
    describe.skip(`${engine} (not installed: ${installed.detail})`, () => it('visitor flows', () => {}));
    return;
  }

  describe(engine, () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await launch(inject('baseURL'));
      console.log(`${engine}: ${page.name}`);
    });
    afterAll(async () => page?.close());
    // Each flow starts as a new visitor, in a new tab.
    beforeEach(async () => page.fresh());

    it('renders every page in both languages, with its language, one h1 and its inline CSS applied', async () => {
      for (const lang of langs) {
        for (const path of pagePaths) {
          const at = url(path, lang);
          await page.goto(at);
          const seen = await page.evaluate(() => ({
            lang: document.documentElement.lang,
            h1: [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? ''),
            title: document.title,
            // The header's bottom border comes from the page's inline <style>: proof the CSP hash let it in.
            headerBorder: getComputedStyle(document.querySelector('header')!).borderBottomStyle,
          }));
          expect(seen.lang, at).toBe(lang);
          expect(seen.h1, at).toHaveLength(1);
          expect(seen.h1[0]!.length, at).toBeGreaterThan(0);
          expect(seen.title, at).toContain(content.settings.name);
          expect(seen.headerBorder, at).toBe('solid');
        }
      }
    });

    it('the language switch keeps the #fragment, both ways', async () => {
      for (const [from, to, lang] of [['/#open-source', '/it#open-source', 'it'], ['/it/services#kafka', '/services#kafka', 'en']] as const) {
        await page.goto(from);
        // The site script carries the fragment to the twin page's link once the page has painted.
        await page.waitFor((l) => document.querySelector<HTMLAnchorElement>(`header a[data-lang-switch][hreflang="${l}"]`)?.hash === location.hash, [lang], `the ${lang} link carries the fragment`);
        // The page scrolls smoothly to its #fragment: a click while it moves lands where the link was.
        await page.waitFor(() => {
          const stamp = document.documentElement;
          const still = stamp.dataset.testScrollY === String(scrollY);
          stamp.dataset.testScrollY = String(scrollY);
          const top = document.querySelector(location.hash)!.getBoundingClientRect().top;
          return still && (Math.abs(top - 16) < 2 || Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight);
        }, [], 'the page has scrolled to its fragment');
        await page.click(`header a[data-lang-switch][hreflang="${lang}"]`);
        await page.waitFor((l) => document.documentElement.lang === l, [lang], `the ${lang} page opens`);
        expect(new URL(await page.url()).pathname + new URL(await page.url()).hash).toBe(to);
      }
    });

    it('at 1280 px the header shows every page in its row, with no menu to open', async () => {
      await page.goto('/about');
      const header = await page.evaluate(() => ({
        menu: getComputedStyle(document.querySelector('header summary')!).display,
        links: [...document.querySelector('header nav')!.querySelectorAll('a')].map((a) => {
          const box = a.getBoundingClientRect();
          return { text: a.textContent, shown: box.width > 0 && box.bottom <= document.querySelector('header')!.getBoundingClientRect().bottom };
        }),
        current: document.querySelector('header nav')!.querySelector('a[aria-current="page"]')?.getAttribute('href'),
      }));
      expect(header.menu).toBe('none');
      expect(header.links.map((l) => l.text)).toEqual(['Services', 'Open source', 'Case studies', 'About', 'Request a consultation']);
      expect(header.links.every((l) => l.shown)).toBe(true);
      expect(header.current).toBe('/about');
    });

    it('a tooltip opens on hover and on focus, and Escape closes it', async () => {
      const trigger = '[aria-describedby="status-kafka-streams-testkit"]';
      const isOpen = (id: string) => document.getElementById(id)?.hidden === false;
      await page.goto('/contributions');
      await page.waitFor(siteScriptRequested, [], 'the site script starts');
      // Focus opens it at once (retried until the site script has wired the tooltips).
      await page.waitFor((sel: string, id: string) => {
        document.querySelector<HTMLElement>(sel)!.blur();
        document.querySelector<HTMLElement>(sel)!.focus();
        return document.getElementById(id)?.hidden === false;
      }, [trigger, 'status-kafka-streams-testkit'], 'focus opens the tooltip');
      await page.press('Escape');
      expect(await page.evaluate(isOpen, 'status-kafka-streams-testkit')).toBe(false);
      await page.evaluate((sel: string) => document.querySelector<HTMLElement>(sel)!.blur(), trigger);
      await page.hover(trigger);
      await page.waitFor(isOpen, ['status-kafka-streams-testkit'], 'hovering opens the tooltip after its delay', 3000);
      await page.press('Escape');
      expect(await page.evaluate(isOpen, 'status-kafka-streams-testkit')).toBe(false);
      await page.hoverNothing();
    });

    it('the 404 page logs the missing path to the console, in both languages', async () => {
      for (const [path, lang] of [['/no-such-page', 'en'], ['/it/pagina-che-non-esiste', 'it']] as const) {
        const messages = await page.consoleOf(path);
        expect(await page.evaluate(() => document.querySelector('h1')?.textContent)).toBe(t(lang, 'notFound.heading'));
        expect(messages.some((m) => m.includes('404') && m.includes(path)), `${path}: ${JSON.stringify(messages)}`).toBe(true);
      }
    });

    for (const lang of langs) {
      it(`the form hydrates and composes the exact message, for the mail app and webmail (${lang})`, async () => {
        const r = requests[lang];
        await openForm(page, url('/consultation', lang));
        await page.type('#cf-name', r.name);
        await page.type('#cf-email', r.email);
        await page.type('#cf-company', r.company);
        await page.select('#cf-type', r.label);
        await page.type('#cf-stack', r.stack);
        await page.type('#cf-challenge', r.challenge);
        await page.click('form button[type="submit"]');
        // With no mail app, a browser either stays on the page (headless Firefox) or leaves it for
        // the mailto: address itself (WebKitGTK's MiniBrowser): then the address it opened must be
        // exact, and going back must bring the confirmation back.
        let opened: string | undefined;
        if (page.leavesPageForMailto) {
          opened = await vi.waitFor(async () => {
            const at = await page.url();
            if (!at.startsWith('mailto:')) throw new Error(`still at ${at}`);
            return at;
          }, { timeout: 10_000, interval: 100 });
          await page.evaluate(() => history.back());
        }
        await page.waitFor(() => document.getElementById('sent-title') !== null, [], 'the confirmation shows');
        const links = await page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('section[aria-labelledby="sent-title"] a')].map((a) => a.href));
        const mailto = links.find((href) => href.startsWith('mailto:') && href.includes('?subject='));
        expect(mailto, JSON.stringify(links)).toBeDefined();
        if (opened) expect(opened).toBe(mailto);
        const sent = mailtoFields(mailto!);
        expect(sent.to).toBe(recipient);
        expect(sent.subject).toBe(`Consultation Request - ${r.english}`);
        expect(sent.body!.split('\r\n')).toEqual(expectedBodyLines(r));
        const gmail = new URL(links.find((href) => href.startsWith('https://mail.google.com/'))!);
        expect([gmail.searchParams.get('to'), gmail.searchParams.get('su'), gmail.searchParams.get('body')]).toEqual([sent.to, sent.subject, sent.body]);
        const outlook = new URL(links.find((href) => href.startsWith('https://outlook.live.com/'))!);
        expect([outlook.searchParams.get('to'), outlook.searchParams.get('subject'), outlook.searchParams.get('body')]).toEqual([sent.to, sent.subject, sent.body]);
      });
    }

    it('a draft survives a reload', async () => {
      await openForm(page, '/it/consultation');
      await page.type('#cf-name', 'Ada Lovelace');
      await page.type('#cf-challenge', 'Riga uno\nRiga due');
      await page.reload();
      // A draft to restore loads the form's code at once, wherever the page is scrolled.
      await page.waitFor(hydrated, [], 'the form hydrates to restore the draft');
      const values = await page.evaluate(() => ['cf-name', 'cf-challenge'].map((id) => (document.getElementById(id) as HTMLInputElement).value));
      expect(values).toEqual(['Ada Lovelace', 'Riga uno\nRiga due']);
    });
  });
}
