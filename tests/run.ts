// `npm test`: every check of the project, side by side where the cores allow. The type check, the
// build and the unit tests start at once (the unit tests read no build); once the site is built,
// the checks of dist/, the scaled site's build and the Firefox and WebKit flows start, and the
// browser tests as soon as the scaled site is there. Each stage's lines are marked with its name,
// and a stage that fails makes the run fail once the others are done (those that need its output
// are skipped).
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';

interface Stage {
  name: string;
  command: string[];
  /** Stages that must have passed first. */
  after?: string[];
  env?: Record<string, string>;
  /** Behind the other stages on the cores (a nice value, inherited by what the stage starts). */
  yields?: boolean;
}

// The unit tests are the longest chain and run on one worker: the stages that can use both cores
// (the browser tests, the engines, the checks of dist/ and the type check) yield to them, and take
// both cores once they are done. Measured on 2 cores, a clean clone: without it the unit tests got
// half a core beside the browsers and ended alone, 70 s after everything else.
const stages: Stage[] = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], yields: true },
  // The builds leave out the language checks' warnings: the unit tests run those checks on the content.
  { name: 'build', command: ['npm', 'run', '--silent', 'build'], env: { BUILD_LANGUAGE_CHECKS: 'off' } },
  // The unit tests read no build (those that build, build in a folder of their own): they start at once.
  { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'unit-mocks', `--maxWorkers=${process.env.UNIT_WORKERS ?? 1}`] },
  { name: 'dist', command: ['npx', 'vitest', 'run', '--project', 'dist'], after: ['build'], yields: true },
  // The site with 40 more case studies, for the list pages: its pages only (no preview images, no
  // compressed copies: its tests read neither), the browser scripts from the build's cache.
  { name: 'scaled', command: ['npx', 'tsx', 'tests/e2e/scaled/build.ts'], after: ['build'], env: { BUILD_LANGUAGE_CHECKS: 'off' } },
  { name: 'e2e', command: ['npm', 'run', '--silent', 'test:e2e'], after: ['build', 'scaled'], env: { E2E_SCALED_BUILT: '1' }, yields: true },
  { name: 'engines', command: ['npm', 'run', '--silent', 'test:engines'], after: ['build'], yields: true },
];

const width = Math.max(...stages.map((s) => s.name.length));
const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

function run(stage: Stage): Promise<number> {
  const from = performance.now();
  console.log(`${stage.name.padEnd(width)} │ ▶ ${stage.command.join(' ')}`);
  const child = spawn(stage.command[0]!, stage.command.slice(1), { env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...stage.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  if (stage.yields && child.pid) {
    try {
      setPriority(child.pid, 5);
    } catch {
      // A system that refuses it runs the stage as it is: slower, not wrong.
    }
  }
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(`${stage.name.padEnd(width)} │ ${line}`));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      console.log(`${stage.name.padEnd(width)} │ ${code === 0 ? '✔ passed' : `✘ failed (exit ${code})`} in ${seconds(from)} s`);
      resolve(code ?? 1);
    }),
  );
}

const results = new Map<string, Promise<number | 'skipped'>>();
for (const stage of stages) {
  const needs = (stage.after ?? []).map((name) => results.get(name)!);
  results.set(
    stage.name,
    Promise.all(needs).then((codes): Promise<number | 'skipped'> | 'skipped' => (codes.every((code) => code === 0) ? run(stage) : 'skipped')),
  );
}

const outcome = await Promise.all(stages.map(async (stage) => [stage.name, await results.get(stage.name)!] as const));
console.log(`\nnpm test: ${seconds(started)} s in all`);
for (const [name, code] of outcome) console.log(`  ${name.padEnd(width)}  ${code === 0 ? 'passed' : code === 'skipped' ? 'skipped (a stage it needs failed)' : `failed (exit ${code})`}`);
process.exit(outcome.every(([, code]) => code === 0) ? 0 : 1);
