// Writes the build's files in Node's thread pool while this thread goes on rendering. Creating a
// file is most of what writing one costs (about a millisecond each on this project's machines, for
// thousands of pages, copies and images), and none of it needs JavaScript. A file already there is
// replaced by a new one, never rewritten in place: it may be a link to a cache entry (link()).
import { linkSync, mkdirSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TaskPool } from './task-pool.ts';

type WriteOne = (file: string, data: string | Uint8Array) => Promise<void>;

/** Writes a new file; one already there is removed first, so that its bytes (a cache entry's, maybe) stay as they were. */
const writeNew: WriteOne = (file, data) =>
  writeFile(file, data, { flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
    await rm(file, { force: true });
    await writeFile(file, data, { flag: 'wx' });
  });

export class FileWriter {
  private readonly dirs = new Set<string>();
  private readonly writing: TaskPool;

  /** At most `limit` files in flight: each holds its bytes until it is written. */
  constructor(
    limit = 32,
    private readonly writeOne: WriteOne = writeNew,
  ) {
    this.writing = new TaskPool(limit);
  }

  /** Starts writing `data` to `file` (making its folder); resolves once there is room for another. */
  async write(file: string, data: string | Uint8Array): Promise<void> {
    this.folder(file);
    return this.writing.add(() => this.writeOne(file, data));
  }

  /**
   * Puts `source`, a cache entry, at `file` as a second name for the same bytes: a link costs a
   * twentieth of creating a file. Entries are never changed in place (cache.ts writes each new
   * entry to a new file, and this writer replaces files instead of rewriting them), so no link
   * ever changes; where a link is impossible, `bytes` (the entry's, as read) are written.
   */
  async link(source: string, file: string, bytes: Uint8Array): Promise<void> {
    this.folder(file);
    try {
      linkSync(source, file);
      return;
    } catch (error) {
      // Another disk, or the entry pruned meanwhile by another build: its bytes, as read.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return this.write(file, bytes);
    }
    rmSync(file, { force: true });
    return this.link(source, file, bytes);
  }

  private folder(file: string): void {
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
  }

  /** Waits for every file started; fails with the first write that failed. */
  done(): Promise<void> {
    return this.writing.done();
  }
}
