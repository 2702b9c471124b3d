// What the language checks are made of (scripts/build/warnings/checks-fingerprint.ts), hashed into every
// key the build caches their findings under: their code, the dictionaries, the packages, the runtime.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checksFingerprint, checksInputs } from '../../scripts/build/warnings/checks-fingerprint.ts';
import { moduleGraph } from '../../scripts/build/cache/module-graph.ts';

let temp: string | undefined;
afterEach(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
  temp = undefined;
});

describe('the fingerprint of the language checks', () => {
  it('keys the checks by what they are made of: their code, the dictionaries (version and words), the packages as locked and installed, the runtime', () => {
    const inputs = checksInputs().map((f) => path.relative(path.resolve('.'), f));
    expect(inputs).toEqual(expect.arrayContaining([
      'scripts/content/language/spelling.ts',
      'scripts/content/language/readability.ts',
      'scripts/content/language/word-rules.ts',
      'node_modules/@cspell/dict-en-gb-mit/package.json',
      'node_modules/@cspell/dict-it-it/package.json',
      'package-lock.json',
      'node_modules/.package-lock.json',
    ]));
    for (const dictionary of ['dict-en-gb-mit', 'dict-it-it']) expect(inputs.some((f) => f.startsWith(`node_modules/@cspell/${dictionary}/`) && /\.trie(\.gz)?$/.test(f)), dictionary).toBe(true);
    temp = mkdtempSync(path.join(tmpdir(), 'fingerprint-'));
    const files = ['a.ts', 'package.json'].map((f) => path.join(temp!, f));
    for (const file of files) writeFileSync(file, '{"version": "1.0.0"}');
    const first = checksFingerprint(files);
    writeFileSync(files[1]!, '{"version": "1.0.1"}');
    expect(checksFingerprint(files)).not.toBe(first);
    expect(first).toContain(`icu ${process.versions.icu}`);
  });

  it('keys the checks by their code: every project module they import, however imported', () => {
    temp = mkdtempSync(path.join(tmpdir(), 'graph-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(temp!, file)), { recursive: true });
      writeFileSync(path.join(temp!, file), text);
    };
    write('checks/index.ts', "import { a } from './a.ts';\nimport type {\n  B,\n} from '../shared/b.ts';\nexport { c } from './c.ts';\nimport 'node:fs';\nimport './lib';\nconst d = () => import('./d.ts');\n// a word from './nowhere.ts' is not an import\n");
    write('checks/lib/index.ts', 'export {};\n');
    write('checks/a.ts', "import data from '../shared/data.json';\nexport const a = data;\n");
    write('shared/b.ts', 'export type B = string;\n');
    write('checks/c.ts', "import './e.ts';\nexport const c = 1;\n");
    write('checks/d.ts', 'export {};\n');
    write('checks/e.ts', 'export {};\n');
    write('shared/data.json', '{}');
    write('checks/unused.ts', 'export {};\n');
    expect(moduleGraph(path.join(temp, 'checks/index.ts')).map((f) => path.relative(temp!, f))).toEqual(
      ['checks/a.ts', 'checks/c.ts', 'checks/d.ts', 'checks/e.ts', 'checks/index.ts', 'checks/lib/index.ts', 'shared/b.ts', 'shared/data.json'],
    );
    const real = moduleGraph(path.resolve('scripts/content/language/index.ts')).map((f) => path.relative(path.resolve('.'), f));
    expect(real).toEqual(expect.arrayContaining([
      'scripts/content/language/spelling.ts', 'scripts/content/language/structure.ts', 'scripts/content/language/house-style.ts',
      'scripts/content/language/check-units.ts', 'scripts/content/language/content-files.ts', 'scripts/content/language/shared-inputs.ts',
      'src/content/technologies.ts', 'src/content/sourceFiles.ts', 'src/content/schemas.ts',
    ]));
  });
});
