import { existsSync } from 'node:fs';
import path from 'node:path';

const usable = (file: string | undefined): file is string => Boolean(file) && existsSync(file!);

/** The first of these files that exists. */
const firstExisting = (candidates: (string | undefined)[]) => candidates.find(usable);

/** The first directory on $PATH holding this program. */
function onPath(program: string): string | undefined {
  return firstExisting((process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, program)));
}

/**
 * Which Chromium the browser tests and the screenshots launch: $CHROMIUM_PATH if set, else Debian's
 * chromium-headless-shell (the same engine without the browser around it: the browser tests take
 * about a quarter less CPU than in /usr/bin/chromium), else /usr/bin/chromium, else undefined so
 * Playwright uses its own download (laptops; Playwright's own is a headless shell too).
 */
export function chromiumPath(): string | undefined {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) return explicit;
  return firstExisting(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/**
 * The whole Chromium, for Lighthouse (scripts/measure/audit.ts), which measures a page as a
 * visitor's browser loads it (the new headless mode): $CHROMIUM_PATH, else the system's.
 */
export function chromiumBrowserPath(): string | undefined {
  return process.env.CHROMIUM_PATH || firstExisting(['/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/** Flags for a headless Chromium in a container: no sandbox as root, no background traffic. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** An engine the cross-browser tests drive, found on this machine or not (with how to get it). */
export interface EngineLocation {
  found: boolean;
  /** What was found, or what is missing. */
  detail: string;
  /** How to install it, when it is missing. */
  install: string;
}

/** Firefox, driven through WebDriver BiDi: $FIREFOX_PATH, else Debian's firefox-esr, else a system firefox. */
export function firefoxPath(): string | undefined {
  return process.env.FIREFOX_PATH || firstExisting(['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox']);
}

/** WebKitGTK's WebDriver: $WEBKIT_DRIVER_PATH, else WebKitWebDriver on $PATH. */
export function webkitDriverPath(): string | undefined {
  return process.env.WEBKIT_DRIVER_PATH || onPath('WebKitWebDriver');
}

/** The WebKitGTK browser the driver starts: $WEBKIT_BROWSER_PATH, else Debian's MiniBrowser. */
export function miniBrowserPath(): string | undefined {
  return process.env.WEBKIT_BROWSER_PATH || firstExisting(['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/libexec/webkit2gtk-4.1/MiniBrowser']);
}

export function locateFirefox(): EngineLocation {
  const found = firefoxPath();
  return {
    found: usable(found),
    detail: usable(found) ? found : `no Firefox at ${found ?? '$FIREFOX_PATH, /usr/bin/firefox-esr or /usr/bin/firefox'}`,
    install: 'apt-get install firefox-esr (Debian), or set FIREFOX_PATH to a Firefox 129 or later',
  };
}

export function locateWebKit(): EngineLocation {
  const driver = webkitDriverPath();
  const browser = miniBrowserPath();
  const display = Boolean(process.env.DISPLAY) || Boolean(onPath('Xvfb'));
  const missing = [!usable(driver) && 'WebKitWebDriver', !usable(browser) && 'MiniBrowser', !display && 'a display (Xvfb)'].filter(Boolean);
  return {
    found: missing.length === 0,
    detail: missing.length ? `missing ${missing.join(', ')}` : `${driver} with ${browser}`,
    install: 'apt-get install webkit2gtk-driver xvfb (Debian), or set WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH',
  };
}
