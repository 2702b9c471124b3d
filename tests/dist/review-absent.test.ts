// The translation review (/_review) and the content warnings panel are dev-server only: nothing
// of them may reach the build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devRenderPlugin } from '../../scripts/build/vite/dev-render-plugin.ts';
import { panelId } from '../../scripts/build/vite/page-warnings.ts';
import { reviewPlugin } from '../../scripts/build/vite/review-plugin.ts';
import { dist } from './built.ts';

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
const texts = files.filter((file) => /\.(html|xml|txt|js|css|json|conf|atom)$|_headers$/.test(file));

describe('the review and the content warnings panel stay out of the build', () => {
  it('is a dev-server plugin only, as is the page renderer that adds the warnings panel', () => {
    expect(reviewPlugin().apply).toBe('serve');
    expect(devRenderPlugin({ imagesDir: '' }).apply).toBe('serve');
  });

  it('has no file in dist/', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => file.includes('_review') || file.includes('i18n-review'))).toEqual([]);
  });

  it('is named by no built page, script or sitemap', () => {
    expect(texts).toContain('sitemap.xml');
    const naming = texts.filter((file) => {
      const text = readFileSync(path.join(dist, file), 'utf8');
      return text.includes('/_review') || text.includes('Translation review') || text.includes(panelId) || text.includes('content warning');
    });
    expect(naming).toEqual([]);
  });
});
