// Serves `virtual:content`: every content file parsed with gray-matter, checked with zod and
// turned into typed entries whose MDX bodies the bundler compiles. A broken file stops the
// build (or shows the dev overlay) with one `file:line field: message` line per problem.
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblems, readContent } from '../../../src/content/read.ts';
import { languageProblems } from '../../content/language/index.ts';
import { knownPaths } from '../../content/check/site-paths.ts';

const publicId = 'virtual:content';
const resolvedId = `\0${publicId}`;

export function contentDir(root: string): string {
  return path.resolve(root, process.env.CONTENT_DIR ?? 'content');
}

async function photoOf(photo: string, mdxFile: string, contentDir: string) {
  const { contentImagesDir, languageVariant, portrait, processImage } = await import('./content-images.ts');
  return processImage(languageVariant(path.resolve(path.dirname(mdxFile), photo), mdxFile, contentDir), contentImagesDir, portrait);
}

export function contentPlugin(): Plugin {
  let dir = '';
  let root = '';
  let includeDrafts = false;
  return {
    name: 'correnti:content',
    configResolved(config) {
      root = config.root;
      dir = contentDir(config.root);
      // Drafts are visible while writing (dev server) and never published (build).
      includeDrafts = config.command === 'serve';
    },
    resolveId(id) {
      return id === publicId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      // Links may point to any page the site will have: a draft case study only while it is shown.
      const paths = knownPaths({ root, contentDir: dir, includeDrafts });
      const { content, problems } = readContent(dir, { includeDrafts, knownPaths: paths });
      if (problems.length > 0) {
        this.error(`Content has ${problems.length} problem(s):\n${formatProblems(problems)}`);
      }
      const imports: string[] = [];
      const entries = await Promise.all(content.entries.map(async (entry, i) => {
        imports.push(`import Body${i} from ${JSON.stringify(entry.source)};`);
        const { source, ...rest } = entry;
        // A person's photo, linked like a body image (the check made sure the file is there).
        // sharp loads only then: the scripts that read this module's contentDir() stay quick.
        const photo = 'photo' in entry.data && entry.data.photo ? await photoOf(entry.data.photo, source, dir) : undefined;
        return `{ ...${JSON.stringify({ ...rest, ...(photo ? { photo } : {}) })}, Body: Body${i} }`;
      }));
      return [
        ...imports,
        `export const settings = ${JSON.stringify(content.settings)};`,
        `export const ui = ${JSON.stringify(content.ui)};`,
        `export const entries = [\n${entries.join(',\n')}\n];`,
      ].join('\n');
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(dir);
      // The language checks (spelling, structure, house style) only warn while writing.
      let checking: Promise<void> = Promise.resolve();
      const warn = () => {
        checking = checking.then(async () => {
          const warnings = await languageProblems(dir);
          if (warnings.length) server.config.logger.warn(`Content warnings (${warnings.length}):\n${formatProblems(warnings)}`, { timestamp: true });
        }).catch((error: unknown) => server.config.logger.error(`Content checks failed: ${String(error)}`));
      };
      warn();
      const reload = (file: string) => {
        if (!file.startsWith(dir)) return;
        warn();
        for (const environment of Object.values(server.environments)) {
          const mod = environment.moduleGraph.getModuleById(resolvedId);
          if (mod) environment.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', reload).on('unlink', reload).on('change', reload);
    },
  };
}
