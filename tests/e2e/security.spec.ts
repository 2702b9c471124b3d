import { expect, test } from '@playwright/test';
import { formReady } from './form.ts';
import { langs, url } from './site.ts';
import { watch } from './watch.ts';

// Every page's requests, cookies and storage: tests/e2e/every-page.spec.ts, with its other checks of the same load.

for (const lang of langs) {
  test(`the form in use raises no CSP violation and stores only its draft (${lang})`, async ({ page, baseURL, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const problems = await watch(page, baseURL!);
    await page.goto(url('/consultation', lang));
    await formReady(page);
    await page.locator('#cf-name').fill('Ada');
    await page.locator('#cf-email').fill('ada@example.com');
    await page.locator('#cf-type').selectOption('Other');
    await page.locator('#cf-challenge').fill('x'.repeat(2500));
    await page.locator('form button[type=submit]').click();
    await page.locator('#sent-title').waitFor();
    await page.locator('section[aria-labelledby="sent-title"] button').first().click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(2);
    // The toasts are styled by the stylesheet file, not by inline styles the CSP would block.
    expect(await page.locator('[data-sonner-toaster]').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, Object.keys(sessionStorage)])).toEqual([0, ['correnti:consultation-draft']]);
  });
}

test('Trusted Types are enforced: HTML and script sinks refuse strings, no policy can be created, and the watcher sees it', async ({ page, baseURL }) => {
  const problems = await watch(page, baseURL!);
  await page.goto('/it/consultation');
  await formReady(page);
  const attempts = await page.evaluate(() => {
    const refused = (attempt: () => unknown) => {
      try {
        attempt();
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    };
    return {
      innerHTML: refused(() => (document.createElement('div').innerHTML = '<img src=x>')),
      scriptSrc: refused(() => (document.createElement('script').src = '/x.js')),
      // TypeScript's DOM library does not describe Trusted Types yet.
      policy: refused(() => (window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes.createPolicy('any', { createHTML: (s: string) => s })),
    };
  });
  expect(attempts).toEqual({ innerHTML: true, scriptSrc: true, policy: true });
  // The page's own violation events, one per attempt: what the watcher on every other page would see.
  await expect.poll(() => problems.filter((p) => p.startsWith('CSP violation:')).sort()).toEqual([
    'CSP violation: require-trusted-types-for trusted-types-sink',
    'CSP violation: require-trusted-types-for trusted-types-sink',
    'CSP violation: trusted-types trusted-types-policy',
  ]);
});

test('without JavaScript, the native form submission is allowed by the CSP (form-action mailto:)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const problems = await watch(page, baseURL!);
  const response = await page.goto('/consultation');
  expect(response?.headers()['content-security-policy']).toContain("form-action 'self' mailto:");
  await page.locator('#cf-name').fill('Ada');
  await page.locator('#cf-email').fill('ada@example.com');
  await page.locator('#cf-type').selectOption('Other');
  const mailto = page.waitForEvent('request', { predicate: (r) => r.url().startsWith('mailto:'), timeout: 5000 });
  await page.locator('form button[type=submit]').click();
  expect((await mailto).url()).toMatch(/^mailto:consulting@correnti\.example\?subject=Consultation%20Request/);
  expect(problems).toEqual([]);
  await context.close();
});

test('the local server sends the security headers and caching policy', async ({ request }) => {
  const page = await request.get('/it/services');
  const h = page.headers();
  expect(h['content-security-policy']).toMatch(/default-src 'self'/);
  expect(h['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(h['content-security-policy']).toMatch(/object-src 'none'.*base-uri 'self'.*form-action 'self' mailto:.*frame-ancestors 'none'/);
  expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['cross-origin-resource-policy']).toBe('same-origin');
  expect(h['cache-control']).toBe('no-cache');
  expect(h['content-encoding']).toMatch(/^(br|gzip)$/);
  const html = await page.text();
  const script = html.match(/import\("(\/assets\/[^"]+\.js)"\)/)![1]!;
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the local server answers trailing-slash URLs with a permanent redirect to the page’s one address', async ({ baseURL }) => {
  for (const [from, to] of [['/it/', '/it'], ['/services/', '/services'], ['/it/case-studies/?x=1', '/it/case-studies?x=1'], ['/case-studies//', '/case-studies']]) {
    const response = await fetch(`${baseURL}${from}`, { redirect: 'manual' });
    expect(response.status, from).toBe(301);
    expect(response.headers.get('location'), from).toBe(to);
    expect(response.headers.get('content-security-policy'), from).toContain("default-src 'self'");
  }
  const home = await fetch(`${baseURL}/`, { redirect: 'manual' });
  expect(home.status).toBe(200);
});

test('the local server refuses traversal, listings and private files, and answers 404 in the right language', async ({ request, baseURL }) => {
  for (const path of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%2e%2e/%2e%2e/package.json', '//etc/passwd', '/.git/config', '/_headers', '/_nginx.conf', '/assets', '/it/%2e%2e/%2e%2e/package.json', '/%00', '/%E0%A4%A']) {
    // fetch() keeps the path exactly as written (no client-side normalisation of "..").
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).toContain('<h1');
  }
  const italian = await request.get('/it/pagina-inesistente');
  expect(italian.status()).toBe(404);
  expect(await italian.text()).toContain('Ops! Pagina non trovata');
  expect((await request.post('/')).status()).toBe(405);
});
