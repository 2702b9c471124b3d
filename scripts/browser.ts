import { existsSync } from 'node:fs';

/**
 * Which Chromium the browser tests and tools launch: $CHROMIUM_PATH if set, else the system's
 * /usr/bin/chromium (Debian, CI), else undefined so Playwright uses its own download (laptops).
 */
export function chromiumPath(): string | undefined {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) return explicit;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
}

/** Flags for a headless Chromium in a container: no sandbox as root, no background traffic. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
