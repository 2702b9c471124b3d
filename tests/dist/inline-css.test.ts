// One round trip to first paint: every page carries, inline, the CSS its markup uses, allowed by
// its hash in the Content-Security-Policy, and links no stylesheet the browser would wait for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspHash, parseHeadersFile } from '../../scripts/build/headers.ts';
import { dist, htmlFiles, read } from './built.ts';

const csp = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'))[0]!.headers['Content-Security-Policy']!;
const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src '))!.split(' ');

describe('inline CSS', () => {
  for (const file of htmlFiles) {
    it(`${file}: no render-blocking stylesheet; one <style> in the head, allowed by its hash, with a rule for every class the page uses`, () => {
      const html = read(file).toString();
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
      expect(styles).toHaveLength(1);
      const [style] = styles as [string];
      expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
      expect(styleSrc).toContain(cspHash(style));
      const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => /^c-[a-z0-9]+$/.test(c)));
      expect(classes.size).toBeGreaterThan(0);
      for (const name of classes) expect(style, name).toContain(`.${name}`);
    });
  }

  it('the policy lists each distinct page style once (pages of one kind share one), plus the empty one the form fills', () => {
    const distinct = new Set(htmlFiles.map((file) => read(file).toString().match(/<style>([^<]*)<\/style>/)![1]!));
    expect(distinct.size).toBeLessThan(htmlFiles.length);
    expect(styleSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...distinct, ''].map(cspHash).sort());
  });
});
