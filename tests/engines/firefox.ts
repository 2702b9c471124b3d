// Firefox through WebDriver BiDi, with puppeteer-core: no driver binary, real console events.
import puppeteer, { type ConsoleMessage, type Page } from 'puppeteer-core';
import { firefoxPath } from '../../scripts/measure/browser.ts';
import type { EngineLauncher, EnginePage } from './engine.ts';
import { siteScriptRequested } from './siteScript.ts';

export const launchFirefox: EngineLauncher = async (baseURL) => {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    // No update checks, telemetry or captive-portal probes: the tests reach only the site.
    extraPrefsFirefox: { 'app.update.enabled': false, 'network.captive-portal-service.enabled': false, 'datareporting.policy.dataSubmissionEnabled': false, 'intl.accept_languages': 'en-US, en' },
  });
  const messages: string[] = [];
  let page: Page;
  const openTab = async () => {
    page = await browser.newPage();
    // A background tab never paints, so its site script (started by the first paint) never runs.
    await page.bringToFront();
    await page.setViewport({ width: 1280, height: 900 });
    page.on('console', (message: ConsoleMessage) => messages.push(message.text()));
  };
  await openTab();
  // Puppeteer's own generic types for page functions do not fit this interface's; the calls are the same.
  const run = (fn: unknown, ...args: unknown[]) => (page.evaluate as (fn: unknown, ...args: unknown[]) => Promise<unknown>).call(page, fn, ...args);
  const waitForFunction = (fn: unknown, options: object, ...args: unknown[]) => (page.waitForFunction as (fn: unknown, options: object, ...args: unknown[]) => Promise<unknown>).call(page, fn, options, ...args);

  const engine: EnginePage = {
    leavesPageForMailto: false,
    name: `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`,
    // Closes every tab, including what a mailto: address left behind (headless Firefox has no
    // mail app: the tab that asked for one stops following navigations).
    fresh: async () => {
      const old = await browser.pages();
      await openTab();
      await Promise.all(old.map((tab) => tab.close()));
    },
    goto: async (path) => void (await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' })),
    url: async () => page.url(),
    evaluate: (fn, ...args) => run(fn, ...args) as never,
    waitFor: async (fn, args, message, timeout = 10_000) => {
      try {
        await waitForFunction(fn, { timeout, polling: 50 }, ...args);
      } catch (error) {
        throw new Error(`${message} (waited ${timeout} ms): ${(error as Error).message}`);
      }
    },
    click: (selector) => page.click(selector),
    hover: (selector) => page.hover(selector),
    hoverNothing: () => page.mouse.move(0, 0),
    press: (key) => page.keyboard.press(key),
    type: async (selector, text) => {
      await page.focus(selector);
      await page.evaluate((sel) => (document.querySelector(sel) as HTMLInputElement).select(), selector);
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    select: async (selector, label) => {
      const value = await page.evaluate((sel, text) => [...(document.querySelector(sel) as HTMLSelectElement).options].find((o) => o.label === text)?.value, selector, label);
      if (value === undefined) throw new Error(`${selector} has no option "${label}"`);
      await page.select(selector, value);
    },
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    consoleOf: async (path) => {
      messages.length = 0;
      await engine.goto(path);
      await engine.waitFor(siteScriptRequested, [], 'the site script starts after the first paint');
      await page.waitForNetworkIdle({ idleTime: 300 });
      return [...messages];
    },
    close: () => browser.close(),
  };
  return engine;
};
