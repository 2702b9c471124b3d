// The project files a module is made of: it and every project module it imports, followed
// through relative imports. The build's caches key their results by these files' bytes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// `import … from '../x.ts'`, `export … from '../x.ts'`, `import '../x.ts'`, `import('../x.ts')`.
const importPattern = /(?:\bfrom|\bimport\s*\(?)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * A module and every project module it imports, relative imports followed transitively. Text
 * that only looks like an import adds a file to the key when it names one (harmless: a needless
 * rerun at worst) and is skipped when it does not (a real import must resolve, or the check fails).
 */
export function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(importPattern)) {
      const target = path.resolve(path.dirname(file), specifier!);
      const found = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (!found) continue;
      if (/\.(ts|tsx|js|mjs)$/.test(found)) visit(found);
      else seen.add(found); // data imported as a module (JSON): its bytes count, it imports nothing
    }
  };
  visit(entry);
  return [...seen].sort();
}
