// Serves `virtual:content`: every content file parsed with gray-matter, checked with zod and
// turned into typed entries whose MDX bodies the bundler compiles. A broken file stops the
// build (or shows on every page of the dev server) with one `file:line field: message` line per
// problem; in the dev server, a body that does not compile shows on its own pages only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { relativeFile, type Problem } from '../../../src/content/problems.ts';
import { formatProblems, readContent } from '../../../src/content/read.ts';
import { languageProblems } from '../../content/language/index.ts';
import { draftPages, knownPaths } from '../../content/check/site-paths.ts';
import { contentDir } from '../../content/content-dir.ts';
import { savedReport } from './saved-report.ts';

/** What the content plugin offers the other dev-server plugins (the page's warnings panel). */
export interface ContentPluginApi {
  /** The language checks' latest problems, after any check still running. */
  warnings: () => Promise<Problem[]>;
}

/** The name of the error a page throws in the dev server when its MDX body does not compile. */
export const contentProblemName = 'ContentProblem';

const publicId = 'virtual:content';
const resolvedId = `\0${publicId}`;

async function photoOf(photo: string, mdxFile: string, contentDir: string) {
  const { contentImagesDir, languageVariant, portrait, processImage } = await import('./content-images.ts');
  return processImage(languageVariant(path.resolve(path.dirname(mdxFile), photo), mdxFile, contentDir), contentImagesDir, portrait);
}

/** A person's drawn portrait, as a photo field would name it, when content/images/people/<slug>.svg exists. */
function drawnPortrait(slug: string, contentDir: string): string | undefined {
  return existsSync(path.join(contentDir, 'images', 'people', `${slug}.svg`)) ? `../../images/people/${slug}.svg` : undefined;
}

export function contentPlugin(): Plugin<ContentPluginApi> {
  let dir = '';
  let root = '';
  let includeDrafts = false;
  let serving = false;
  let latest: Promise<Problem[]> = Promise.resolve([]);
  return {
    name: 'correnti:content',
    api: { warnings: () => latest },
    configResolved(config) {
      root = config.root;
      dir = contentDir(config.root);
      // Drafts are visible while writing (dev server) and never published (build).
      includeDrafts = config.command === 'serve';
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === publicId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      // Links may point to any page the site will have: a draft case study only while it is shown.
      const paths = knownPaths({ root, contentDir: dir, includeDrafts });
      const { content, problems, bodyProblems, unfinished } = readContent(dir, { includeDrafts, knownPaths: paths, draftPages: draftPages(dir) });
      // While writing, a body that does not compile breaks only the pages that show it (below),
      // and what is unfinished (a placeholder) shows beside the page.
      const bodies = new Set([...bodyProblems.values()].flat());
      const stopping = serving ? problems.filter((p) => !bodies.has(p) && !unfinished.has(p)) : problems;
      if (stopping.length > 0) {
        this.error(`Content has ${stopping.length} problem(s):\n${formatProblems(stopping)}`);
      }
      const imports: string[] = [];
      const entries = await Promise.all(content.entries.map(async (entry, i) => {
        const broken = bodyProblems.get(entry.source);
        if (broken) {
          // Rendering this body throws its problem, which the dev server shows on that page.
          const error = `Object.assign(new Error(${JSON.stringify(formatProblems(broken))}), { name: ${JSON.stringify(contentProblemName)} })`;
          imports.push(`const Body${i} = () => { throw ${error}; };`);
        } else imports.push(`import Body${i} from ${JSON.stringify(entry.source)};`);
        const { source, ...rest } = entry;
        // A person's photo, linked like a body image (the check made sure the file is there);
        // without one, the drawn portrait content/images/people/<slug>.svg, if there is one.
        const named = 'photo' in entry.data && entry.data.photo ? entry.data.photo : undefined;
        const drawn = !named && entry.collection === 'people' ? drawnPortrait(entry.slug, dir) : undefined;
        const photo = named || drawn ? { ...(await photoOf((named ?? drawn)!, source, dir)), ...(drawn ? { drawn: true } : {}) } : undefined;
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
      // The language checks (spelling, structure, house style, readability) only warn while
      // writing: all of them at start, then after each save those of the saved file.
      let previous: Problem[] | undefined;
      const warn = (saved: string[] = []) => {
        latest = latest.then(async () => {
          const warnings = await languageProblems(dir);
          const logger = server.config.logger;
          if (previous === undefined) {
            if (warnings.length) logger.warn(`Content warnings (${warnings.length}):\n${formatProblems(warnings)}`, { timestamp: true });
          } else {
            for (const line of savedReport(saved, previous, warnings)) {
              if (line.startsWith('Content warnings')) logger.warn(line, { timestamp: true });
              else logger.info(line, { timestamp: true });
            }
          }
          previous = warnings;
          return warnings;
        }).catch((error: unknown) => {
          server.config.logger.error(`Content checks failed: ${String(error)}`);
          return previous ?? [];
        });
      };
      warn();
      const reload = (file: string) => {
        if (!file.startsWith(dir)) return;
        warn([relativeFile(dir, file)]);
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
