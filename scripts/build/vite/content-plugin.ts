// Serves `virtual:content`: every content file parsed with gray-matter, checked with zod and
// turned into typed entries whose MDX bodies the bundler compiles. A broken file stops the
// build (or shows on every page of the dev server) with one `file:line field: message` line per
// problem; in the dev server, a body that does not compile shows on its own pages only, and what
// is unfinished (a placeholder, a link to a draft) beside the page, with the language checks.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { contentProblemName, isWarning, relativeFile, uniqueProblems, type Problem } from '../../../src/content/problems.ts';
import { formatProblems, readContent, type ReadResult } from '../../../src/content/read.ts';
import type { Content } from '../../../src/content/entry.ts';
import { byFileAndLine, languageProblems } from '../../content/language/index.ts';
import { draftPages, knownPaths } from '../../content/check/site-paths.ts';
import { contentDir } from '../../content/content-dir.ts';
import { checkingReport, savedReport, startReport, watchedChange, type ReportLine } from './saved-report.ts';

/** What the content plugin offers the other dev-server plugins (the page's warnings panel). */
export interface ContentPluginApi {
  /**
   * What stops every page of the preview (a frontmatter problem), as of the last save: a page
   * shows these lines instead of itself. None while the content can be rendered.
   */
  stopping: () => Problem[];
  /**
   * Every problem and warning, after any check still running: the loader's (placeholders, links
   * to drafts) and the language checks'. Each page lists those about the text it shows.
   */
  warnings: () => Promise<Problem[]>;
  /**
   * The problems and warnings known now, without waiting: all of them once the checks of the last
   * save are done (`complete`), the loader's alone while the language checks still run. A page that
   * stands in for the content (a problem stops it) shows them at once, the count never partial unsaid.
   */
  known: () => { problems: Problem[]; complete: boolean };
  /** The interface strings as the last read found them, for a page that stands in for the content. */
  ui: () => Content['ui'];
}

/** `Content has 2 problem(s):` and the lines: what the build stops with (the dev server's page says more: src/render/contentProblemPage.ts). */
export const contentProblems = (problems: readonly Problem[]) => `Content has ${problems.length} problem(s):\n${formatProblems(problems)}`;

/** The problems that stop every page of a preview: not a body's (its own pages show it), not what is unfinished, not a warning. */
function stoppingPreview(read: ReadResult): Problem[] {
  const bodies = new Set([...read.bodyProblems.values()].flat());
  return read.problems.filter((p) => !bodies.has(p) && !read.unfinished.has(p) && !isWarning(p));
}

export { contentProblemName };

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
  let serving = false;
  let latest: Promise<Problem[]> = Promise.resolve([]);
  let preview: ReadResult | undefined;
  // Which read the last finished language checks belong to: `known()` is complete when it is the last.
  let reads = 0;
  let checked = 0;
  let settled: Problem[] = [];
  // Links must reach pages the published site will have. While writing, drafts are shown (the
  // dev server): a link to one still counts as a problem, shown beside the page.
  const read = () => {
    const paths = knownPaths({ root, contentDir: dir, includeDrafts: false });
    if (!serving) return readContent(dir, { includeDrafts: false, knownPaths: paths, draftPages: draftPages(dir) });
    preview = readContent(dir, { includeDrafts: true, knownPaths: paths, draftPages: draftPages(dir), previewPaths: knownPaths({ root, contentDir: dir, includeDrafts: true }) });
    return preview;
  };
  return {
    name: 'correnti:content',
    api: {
      stopping: () => (preview ? stoppingPreview(preview) : []),
      warnings: () => latest,
      known: () => (checked === reads ? { problems: settled, complete: true } : { problems: preview?.problems ?? [], complete: false }),
      ui: () => preview?.content.ui ?? { en: {}, it: {} },
    },
    configResolved(config) {
      root = config.root;
      dir = contentDir(config.root);
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === publicId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      const result = read();
      const { content, problems, bodyProblems } = result;
      // While writing, a body that does not compile breaks only the pages that show it (below),
      // and what is unfinished shows beside the page; the build stops on every problem.
      const stopping = serving ? stoppingPreview(result) : problems.filter((p) => !isWarning(p));
      if (stopping.length > 0) this.error(contentProblems(stopping));
      if (!serving) for (const warning of problems.filter(isWarning)) this.warn(formatProblems([warning]));
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
      // Every problem and warning in the terminal, as check:content words them: all of them at
      // start, then after each save those of the saved file. The loader's are known at once (a
      // page asks for them: stopping()); the language checks' follow, and the terminal prints both.
      let previous: Problem[] | undefined;
      const print = (lines: readonly ReportLine[]) => {
        for (const { level, text } of lines) server.config.logger[level](text, { timestamp: true });
      };
      const check = (saved: string[] = [], deleted: string[] = []) => {
        const loaded = read();
        const readNumber = ++reads;
        latest = latest.then(async () => {
          const all = byFileAndLine(uniqueProblems([...loaded.problems, ...(await languageProblems(dir))]));
          print(previous === undefined ? startReport(all) : savedReport(saved, previous, all, deleted));
          previous = all;
          [settled, checked] = [all, readNumber];
          return all;
        }).catch((error: unknown) => {
          server.config.logger.error(`Content checks failed: ${String(error)}`);
          // What the loader found is all there will be for this read: the page says no more is coming.
          [settled, checked] = [loaded.problems, readNumber];
          return previous ?? [];
        });
      };
      check();
      const reload = (file: string) => {
        if (!file.startsWith(dir)) return;
        const change = watchedChange(file);
        if (change === 'ignore') return;
        const saved = relativeFile(dir, file);
        if (change === 'report') {
          const deleted = existsSync(file) ? [] : [saved];
          // Said at once: on a busy machine the check can take minutes, and silence reads as a hang.
          print([checkingReport([saved], deleted)]);
          check([saved], deleted);
        } else check();
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
