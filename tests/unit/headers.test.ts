import { describe, expect, it } from 'vitest';
import { cspHash, headerRules, headersFor, parseHeadersFile, toHeadersFile, toNginxConf } from '../../scripts/build/headers.ts';
import { isNotFoundPage, pageAddress } from '../../scripts/build/server.ts';

const pageStyles = ['.c-a{color:red;}', '.c-b{color:blue;}'];
const rules = headerRules({ inlineScripts: ['{"prerender":[]}'], inlineStyles: [...pageStyles, pageStyles[0]!] });
const csp = rules[0]!.headers['Content-Security-Policy']!;

describe('the header policy', () => {
  it('has a CSP with no unsafe keyword, scripts only from the site or by hash', () => {
    expect(csp).not.toMatch(/unsafe-/);
    expect(csp).toContain(`script-src 'self' ${cspHash('{"prerender":[]}')}`);
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self' mailto:", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
  });

  it('allows each distinct inline style by its hash, once, and the empty one the form runtime fills', () => {
    const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src '))!;
    expect(styleSrc.split(' ').sort()).toEqual(['style-src', "'self'", cspHash(''), ...pageStyles.map(cspHash)].sort());
  });

  it('requires Trusted Types for script sinks and allows no policy at all', () => {
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain("trusted-types 'none'");
  });

  it('hashes like a browser does (sha256 of the exact text, base64)', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('caches hashed assets for a year and makes HTML revalidate', () => {
    expect(headersFor(rules, '/assets/site-abc.css')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/it/services')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/it/services')['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('survives the round trip through the _headers file the local server reads', () => {
    expect(parseHeadersFile(toHeadersFile(rules))).toEqual(rules);
  });

  it('writes an nginx snippet with every header, in every location that has its own', () => {
    const conf = toNginxConf(rules, ['en', 'it']);
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toMatch(/^error_page 404 @not-found-en;$/m);
    expect(conf).toMatch(/location @not-found-en \{\n {2}try_files \/404\.html =404;\n\}/);
    expect(conf).toMatch(/location \^~ \/it\/ \{[^]*?\n {2}error_page 404 @not-found-it;/);
    expect(conf).toMatch(/location @not-found-it \{\n {2}try_files \/it\/404\.html =404;\n\}/);
    // nginx forgets server-level add_header inside a location with its own add_header.
    const cspLines = conf.split('\n').filter((l) => l.includes('add_header Content-Security-Policy'));
    expect(cspLines).toHaveLength(3);
    expect(conf).toMatch(/location \^~ \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
  });

  it('redirects trailing-slash URLs and file names to the canonical address in nginx, before any location', () => {
    const lines = toNginxConf(rules, ['en', 'it']).split('\n');
    const firstLocation = lines.findIndex((l) => l.startsWith('location '));
    for (const rewrite of ['rewrite ^(/.+?)/+$ $1 permanent;', 'rewrite ^/index(?:\\.html)?$ / permanent;', 'rewrite ^(/(?!(?:[a-z][a-z]/)?404\\.html$).+)\\.html$ $1 permanent;']) {
      expect(lines.indexOf(rewrite), rewrite).toBeGreaterThan(0);
      expect(lines.indexOf(rewrite), rewrite).toBeLessThan(firstLocation);
    }
    // nginx reads a brace as the start of a block: no pattern may hold one.
    expect(lines.filter((l) => /^\s*(?:rewrite|location ~)/.test(l) && /\{\d/.test(l))).toEqual([]);
  });

  it('gives npm start the same one address per page: no trailing slash, no file name, and no address for the 404 pages', () => {
    expect(['/services/', '/services.html', '/it.html', '/it/services.html', '/index.html', '/index', '/', '/it/', '/404.html', '/it/404'].map(pageAddress)).toEqual(['/services', '/services', '/it', '/it/services', '/', '/', '/', '/it', '/404.html', '/it/404']);
    expect(['/404', '/404.html', '/it/404', '/it/404.html', '/it/404x', '/services/404'].map(isNotFoundPage)).toEqual([true, true, true, true, false, false]);
  });
});
