// Each published page's link-preview image, drawn (or taken from the cache) as the page is
// written, while the next pages render: drawing is sharp's work on its own threads. Kept between
// builds, keyed by the text and by the drawing code itself, so a rebuild draws only the pages
// whose title changed (one takes about 80 ms of CPU); the output links to the kept image.
import { createHash } from 'node:crypto';
import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../../../src/content/settings.ts';
import type { PageInfo } from '../../../src/render/PageContext.tsx';
import { ogImagePath } from '../../../src/seo/urls.ts';
import { cacheDir, hashInputs, prune, writeEntry } from '../cache/cache.ts';
import { FileWriter } from '../file-writer.ts';
import { TaskPool } from '../task-pool.ts';
import type { PreviewText } from './previewImage.ts';

const root = path.resolve(import.meta.dirname, '../../..');
/** What draws a preview besides its text: the drawing code, and satori, sharp and the font as installed. */
const drawingCode = hashInputs(root, [path.relative(root, path.join(import.meta.dirname, 'previewImage.ts')), 'package-lock.json', 'node_modules/.package-lock.json']);
/** Two scaled sites' worth: a preview is about 85 KB, and a site of 950 pages has as many. */
const cacheBytes = 192 * 1024 * 1024;

/** Preview images the build took from the cache, and drew. */
export interface PreviewStats {
  fromCache: number;
  drawn: number;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * A kept preview whose bytes are still those drawn (its digest is kept beside it: the output
 * links to the entry, so the entry must be exactly what was drawn), marked recently used so that
 * pruning spares it; undefined when there is none.
 */
function readKept(file: string): Buffer | undefined {
  try {
    const kept = readFileSync(file);
    if (readFileSync(`${file}.sha256`, 'utf8') !== sha256(kept)) return undefined;
    utimesSync(file, new Date(), new Date());
    utimesSync(`${file}.sha256`, new Date(), new Date());
    return kept;
  } catch {
    return undefined; // never drawn, or pruned meanwhile by another build
  }
}

export class Previews {
  readonly stats: PreviewStats = { fromCache: 0, drawn: 0 };
  private readonly files = new FileWriter();
  /** Four drawn at once: sharp rasterises on its own threads while the next one is laid out. */
  private readonly drawing = new TaskPool(4);
  private readonly domain: string;

  constructor(
    private readonly outDir: string,
    private readonly settings: Settings,
    private readonly cache = cacheDir('og'),
  ) {
    this.domain = new URL(settings.siteUrl).host;
  }

  /** Starts the preview of `page` if it is published; resolves once there is room for another. */
  add(page: PageInfo): Promise<void> {
    if (page.status !== 200) return Promise.resolve();
    const text = { title: page.title, kicker: page.kicker, siteName: this.settings.name, domain: this.domain };
    const target = path.join(this.outDir, ogImagePath(page.lang, page.path));
    return this.drawing.add(async () => {
      const { file, png } = await this.image(text);
      await this.files.link(file, target, png);
    });
  }

  /** Waits for every preview; their counts. */
  async done(): Promise<PreviewStats> {
    await this.drawing.done();
    await this.files.done();
    prune(this.cache, cacheBytes);
    return this.stats;
  }

  /** The cache entry of the text's preview, drawn now if there is none, and its bytes. */
  private async image(text: PreviewText): Promise<{ file: string; png: Buffer }> {
    const file = path.join(this.cache, `${createHash('sha256').update(drawingCode).update(JSON.stringify(text)).digest('hex')}.png`);
    // Read on this thread: a small read costs less than the thread pool's hand-off.
    const kept = readKept(file);
    if (kept) {
      this.stats.fromCache++;
      return { file, png: kept };
    }
    // satori and sharp load with the first preview to draw: a rebuild seldom needs them.
    const { previewImage } = await import('./previewImage.ts');
    const png = await previewImage(text);
    await writeEntry(file, png);
    await writeEntry(`${file}.sha256`, sha256(png)); // last: an image without it is drawn again
    this.stats.drawn++;
    return { file, png };
  }
}
