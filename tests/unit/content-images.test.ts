import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { languageVariant, portrait, processImage, rehypeContentImages } from '../../scripts/build/vite/content-images.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function setup(width: number, height: number) {
  dir = mkdtempSync(path.join(tmpdir(), 'images-'));
  const contentDir = path.join(dir, 'content');
  mkdirSync(path.join(contentDir, 'images'), { recursive: true });
  mkdirSync(path.join(contentDir, 'en/case-studies'), { recursive: true });
  const source = path.join(contentDir, 'images/diagram.png');
  await sharp({ create: { width, height, channels: 3, background: '#0c6b63' } }).png().toFile(source);
  return { contentDir, source, outDir: path.join(dir, 'out'), mdx: path.join(contentDir, 'en/case-studies/story.mdx') };
}

const tree = (src: string, alt = 'A diagram') => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'p', children: [{ type: 'element', tagName: 'img', properties: { src, alt }, children: [] }] }],
});
const imgOf = (t: ReturnType<typeof tree>) => t.children[0]!.children[0]!.properties as Record<string, unknown>;

describe('content images', () => {
  it('become sized, lazy WebP at the reading width and twice that', async () => {
    const { source, outDir } = await setup(2000, 1000);
    const attributes = await processImage(source, outDir);
    expect(attributes).toMatchObject({ width: 704, height: 352 });
    expect(attributes.src).toMatch(/^\/images\/diagram-[0-9a-f]{10}-704\.webp$/);
    expect(attributes.srcSet).toMatch(/-704\.webp 704w, \/images\/diagram-[0-9a-f]{10}-1408\.webp 1408w$/);
    expect(attributes.dataFullSize).toMatch(/^\/images\/diagram-[0-9a-f]{10}-1408\.webp$/);
    const files = readdirSync(outDir).sort();
    expect(files).toHaveLength(2);
    for (const file of files) {
      const meta = await sharp(path.join(outDir, file)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Number(file.match(/-(\d+)\.webp$/)![1]));
    }
  });

  it('a person\'s photo becomes a square WebP at 1x and 2x of its circle, cropped, never upscaled', async () => {
    const { source, outDir } = await setup(600, 800);
    const attributes = await processImage(source, outDir, portrait);
    expect(attributes).toMatchObject({ width: 72, height: 72, sizes: '4.5rem' });
    expect(attributes.srcSet).toMatch(/^\/images\/diagram-[0-9a-f]{10}-sq72\.webp 72w, \/images\/diagram-[0-9a-f]{10}-sq144\.webp 144w$/);
    for (const file of readdirSync(outDir)) {
      const meta = await sharp(path.join(outDir, file)).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', meta.height]);
    }
    rmSync(dir, { recursive: true, force: true });
    const small = await setup(100, 90);
    expect(await processImage(small.source, small.outDir, portrait)).toMatchObject({ width: 72, srcSet: expect.stringMatching(/-sq90\.webp 90w$/) });
  });

  it('are never upscaled', async () => {
    const { source, outDir } = await setup(300, 200);
    const attributes = await processImage(source, outDir);
    expect(attributes).toMatchObject({ width: 300, height: 200, srcSet: expect.stringMatching(/-300\.webp 300w$/) });
    // Shown at its own size, it needs no full-size link.
    expect(attributes).not.toHaveProperty('dataFullSize');
  });

  it('rewrites the <img> of an MDX file, lazy and with its size', async () => {
    const { contentDir, outDir, mdx } = await setup(1600, 700);
    const t = tree('../../images/diagram.png');
    await rehypeContentImages({ contentDir, outDir })(t, { path: mdx });
    expect(imgOf(t)).toMatchObject({ alt: 'A diagram', width: 704, height: 308, loading: 'lazy', decoding: 'async' });
  });

  it('refuses an image without alt text, from another site, or outside content/images', async () => {
    const { contentDir, outDir, mdx } = await setup(100, 100);
    writeFileSync(path.join(contentDir, 'en/stray.png'), '');
    const run = (src: string, alt?: string) => rehypeContentImages({ contentDir, outDir })(tree(src, alt), { path: mdx });
    await expect(run('../../images/diagram.png', '')).rejects.toThrow(/needs alt text/);
    await expect(run('https://example.com/x.png')).rejects.toThrow(/on another site/);
    await expect(run('../stray.png')).rejects.toThrow(/not found; images live in content\/images/);
    await expect(run('../../images/missing.png')).rejects.toThrow(/not found/);
  });

  it('use the variant in images/<lang>/ on the pages of that language, sized and lazy like the shared one', async () => {
    const { contentDir, outDir, source } = await setup(1600, 700);
    mkdirSync(path.join(contentDir, 'images/it'), { recursive: true });
    mkdirSync(path.join(contentDir, 'it/case-studies'), { recursive: true });
    const variant = path.join(contentDir, 'images/it/diagram.png');
    await sharp({ create: { width: 1600, height: 700, channels: 3, background: '#5b8def' } }).png().toFile(variant);
    const en = tree('../../images/diagram.png');
    const it = tree('../../images/diagram.png');
    await rehypeContentImages({ contentDir, outDir })(en, { path: path.join(contentDir, 'en/case-studies/story.mdx') });
    await rehypeContentImages({ contentDir, outDir })(it, { path: path.join(contentDir, 'it/case-studies/story.mdx') });
    expect(imgOf(it)).toMatchObject({ width: 704, height: 308, loading: 'lazy', decoding: 'async' });
    expect(imgOf(it).src).not.toBe(imgOf(en).src);
    expect(imgOf(it).srcSet).toMatch(/^\/images\/diagram-[0-9a-f]{10}-704\.webp 704w, /);
    // Languages without a variant, and links that already name one, keep what they link.
    expect(languageVariant(source, path.join(contentDir, 'en/case-studies/story.mdx'), contentDir)).toBe(source);
    expect(languageVariant(variant, path.join(contentDir, 'it/case-studies/story.mdx'), contentDir)).toBe(variant);
    expect(languageVariant(source, path.join(contentDir, 'it/case-studies/story.mdx'), contentDir)).toBe(variant);
  });
});
