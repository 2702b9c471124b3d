// The server build compiles every MDX file to JavaScript, most of its time at a few hundred case
// studies. A file compiles to the same code whenever what the compiler reads is the same, so the
// build keeps each result under a key made of all of that: the file's path and text, the build
// mode, the Vite config and every project module it imports (the remark and rehype plugins among
// them), the installed packages, and every content image (a body's <img> names the resized files
// by the image's bytes and sizes them by its pixels). The dev server always compiles afresh.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type mdxPlugin from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { cacheDir, filesUnder, hashInputs, prune, writeEntry } from '../cache/cache.ts';
import { imageUrlPrefix } from './content-images.ts';
import { fileText } from '../../../src/content/fileText.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** A few scaled builds' worth: 600 compiled case studies are about 6 MB. */
const cacheBytes = 64 * 1024 * 1024;

type MdxPlugin = ReturnType<typeof mdxPlugin>;

/** A compiled module as kept: the source map is JSON, as the compiler made it. */
export interface Compiled {
  code: string;
  map: { mappings: string } | null;
}

const isCompiled = (value: unknown): value is Compiled => typeof value === 'object' && value !== null && typeof (value as Compiled).code === 'string';

export interface FingerprintInputs {
  mode: string;
  /** The Vite config and the project modules it imports (Vite lists them). */
  modules: readonly string[];
  contentDir: string;
}

/** The hash of everything a compilation reads besides the file itself. */
export function mdxFingerprint({ mode, modules, contentDir }: FingerprintInputs): string {
  const files = [...[...new Set(modules)].sort(), path.join(root, 'package-lock.json'), path.join(root, 'node_modules/.package-lock.json')];
  // Every image with its path: an added variant or a changed pixel changes the key.
  const images = path.join(contentDir, 'images');
  return hashInputs(root, files.map((file) => path.relative(root, file)), [`mode ${mode}`, `images ${hashInputs(images, filesUnder(images))}`]);
}

const imagePattern = new RegExp(`${imageUrlPrefix.replace(/\//g, '\\/')}([\\w.-]+\\.webp)`, 'g');

/** Whether every resized image the compiled module names is in `dir`. */
export function imagesPresent(code: string, dir: string): boolean {
  for (const [, file] of code.matchAll(imagePattern)) if (!existsSync(path.join(dir, file!))) return false;
  return true;
}

export interface CachedCompileOptions {
  fingerprint: string;
  /** Where the resized images are written: a kept module is used only while the files it names are there. */
  imagesDir: string;
  cache: string;
  compile: (code: string, id: string) => Promise<Compiled | undefined>;
}

/** `compile`, with each result kept under the hash of the fingerprint, the module's id and its text. */
export function cachedCompile({ fingerprint, imagesDir, cache, compile }: CachedCompileOptions) {
  return async (code: string, id: string): Promise<Compiled | undefined> => {
    const entry = path.join(cache, `${createHash('sha256').update(`${fingerprint}\0${id}\0${code}`).digest('hex')}.json`);
    const kept: unknown = await readFile(entry, 'utf8').then((text) => JSON.parse(text) as unknown, () => undefined);
    // The resized images are written as a side effect of compiling: without them, compile again.
    if (isCompiled(kept) && imagesPresent(kept.code, imagesDir)) return kept;
    const result = await compile(code, id);
    if (result) await writeEntry(entry, JSON.stringify(result));
    return result;
  };
}

/** The @mdx-js/rollup plugin (run before the others, as MDX must be) with its results kept between builds. */
export function cachedMdx(mdx: MdxPlugin, { contentDir, imagesDir, cache = cacheDir('mdx') }: { contentDir: string; imagesDir: string; cache?: string }): Plugin {
  const compile = async (code: string, id: string): Promise<Compiled | undefined> => {
    const result = await mdx.transform(code, id);
    if (!result) return undefined;
    const map = result.map && typeof result.map === 'object' && 'mappings' in result.map ? { ...result.map, mappings: String(result.map.mappings) } : null;
    return { code: result.code, map };
  };
  let transform = compile;
  return {
    name: mdx.name,
    enforce: 'pre',
    config: (config, env) => mdx.config(config, env),
    configResolved(config) {
      if (config.command !== 'build') return;
      const modules = [config.configFile, ...config.configFileDependencies].filter((f): f is string => Boolean(f));
      transform = cachedCompile({ fingerprint: mdxFingerprint({ mode: config.mode, modules, contentDir }), imagesDir, cache, compile });
    },
    transform(code, id) {
      // Any other file the MDX compiler would take (it decides) is compiled as before, uncached.
      // A file saved on Windows compiles like the same file with LF (and is kept under the same key).
      return id.split('?')[0]!.endsWith('.mdx') ? transform(fileText(code), id) : compile(code, id);
    },
    buildEnd() {
      if (transform !== compile) prune(cache, cacheBytes);
    },
  };
}
