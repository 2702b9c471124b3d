// What a page does that the site promises it never does: break its Content-Security-Policy, or ask another origin for anything.
import type { Page } from '@playwright/test';

/** Collects CSP violations (event and console) and requests to any other origin. */
export async function watch(page: Page, origin: string) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => /Content Security Policy|CSP violation/i.test(m.text()) && problems.push(m.text()));
  page.on('request', (r) => {
    const target = new URL(r.url());
    if (target.protocol !== 'mailto:' && target.origin !== origin) problems.push(`request to ${r.url()}`);
  });
  return problems;
}
