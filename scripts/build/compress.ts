// Precompresses text files so a static server (ours, nginx gzip_static, CDNs) sends them
// compressed without spending CPU per request: gzip level 9 and brotli quality 11 beside each.
// Brotli 11 is most of the build's work, so it runs in libuv's thread pool while the main thread
// renders, and a file whose bytes were compressed by an earlier build is taken from the cache.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cacheDir, prune, writeEntry } from './cache/cache.ts';
import { FileWriter } from './file-writer.ts';

export const compressible = /\.(html|css|js|mjs|json|svg|xml|atom|txt)$/;

interface Encoding {
  /** The suffix of the compressed copy. */
  ext: 'gz' | 'br';
  /** Everything that decides the output besides the input bytes: part of the cache key. */
  id: string;
  compress: (data: Buffer) => Promise<Buffer>;
  /** On the calling thread: a cached copy is checked in a tenth of a millisecond, less than handing it to the thread pool costs. */
  decompress: (data: Buffer) => Buffer;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// The async calls give the bytes of gzipSync and brotliCompressSync: one call with the whole input
// and the finish flag (tests/unit/compress.test.ts holds them to it).
export const encodings: readonly Encoding[] = [
  { ext: 'gz', id: `gzip level 9, zlib ${process.versions.zlib}`, compress: (data) => gzip(data, { level: 9 }), decompress: (data) => zlib.gunzipSync(data) },
  {
    ext: 'br',
    id: `brotli quality 11 with the size hint, brotli ${process.versions.brotli}`,
    compress: (data) => brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    decompress: (data) => zlib.brotliDecompressSync(data),
  },
];

/** At most this many compressions at once (the thread pool has 4 threads). */
const limit = (size: number) => {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await job();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
};

export interface CompressStats {
  /** Text files given a .gz and a .br. */
  files: number;
  /** Copies taken from the cache (each checked to decompress to the file's bytes). */
  fromCache: number;
  /** Copies compressed now. */
  compressed: number;
}

export interface CompressorOptions {
  /** Where compressed copies are kept between builds. */
  cache?: string;
  /** Compressions at once. */
  parallel?: number;
  encodings?: readonly Encoding[];
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Files handed over and not yet written: enough to keep every thread busy while the next page renders. */
const queued = 32;

/** Caps the cache at a few scaled builds' worth: a build at 300 extra case studies writes about 14 MB. */
const cacheBytes = 256 * 1024 * 1024;

/**
 * Compresses files as the build writes them (`add`), then every other text file of the output
 * (`finish`). A cached copy is used only when it is the compression of exactly these bytes with
 * exactly these parameters (its key is the hash of both) and it decompresses to these bytes.
 */
export class Compressor {
  readonly stats: CompressStats = { files: 0, fromCache: 0, compressed: 0 };
  private readonly cache: string;
  private readonly run: <T>(job: () => Promise<T>) => Promise<T>;
  private readonly encodings: readonly Encoding[];
  private readonly started = new Set<string>();
  private readonly copies = new FileWriter();
  private readonly pending: Promise<void>[] = [];
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];

  // One more than the cores: between two jobs (reading the cache, hashing, writing) a core would
  // idle. Measured on 2 cores, 240 pages: 1 at once 7.7 s, 2 4.8 s, 3 4.2 s, 4 4.3 s.
  constructor({ cache = cacheDir('compress'), parallel = availableParallelism() + 1, encodings: list = encodings }: CompressorOptions = {}) {
    this.cache = cache;
    this.run = limit(parallel);
    this.encodings = list;
  }

  /**
   * Starts compressing `file`, whose bytes are `data` (read from disk when not given). Resolves
   * when there is room for another: the files waiting stay a few, however many pages there are.
   */
  add(file: string, data?: Buffer | string): Promise<void> {
    if (!compressible.test(file) || this.started.has(file)) return this.room();
    this.started.add(file);
    this.stats.files++;
    this.inFlight++;
    const task = (async () => {
      const bytes = data === undefined ? await readFile(file) : Buffer.from(data);
      const hash = createHash('sha256').update(bytes).digest('hex');
      await Promise.all(this.encodings.map((encoding) => this.run(() => this.write(file, bytes, hash, encoding))));
    })().finally(() => {
      this.inFlight--;
      this.waiting.shift()?.();
    });
    task.catch(() => {}); // reported by finish(), not as an unhandled rejection meanwhile
    this.pending.push(task);
    return this.room();
  }

  /** Compresses the text files under `dir` not added yet, and waits for all of them. */
  async finish(dir: string): Promise<CompressStats> {
    for (const file of walk(dir)) await this.add(file);
    await Promise.all(this.pending);
    await this.copies.done();
    prune(this.cache, cacheBytes);
    return this.stats;
  }

  /**
   * The kept copy, if there is one and it decompresses to `bytes`. Read and checked on this thread: a
   * small read and a tenth of a millisecond of decompressing cost less here than the thread
   * pool's hand-offs (on 2 cores, 1,928 copies: 3.5 s with 2.3 s of system time through the pool).
   * The copy then goes to the output as a link to the entry (file-writer.ts).
   */
  private fromCache(entry: string, bytes: Buffer, encoding: Encoding): Buffer | undefined {
    try {
      const kept = readFileSync(entry);
      if (!encoding.decompress(kept).equals(bytes)) return undefined;
      utimesSync(entry, new Date(), new Date()); // recently used: pruned last
      return kept;
    } catch {
      return undefined; // no entry, one that is not this encoding's output, or one pruned meanwhile
    }
  }

  private room(): Promise<void> {
    return this.inFlight < queued ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  private async write(file: string, bytes: Buffer, hash: string, encoding: Encoding): Promise<void> {
    const entry = path.join(this.cache, `${createHash('sha256').update(`${encoding.id}\0${hash}`).digest('hex')}.${encoding.ext}`);
    const kept = this.fromCache(entry, bytes, encoding);
    if (kept) {
      await this.copies.link(entry, `${file}.${encoding.ext}`, kept);
      this.stats.fromCache++;
      return;
    }
    const compressed = await encoding.compress(bytes);
    await this.copies.write(`${file}.${encoding.ext}`, compressed);
    await writeEntry(entry, compressed);
    this.stats.compressed++;
  }
}

/** Compresses every text file under `dir` (gzip and brotli beside each); returns how many. */
export async function compressDir(dir: string, options?: CompressorOptions): Promise<CompressStats> {
  return new Compressor(options).finish(dir);
}
