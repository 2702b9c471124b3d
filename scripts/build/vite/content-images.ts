// Images in MDX content: `![Alt text](../../images/diagram.png)` in a case study becomes a
// sized, lazy <img> in WebP at the widths the reading column displays, so an image never
// shifts the layout or costs more bytes than its pixels on screen. Runs when MDX compiles.
// An image with words in it may have a variant per language, content/images/<lang>/<file>:
// the pages of that language show it instead, from the same link.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLang } from '../../../src/i18n/languages.ts';
import { cacheDir, writeEntry } from '../cache/cache.ts';

/** Widths, in CSS pixels, of the reading column at 1x and 2x (Prose: max 44rem). */
export const imageWidths = [704, 1408];
export const imageSizes = '(min-width: 48rem) 44rem, calc(100vw - 2rem)';
export const imageUrlPrefix = '/images/';
/** Where resized images are kept between builds (with the other caches); the build copies the ones pages use to dist/images/. */
export const contentImagesDir = cacheDir('content-images');
const webpQuality = 80;

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function* images(node: HastNode): Generator<HastNode> {
  if (node.type === 'element' && node.tagName === 'img') yield node;
  for (const child of node.children ?? []) yield* images(child);
}

export interface ContentImagesOptions {
  /** The content folder: images must live in its images/ folder. */
  contentDir: string;
  /** Where the resized files are written; the build copies them to dist/images/. */
  outDir: string;
}

/** A person's photo: a square at 4.5rem, in WebP at 1x and 2x. */
export const portrait = { widths: [72, 144], sizes: '4.5rem', square: true };

interface ImageShape {
  /** CSS pixel widths to write, the display width first. */
  widths: readonly number[];
  sizes: string;
  /** Crop to a square around the most interesting part (a face), for portraits. */
  square?: boolean;
}

/** Writes the WebP variants of one source image; returns the <img> attributes for it. */
export async function processImage(source: string, outDir: string, shape: ImageShape = { widths: imageWidths, sizes: imageSizes }) {
  // sharp loads with the first image (a tenth of a second): a build of content without images never pays it.
  const { default: sharp } = await import('sharp');
  const data = readFileSync(source);
  const kind = shape.square ? 'sq' : '';
  // A file's name holds the hash of all its bytes depend on (the image, the crop, the encoding and
  // the encoder's version; the width follows) and is written whole or not at all: one that exists
  // is never stale, so the folder may be kept between builds and machines (BUILD_CACHE_DIR).
  const hash = createHash('sha256').update(data).update(`\0${kind} webp quality ${webpQuality}, sharp ${sharp.versions.sharp} libvips ${sharp.versions.vips}`).digest('hex').slice(0, 10);
  const { width = 0, height = 0 } = await sharp(data).metadata();
  if (!width || !height) throw new Error(`${source} is not an image sharp can read`);
  const name = path.basename(source).replace(/\.[^.]+$/, '').replace(/[^\w-]+/g, '-');
  // Never upscale: a narrow image gets its own width only.
  const widths = [...new Set(shape.widths.map((w) => Math.min(w, width, shape.square ? height : width)))];
  const variants = await Promise.all(
    widths.map(async (w) => {
      const file = `${name}-${hash}-${kind}${w}.webp`;
      const resize = shape.square ? { width: w, height: w, fit: 'cover' as const, position: sharp.strategy.attention } : { width: w };
      if (!existsSync(path.join(outDir, file))) await writeEntry(path.join(outDir, file), await sharp(data).resize(resize).webp({ quality: webpQuality }).toBuffer());
      return { url: `${imageUrlPrefix}${file}`, width: w };
    }),
  );
  const display = variants[0]!;
  const largest = variants.at(-1)!;
  return {
    src: display.url,
    srcSet: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
    sizes: shape.sizes,
    width: display.width,
    height: shape.square ? display.width : Math.round((height * display.width) / width),
    // An image shrunk to the reading column (a diagram on a phone) also gets a link to its
    // largest variant, which the browser opens on its own and lets the visitor zoom.
    ...(largest !== display ? { dataFullSize: largest.url } : {}),
  };
}

/**
 * The file a page in the MDX file's language shows for a shared image: its variant in
 * images/<lang>/ when there is one (the MDX file lives in content/<lang>/), else the image itself.
 */
export function languageVariant(source: string, mdxFile: string | undefined, contentDir: string): string {
  const imagesDir = path.join(contentDir, 'images');
  const [lang] = path.relative(contentDir, mdxFile ?? '').split(path.sep);
  const relative = path.relative(imagesDir, source);
  if (!lang || !isLang(lang) || relative.split(path.sep).some((part) => isLang(part))) return source;
  const variant = path.join(imagesDir, lang, relative);
  return existsSync(variant) ? variant : source;
}

/** The rehype plugin for @mdx-js/rollup. */
export function rehypeContentImages({ contentDir, outDir }: ContentImagesOptions) {
  const imagesDir = path.join(contentDir, 'images');
  return async (tree: HastNode, file: { path?: string }) => {
    for (const img of images(tree)) {
      const props = (img.properties ??= {});
      const src = String(props.src ?? '');
      const where = file.path ? path.relative(process.cwd(), file.path) : 'an MDX file';
      if (/^[a-z]+:|^\/\//i.test(src)) throw new Error(`${where}: image ${src} is on another site; put the file in content/images/ (the site loads nothing from other hosts)`);
      if (!String(props.alt ?? '').trim()) throw new Error(`${where}: image ${src} needs alt text, ![what it shows](${src})`);
      const source = path.resolve(path.dirname(file.path ?? contentDir), src);
      if (!source.startsWith(imagesDir + path.sep) || !existsSync(source)) {
        throw new Error(`${where}: image ${src} not found; images live in content/images/ and are linked as ../../images/<file>`);
      }
      Object.assign(props, await processImage(languageVariant(source, file.path, contentDir), outDir), { loading: 'lazy', decoding: 'async' });
    }
  };
}
