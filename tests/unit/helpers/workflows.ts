// The GitHub workflows as data, for tests: the security rules every workflow keeps (issue 21,
// point 4) as a list of broken ones, and a job's steps with their `${{ }}` expressions filled in,
// so a test can run exactly the commands a workflow runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const workflowsDir = path.resolve('.github/workflows');

export interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

export interface Job {
  permissions?: unknown;
  steps: Step[];
  env?: Record<string, string>;
}

export interface Workflow {
  file: string;
  source: string;
  on: Record<string, unknown>;
  permissions?: unknown;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

export function readWorkflow(file: string, source = readFileSync(path.join(workflowsDir, file), 'utf8')): Workflow {
  const data = parse(source) as Omit<Workflow, 'file' | 'source'>;
  // YAML reads `on: push` as a string and `on: [a, b]` as a list; make both a map.
  const on = typeof data.on === 'string' ? { [data.on]: null } : Array.isArray(data.on) ? Object.fromEntries(data.on.map((e: string) => [e, null])) : data.on;
  return { ...data, on, file, source };
}

export const workflowFiles = () => readdirSync(workflowsDir).filter((f) => /\.ya?ml$/.test(f)).sort();

const writes = (permissions: unknown) =>
  permissions === 'write-all' || (typeof permissions === 'object' && permissions !== null && Object.values(permissions).includes('write'));

/** A third-party action pinned to a full commit, with its release named after it: `owner/repo@<40 hex> # v1.2.3`. */
const pinned = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;

/** What a workflow does against the rules; empty when it keeps them all. */
export function securityProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  const say = (where: string, what: string) => problems.push(`${workflow.file} ${where}: ${what}`);
  const events = Object.keys(workflow.on);
  const writeJob = events.includes('workflow_run');
  if (events.includes('pull_request_target')) say('on', 'pull_request_target runs a pull request with a write token: use pull_request and a workflow_run');
  if (workflow.permissions === undefined) say('permissions', 'no top-level permissions: the token would get the repository default');
  else if (writes(workflow.permissions)) say('permissions', 'the top level grants write access; grant it to the one job that needs it');
  for (const [id, job] of Object.entries(workflow.jobs)) {
    if (job.permissions === undefined) say(`jobs.${id}`, 'no permissions of its own');
    else if (writes(job.permissions) && !writeJob) say(`jobs.${id}`, `write access in a workflow run by ${events.join(', ')}`);
    for (const [n, step] of job.steps.entries()) {
      const where = `jobs.${id}.steps[${n}]`;
      if (step.uses && !step.uses.startsWith('./')) {
        if (!pinned.test(step.uses)) say(where, `${step.uses} is not pinned to a full commit SHA`);
        else if (!new RegExp(`${step.uses.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} # v\\d+(\\.\\d+){0,2}\\s*$`, 'm').test(workflow.source)) {
          say(where, `${step.uses} has no "# vX.Y.Z" comment naming its release`);
        }
      }
      if (step.uses?.startsWith('actions/checkout@') && step.with?.['persist-credentials'] !== false) say(where, 'checkout leaves the token in .git/config: set persist-credentials: false');
      if (step.run?.includes('${{')) say(where, 'an expression in run: is pasted into the script before it runs; pass it through env:');
      if (writeJob) {
        if (step.uses?.startsWith('actions/checkout@') || step.uses?.startsWith('./')) say(where, 'the workflow_run job must not check out or use the repository\'s code');
        if (step.run && /\b(npm|npx|node|tsx|yarn|pnpm)\b|\.ci\/|scripts\//.test(step.run)) say(where, 'the workflow_run job must not install or run the repository\'s code');
      }
    }
  }
  return problems;
}

/**
 * A job's steps with every `${{ expr }}` in `env:` and `with:` replaced from `values`. An
 * expression the test did not expect throws, so a test cannot drift from the workflow silently.
 */
export function jobSteps(workflow: Workflow, jobId: string, values: Record<string, string>): Step[] {
  const job = workflow.jobs[jobId];
  if (!job) throw new Error(`${workflow.file} has no job ${jobId}`);
  const fill = (text: string) =>
    text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expr: string) => {
      if (!(expr in values)) throw new Error(`${workflow.file} jobs.${jobId}: the test gives no value for \${{ ${expr} }}`);
      return values[expr]!;
    });
  const fillAll = <T extends Record<string, unknown> | undefined>(map: T) =>
    map && (Object.fromEntries(Object.entries(map).map(([k, v]) => [k, typeof v === 'string' ? fill(v) : v])) as T);
  return job.steps.map((step) => ({ ...step, env: fillAll({ ...workflow.env, ...job.env, ...step.env }), ...(step.with ? { with: fillAll(step.with) } : {}) }));
}
