// The translation review is a dev-server page (/_review): nothing of it may reach the build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviewPlugin } from '../../scripts/build/vite/review-plugin.ts';
import { dist } from './built.ts';

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
const texts = files.filter((file) => /\.(html|xml|txt|js|css|json|conf|atom)$|_headers$/.test(file));

describe('the review stays out of the build', () => {
  it('is a dev-server plugin only', () => {
    expect(reviewPlugin().apply).toBe('serve');
  });

  it('has no file in dist/', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => file.includes('_review') || file.includes('i18n-review'))).toEqual([]);
  });

  it('is named by no built page, script or sitemap', () => {
    expect(texts).toContain('sitemap.xml');
    const naming = texts.filter((file) => {
      const text = readFileSync(path.join(dist, file), 'utf8');
      return text.includes('/_review') || text.includes('Translation review');
    });
    expect(naming).toEqual([]);
  });
});
