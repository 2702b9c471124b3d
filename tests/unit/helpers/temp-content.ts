// A throwaway copy of the real content folder for tests that break or add content on purpose.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TempContent {
  /** The copied folder, named "content" like the real one so problems read content/... */
  dir: string;
  read: (file: string) => string;
  edit: (file: string, change: (text: string) => string) => void;
  remove: () => void;
}

export function tempContent(): TempContent {
  const temp = mkdtempSync(path.join(tmpdir(), 'content-'));
  const dir = path.join(temp, 'content');
  cpSync(path.resolve('content'), dir, { recursive: true });
  return {
    dir,
    read: (file) => readFileSync(path.join(dir, file), 'utf8'),
    edit: (file, change) => writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8'))),
    remove: () => rmSync(temp, { recursive: true, force: true }),
  };
}
