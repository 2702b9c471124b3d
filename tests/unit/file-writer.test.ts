// The build's file writer (scripts/build/file-writer.ts): every file started is on disk once
// done() resolves, folders are made as needed, few are in flight at once, and a failed write fails the build.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileWriter } from '../../scripts/build/file-writer.ts';
import { tempDirs } from './helpers/temp-dir.ts';

const newTemp = tempDirs('file-writer-');

describe('the build’s file writer', () => {
  it('writes every file it was given, in folders it makes, by the time it is done', async () => {
    const dir = newTemp();
    const writer = new FileWriter(4);
    for (let i = 0; i < 50; i++) await writer.write(path.join(dir, `page/${i % 3}/p${i}.html`), `<p>${i}</p>`);
    await writer.done();
    for (let i = 0; i < 50; i++) expect(readFileSync(path.join(dir, `page/${i % 3}/p${i}.html`), 'utf8')).toBe(`<p>${i}</p>`);
  });

  it('lets no more than its limit be in flight: write() waits for room', async () => {
    const dir = newTemp();
    // Writes that end only when the test says so.
    const ends: (() => void)[] = [];
    const writer = new FileWriter(2, () => new Promise<void>((resolve) => ends.push(resolve)));
    await writer.write(path.join(dir, 'a'), 'a');
    let room = false;
    const second = writer.write(path.join(dir, 'b'), 'b').then(() => (room = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(room).toBe(false);
    ends[0]!();
    await second;
    expect(room).toBe(true);
    ends[1]!();
    await writer.done();
  });

  it('fails when a file cannot be written, at the next write or at the end', async () => {
    const dir = newTemp();
    writeFileSync(path.join(dir, 'taken'), 'a file, not a folder');
    const writer = new FileWriter(8);
    mkdirSync(path.join(dir, 'ok'));
    await writer.write(path.join(dir, 'ok/x'), 'x');
    await expect(writer.write(path.join(dir, 'taken/y'), 'y')).rejects.toThrow(/ENOTDIR|EEXIST/);
    await expect(writer.done()).resolves.toBeUndefined();
    const later = new FileWriter(8);
    await later.write(path.join(dir, 'x-dir-missing-parent-is-made/z'), 'z');
    await later.write(path.join(dir, 'ok'), 'a folder cannot be overwritten as a file');
    await expect(later.done()).rejects.toThrow(/EISDIR/);
  });

  it('links a cache entry in, and replaces a file rather than writing into it, so the entry keeps its bytes', async () => {
    const dir = newTemp();
    const entry = path.join(dir, 'cache/entry.br');
    mkdirSync(path.dirname(entry));
    writeFileSync(entry, 'kept');
    const writer = new FileWriter(8);
    const copy = path.join(dir, 'dist/index.html.br');
    await writer.link(entry, copy, Buffer.from('kept'));
    expect(statSync(copy).ino).toBe(statSync(entry).ino);
    // A later build writing over the copy (without emptying the folder) gets a new file.
    await writer.write(copy, 'new');
    await writer.done();
    expect(readFileSync(copy, 'utf8')).toBe('new');
    expect(readFileSync(entry, 'utf8')).toBe('kept');
    // And a link over a file already there replaces it.
    await writer.link(entry, copy, Buffer.from('kept'));
    expect(readFileSync(copy, 'utf8')).toBe('kept');
    expect(statSync(copy).ino).toBe(statSync(entry).ino);
  });

  it('writes the bytes it was given where the entry cannot be linked (gone, or on another disk)', async () => {
    const dir = newTemp();
    const writer = new FileWriter(8);
    await writer.link(path.join(dir, 'pruned-meanwhile.br'), path.join(dir, 'dist/a.br'), Buffer.from('as read'));
    await writer.done();
    expect(readFileSync(path.join(dir, 'dist/a.br'), 'utf8')).toBe('as read');
  });
});
