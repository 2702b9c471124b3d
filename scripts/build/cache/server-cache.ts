// The server entry (Vite's SSR build) is made of the code under src/, the Vite config and every
// project module it imports (the content loader, the MDX and image plugins, the checks they
// call), the installed packages, and the content folder, every file of it. The build keeps the
// bundle under the hash of all of them and of where the project and the content are (the bundle
// names its modules by path), so a rebuild of unchanged content renders at once, without Vite.
// The bundle names the resized content images it shows: a kept one is used only while they are
// all there (compiling the MDX writes them).
import path from 'node:path';
import { cacheDir, filesUnder, hashInputs } from './cache.ts';
import { clientInputs, viteVariables } from './client-cache.ts';
import { keepFolder, readFolder, writeFolder } from './folder-cache.ts';
import { moduleGraph } from './module-graph.ts';
import { imagesPresent } from '../vite/mdx-cache.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The project's files and the content folder's, as paths from the project (content files absolute). */
export function serverInputs(contentDir: string, base = root): string[] {
  const config = moduleGraph(path.join(base, 'vite.config.ts')).map((file) => path.relative(base, file));
  const content = filesUnder(contentDir).map((file) => path.join(path.resolve(contentDir), file));
  return [...new Set([...clientInputs(base), ...config])].sort().concat(content);
}

export function serverKey(contentDir: string, base = root, env: NodeJS.ProcessEnv = process.env): string {
  return hashInputs(base, serverInputs(contentDir, base), [`project ${base}`, `content ${path.resolve(contentDir)}`, `node ${process.version}`, `NODE_ENV=${env.NODE_ENV ?? ''}`, ...viteVariables(env)]);
}

export const serverEntry = (key: string, cache = cacheDir('server')) => path.join(cache, `${key}.json`);

/** Puts a kept bundle in `ssrDir` if every content image it names is in `imagesDir`; false otherwise. */
export async function restoreServer(entry: string, ssrDir: string, imagesDir: string): Promise<boolean> {
  const files = await readFolder(entry);
  if (!files || ![...files.values()].every((bytes) => imagesPresent(bytes.toString('utf8'), imagesDir))) return false;
  writeFolder(files, ssrDir);
  return true;
}

/** Keeps the bundle: a few versions of it, the one of 300 more case studies per language about 4.5 MB. */
export const keepServer = (entry: string, ssrDir: string): Promise<void> => keepFolder(entry, ssrDir, 48 * 1024 * 1024);
