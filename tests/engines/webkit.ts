// WebKit (WebKitGTK's MiniBrowser, the engine of Safari) through classic WebDriver, with
// WebdriverIO and the WebKitWebDriver that Debian's webkit2gtk-driver package installs.
import { spawn } from 'node:child_process';
import { remote } from 'webdriverio';
import { miniBrowserPath, webkitDriverPath } from '../../scripts/measure/browser.ts';
import { freePort } from '../free-port.ts';
import { openDisplay } from './display.ts';
import type { EngineLauncher, EnginePage } from './engine.ts';
import { siteScriptRequested, siteScriptUrl } from './siteScript.ts';

async function waitForDriver(port: number, exited: () => string | undefined) {
  for (let tries = 0; tries < 100; tries++) {
    const why = exited();
    if (why) throw new Error(why);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 10 s`);
}

/** Runs in the page (WebDriver's async script: the last argument is the callback). */
const listenAndRerun = `
  const [url, done] = arguments;
  const heard = [];
  for (const level of ['log', 'info', 'warn', 'error']) {
    const original = console[level].bind(console);
    console[level] = (...parts) => { heard.push(parts.map(String).join(' ')); original(...parts); };
  }
  import(url + '?heard').then(() => setTimeout(() => done(heard), 300), (error) => done(['import failed: ' + error.message]));
`;

export const launchWebKit: EngineLauncher = async (baseURL) => {
  const display = await openDisplay();
  const port = await freePort();
  const driver = spawn(webkitDriverPath()!, [`--port=${port}`], { env: { ...process.env, DISPLAY: display.name }, stdio: ['ignore', 'ignore', 'pipe'] });
  let driverLog = '';
  let exitedWith: string | undefined;
  driver.stderr!.on('data', (chunk: Buffer) => (driverLog += chunk.toString()));
  driver.once('exit', (code) => (exitedWith = `WebKitWebDriver exited (${code}): ${driverLog.trim()}`));
  const stop = () => {
    driver.kill();
    display.stop();
  };
  let browser: WebdriverIO.Browser;
  try {
    await waitForDriver(port, () => exitedWith);
    browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowserPath()!, args: ['--automation'] },
        // WebKitGTK's driver speaks classic WebDriver only: no BiDi session to ask for.
        'wdio:enforceWebDriverClassic': true,
      } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(1280, 900);
  } catch (error) {
    stop();
    throw error;
  }

  // WebdriverIO's own generic types for page functions do not fit this interface's; the calls are the same.
  const run = browser.execute.bind(browser) as (fn: unknown, ...args: unknown[]) => Promise<unknown>;
  const engine: EnginePage = {
    leavesPageForMailto: true,
    name: `WebKit ${browser.capabilities.browserVersion ?? ''}`.trim(),
    // MiniBrowser opens no second window for WebDriver: the same one, with this origin's session
    // storage (the only state the site keeps) emptied.
    fresh: async () => {
      await engine.goto('/');
      await run(() => sessionStorage.clear());
    },
    goto: async (path) => void (await browser.url(new URL(path, baseURL).href)),
    url: () => browser.getUrl(),
    evaluate: (fn, ...args) => run(fn, ...args) as never,
    waitFor: async (fn, args, message, timeout = 10_000) => {
      await browser.waitUntil(async () => (await run(fn, ...args)) === true, { timeout, interval: 50, timeoutMsg: `${message} (waited ${timeout} ms)` });
    },
    click: async (selector) => void (await browser.$(selector).click()),
    hover: async (selector) => void (await browser.$(selector).moveTo()),
    hoverNothing: async () => void (await browser.action('pointer').move({ x: 0, y: 0, origin: 'viewport' }).perform()),
    press: async (key) => void (await browser.keys(key)),
    type: async (selector, text) => {
      const field = browser.$(selector);
      await field.clearValue();
      // WebDriver's "\n" is the Enter key, as in a textarea.
      await field.addValue(text.replace(/\n/g, '\uE007'));
    },
    select: async (selector, label) => void (await browser.$(selector).selectByVisibleText(label)),
    reload: async () => void (await browser.refresh()),
    consoleOf: async (path) => {
      await engine.goto(path);
      await engine.waitFor(siteScriptRequested, [], 'the site script starts after the first paint');
      // Classic WebDriver cannot read WebKit's console, and by now the page has already run its
      // scripts: listen to this page's console, then run the site script once more, as a fresh
      // module instance of the same file, so what it prints on this page is heard.
      // A string, not a function: the test runner would rewrite a function's import() for Node.
      return browser.executeAsync(listenAndRerun, (await engine.evaluate(siteScriptUrl))!) as Promise<string[]>;
    },
    close: async () => {
      try {
        await browser.deleteSession();
      } finally {
        stop();
      }
    },
  };
  return engine;
};
