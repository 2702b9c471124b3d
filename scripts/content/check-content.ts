// `npm run check:content`: checks every content file, drafts included, and lists every problem
// at once (`file:line field: message`). Exits 1 if there is any error. CONTENT_DIR picks another folder.
// `-- <file or slug>` checks one entry while it is written: its problems in both languages only.
// `-- --format github` prints them as GitHub annotations instead, which a pull request shows on
// its diff; with `--base <ref>` warnings are annotated only on lines changed since `ref`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Problem } from '../../src/content/problems.ts';
import { checkingAll, checkingEntries, stillChecking } from './check/progress.ts';
import { contentDir } from './content-dir.ts';

const usage = 'Usage: npm run check:content [-- <file or slug>...] [-- --format github [--base <git ref>]]';
let options: { format: string; base?: string };
let entries: string[];
try {
  const parsed = parseArgs({ options: { format: { type: 'string', default: 'text' }, base: { type: 'string' } }, allowPositionals: true });
  options = parsed.values as typeof options;
  entries = parsed.positionals;
  if (options.format !== 'text' && options.format !== 'github') throw new Error(`--format is "text" or "github", not "${options.format}"`);
  if (options.base && options.format !== 'github') throw new Error('--base goes with --format github');
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '../..');
const dir = contentDir(root);
let only: string[] | undefined;
if (entries.length) {
  const { entryFiles } = await import('./check/entry-argument.ts');
  const named = entries.map((arg) => entryFiles(dir, arg));
  for (const found of named) {
    if ('error' in found) {
      console.error(`check:content: ${found.error}.`);
      process.exit(1);
    }
  }
  only = named.flatMap((found) => ('files' in found ? found.files : []));
}
// Said before the checks load (most of a one-entry check's time): on standard error, so standard
// output stays the report (and GitHub's annotations, which it reads from there).
console.error(only ? checkingEntries(only) : checkingAll(dir));
const still = stillChecking((line) => console.error(line));
const [{ githubReport }, { checkContent }] = await Promise.all([import('./check/annotations.ts'), import('./check/check-content.ts')]);
const { ok, report, problems } = await checkContent(root, dir, only);
still.stop();

if (options.format === 'github') {
  let annotate: (problem: Problem) => boolean = () => true;
  if (options.base) {
    // Loaded only here: the review's modules would slow every plain check:content.
    const [{ gitRunner }, { resolveBase }, { onChangedLine }] = await Promise.all([import('./git.ts'), import('./review/scope.ts'), import('./check/changed-lines.ts')]);
    const git = gitRunner(dir);
    const base = resolveBase(git, options.base);
    if (!base || 'error' in base) {
      console.error(`check:content: ${base ? base.error : 'not a git repository'}.\n${usage}`);
      process.exit(1);
    }
    annotate = onChangedLine(git, dir, base.commit.hash);
  }
  // GitHub reads annotations from standard output.
  console.log(githubReport(problems, annotate));
} else if (ok) console.log(report);
else console.error(report);
process.exitCode = ok ? 0 : 1;
