// Precompression (scripts/build/compress.ts): the same bytes as gzip -9 and brotli 11 done the
// plain synchronous way, and a cache that only ever gives the compression of the file as it is now.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { prune } from '../../scripts/build/cache/cache.ts';
import { compressDir, Compressor, encodings } from '../../scripts/build/compress.ts';

let temp: string | undefined;
afterEach(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
  temp = undefined;
});

/** An output folder with a few text files (one bigger than zlib's 16 KB chunks) and an image, and an empty cache. */
function site() {
  temp = mkdtempSync(path.join(tmpdir(), 'compress-'));
  const out = path.join(temp, 'dist');
  const cache = path.join(temp, 'cache');
  mkdirSync(path.join(out, 'it'), { recursive: true });
  const page = (n: number) => `<!doctype html><title>Page ${n}</title>${'<p>Event streaming, one record at a time. '.repeat(40 * n)}`;
  writeFileSync(path.join(out, 'index.html'), page(1));
  writeFileSync(path.join(out, 'it/services.html'), page(30));
  writeFileSync(path.join(out, 'sitemap.xml'), '<urlset></urlset>');
  writeFileSync(path.join(out, 'photo.webp'), Buffer.from([1, 2, 3]));
  return { out, cache, page };
}

const textFiles = ['index.html', 'it/services.html', 'sitemap.xml'];
const read = (file: string) => readFileSync(file);
const brotli11 = (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });

describe('precompression', () => {
  it('writes exactly the bytes of gzipSync level 9 and brotliCompressSync quality 11 beside each text file', async () => {
    const { out, cache } = site();
    expect(await compressDir(out, { cache })).toEqual({ files: 3, fromCache: 0, compressed: 6 });
    for (const file of textFiles.map((f) => path.join(out, f))) {
      expect(read(`${file}.gz`).equals(gzipSync(read(file), { level: 9 }))).toBe(true);
      expect(read(`${file}.br`).equals(brotli11(read(file)))).toBe(true);
    }
    expect(readdirSync(out)).not.toContain('photo.webp.gz');
  });

  it('takes the copies of unchanged files from the cache, byte for byte', async () => {
    const { out, cache } = site();
    await compressDir(out, { cache });
    const first = textFiles.map((f) => read(path.join(out, `${f}.br`)));
    for (const f of textFiles) rmSync(path.join(out, `${f}.br`));
    expect(await compressDir(out, { cache })).toEqual({ files: 3, fromCache: 6, compressed: 0 });
    expect(textFiles.map((f) => read(path.join(out, `${f}.br`)))).toEqual(first);
  });

  it('compresses a file again when its bytes changed, whatever its name and date', async () => {
    const { out, cache, page } = site();
    await compressDir(out, { cache });
    const file = path.join(out, 'index.html');
    writeFileSync(file, page(2));
    utimesSync(file, new Date(2000, 0, 1), new Date(2000, 0, 1)); // an old date must not make it look unchanged
    // Renamed: the same bytes under another name are still the same compression.
    writeFileSync(path.join(out, 'renamed.xml'), read(path.join(out, 'sitemap.xml')));
    rmSync(path.join(out, 'sitemap.xml'));
    expect(await compressDir(out, { cache })).toEqual({ files: 3, fromCache: 4, compressed: 2 });
    expect(gunzipSync(read(`${file}.gz`)).equals(read(file))).toBe(true);
    expect(brotliDecompressSync(read(`${file}.br`)).equals(read(file))).toBe(true);
    expect(gunzipSync(read(path.join(out, 'renamed.xml.gz'))).toString()).toBe('<urlset></urlset>');
  });

  it('never uses a cache entry that does not decompress to the file (another file’s copy, a truncated write)', async () => {
    const { out, cache } = site();
    await compressDir(out, { cache });
    // Every entry replaced: some by a valid compression of other bytes, some cut short.
    readdirSync(cache).forEach((name, i) => {
      const entry = path.join(cache, name);
      const other = Buffer.from('<p>stale</p>');
      writeFileSync(entry, i % 2 ? read(entry).subarray(0, 10) : name.endsWith('.gz') ? gzipSync(other) : brotli11(other));
    });
    for (const f of textFiles) for (const ext of ['gz', 'br']) rmSync(path.join(out, `${f}.${ext}`));
    expect(await compressDir(out, { cache })).toEqual({ files: 3, fromCache: 0, compressed: 6 });
    for (const file of textFiles.map((f) => path.join(out, f))) {
      expect(read(`${file}.gz`).equals(gzipSync(read(file), { level: 9 }))).toBe(true);
      expect(read(`${file}.br`).equals(brotli11(read(file)))).toBe(true);
    }
    // The entries were repaired: the next build takes them again.
    expect((await compressDir(out, { cache })).fromCache).toBe(6);
  });

  it('never takes a copy made with other parameters, though it decompresses to the same bytes', async () => {
    const { out, cache } = site();
    const quick = { ...encodings[1]!, id: 'brotli quality 5', compress: async (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
    await compressDir(out, { cache, encodings: [quick] });
    expect(await compressDir(out, { cache })).toEqual({ files: 3, fromCache: 0, compressed: 6 });
    for (const file of textFiles.map((f) => path.join(out, f))) expect(read(`${file}.br`).equals(brotli11(read(file)))).toBe(true);
  });

  it('compresses pages handed over while they are written, once each, and the rest of the folder at the end', async () => {
    const { out, cache } = site();
    const compressor = new Compressor({ cache });
    const html = read(path.join(out, 'index.html'));
    compressor.add(path.join(out, 'index.html'), html.toString());
    compressor.add(path.join(out, 'index.html'), html.toString());
    expect(await compressor.finish(out)).toEqual({ files: 3, fromCache: 0, compressed: 6 });
    expect(read(path.join(out, 'index.html.gz')).equals(gzipSync(html, { level: 9 }))).toBe(true);
  });

  it('holds back whoever hands pages over while 32 wait, so what waits does not grow with the site', async () => {
    const { out, cache } = site();
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow = { ...encodings[0]!, compress: async (data: Buffer) => (await gate, gzipSync(data)) };
    const compressor = new Compressor({ cache, encodings: [slow] });
    const handed = Array.from({ length: 32 }, (_, i) => compressor.add(path.join(out, `page-${i}.html`), `<p>${i}</p>`));
    const settled = await Promise.all(handed.map((p) => Promise.race([p.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))])));
    expect(settled.filter(Boolean)).toHaveLength(31);
    open();
    await handed[31];
    expect((await compressor.finish(out)).files).toBe(35);
  });

  it('fails the build when a file cannot be compressed, instead of leaving it out', async () => {
    const { out, cache } = site();
    const compressor = new Compressor({ cache });
    compressor.add(path.join(out, 'missing.html'));
    await expect(compressor.finish(out)).rejects.toThrow(/ENOENT/);
  });
});

describe('the build cache', () => {
  it('drops the entries used longest ago past its size, and temp files a stopped build left', () => {
    temp = mkdtempSync(path.join(tmpdir(), 'cache-'));
    const now = Date.now();
    const entry = (name: string, bytes: number, minutesAgo: number) => {
      writeFileSync(path.join(temp!, name), Buffer.alloc(bytes));
      const time = new Date(now - minutesAgo * 60_000);
      utimesSync(path.join(temp!, name), time, time);
    };
    entry('new.br', 400, 1);
    entry('older.br', 400, 10);
    entry('oldest.br', 400, 100);
    entry('a.br.123-abcd.tmp', 10, 120);
    entry('b.br.456-ef01.tmp', 10, 0);
    prune(temp, 1000, now);
    expect(readdirSync(temp).sort()).toEqual(['b.br.456-ef01.tmp', 'new.br', 'older.br']);
  });
});
