// A pull request, end to end, without GitHub: a temporary repository laid out as a checkout of
// this one (main, then a branch changing English and Italian with a mistake in each, while main
// moves on), and exactly the commands .github/workflows/content.yml runs, read from the file.
// Then what GitHub would show: the annotations on the diff, and the comment's Markdown. The
// comment workflow's number check runs too, as written, against a stand-in for `gh`.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentLimit, commentMarker, reviewComment } from '../../scripts/content/review/comment.ts';
import type { Review } from '../../scripts/content/review/review-data.ts';
import { tempRepo, type TempRepo } from './helpers/temp-repo.ts';
import { jobSteps, readWorkflow, type Step } from './helpers/workflows.ts';

const content = readWorkflow('content.yml');
const comment = readWorkflow('content-comment.yml');
const reportUrl = 'https://github.com/correnti/website/actions/runs/7/artifacts/42';

interface StepRun {
  step: Step;
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a job's steps as the runner would: `run:` in bash -eo pipefail, actions stood in for. */
function runJob(repo: TempRepo, jobId: string, head: string): { runs: StepRun[]; uploads: Record<string, string> } {
  const values = {
    'github.base_ref': 'main',
    'github.event.pull_request.head.sha': head,
    'github.event.pull_request.number': '21',
    'steps.report.outputs.artifact-url': reportUrl,
  };
  const runs: StepRun[] = [];
  const uploads: Record<string, string> = {};
  for (const step of jobSteps(content, jobId, values)) {
    if (step.uses?.startsWith('actions/checkout@')) {
      // The checkout is the temporary repository, at the pull request's commit, with its history.
      expect(step.with).toMatchObject({ ref: head, 'fetch-depth': 0 });
      expect(repo.git('rev-parse', 'HEAD').trim()).toBe(head);
    } else if (step.uses?.startsWith('actions/upload-artifact@')) {
      const file = String(step.with?.path);
      expect(existsSync(path.join(repo.root, file)), `${file} to upload`).toBe(true);
      uploads[String(step.with?.name ?? path.basename(file))] = file;
    } else if (step.run && !/^npm ci\b/.test(step.run)) {
      // (npm ci aside: the repository links this project's node_modules.)
      const env: NodeJS.ProcessEnv = { ...process.env, ...step.env, CI: 'true', GITHUB_ACTIONS: 'true' };
      delete env.CONTENT_DIR;
      const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run], { cwd: repo.root, env, encoding: 'utf8' });
      runs.push({ step, status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr });
    } else if (!step.run && !step.uses?.startsWith('actions/setup-node@')) throw new Error(`the test does not know the step ${JSON.stringify(step)}`);
  }
  return { runs, uploads };
}

/** The 1-based line and column of the first occurrence of `word` in a content file. */
function position(repo: TempRepo, file: string, word: string) {
  const lines = repo.read(file).split('\n');
  const line = lines.findIndex((l) => l.includes(word));
  return { line: line + 1, col: lines[line]!.indexOf(word) + 1 };
}

/** The comment workflow's steps, by what they do. */
function commentSteps() {
  const steps = comment.jobs.comment!.steps;
  const find = (test: (step: Step) => boolean) => steps.find(test)!;
  return {
    download: find((s) => Boolean(s.uses?.startsWith('actions/download-artifact@'))),
    number: find((s) => s.id === 'pr'),
    mode: find((s) => s.id === 'mode'),
    post: find((s) => Boolean(s.uses?.startsWith('marocchino/sticky-pull-request-comment@'))),
  };
}

/** The comment workflow's step that decides between updating only and posting, on the latest artifact. */
function commentMode() {
  const temp = mkdtempSync(path.join(tmpdir(), 'comment-mode-'));
  try {
    cpSync(path.join(repo.root, 'reports/pr-comment'), path.join(temp, 'i18n-review-comment'), { recursive: true });
    const { mode } = commentSteps();
    const [step] = jobSteps({ ...comment, jobs: { comment: { ...comment.jobs.comment!, steps: [mode] } } }, 'comment', { 'runner.temp': temp });
    writeFileSync(path.join(temp, 'output'), '');
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step!.run!], { env: { ...process.env, ...step!.env, GITHUB_OUTPUT: path.join(temp, 'output') }, encoding: 'utf8' });
    return { status: result.status, output: readFileSync(path.join(temp, 'output'), 'utf8') };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

let repo: TempRepo;
let head: string;
/** Where the two mistakes are in the pull request's files. */
let enAt: { line: number; col: number };
let itAt: { line: number; col: number };
let check: ReturnType<typeof runJob>;
let review: ReturnType<typeof runJob>;

beforeAll(() => {
  repo = tempRepo({ copy: true });
  // The rest of a checkout: the tools the workflow runs and their dependencies.
  for (const file of ['package.json', 'tsconfig.json']) cpSync(file, path.join(repo.root, file));
  for (const dir of ['scripts', 'src']) cpSync(dir, path.join(repo.root, dir), { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(repo.root, 'node_modules'), 'dir');
  writeFileSync(path.join(repo.root, '.gitignore'), 'node_modules\nreports/\n');
  // A sentence of our own at the end of each body, so the copy can change without this test.
  repo.edit('en/services/kafka.mdx', (t) => `${t.trimEnd()} It looks at cluster sizing, replication and client settings.\n`);
  repo.edit('it/services/kafka.mdx', (t) => `${t.trimEnd()} Poi esaminiamo il dimensionamento del cluster, la replica e i client.\n`);
  repo.commit('The site as it is on main');

  // The pull request: one paragraph reworded in both languages, a misspelling in each.
  repo.git('checkout', '-q', '-b', 'kafka-wording');
  repo.edit('en/services/kafka.mdx', (t) => t.replace('It looks at cluster sizing,', 'It reviews cluster sizng,'));
  repo.edit('it/services/kafka.mdx', (t) => t.replace('esaminiamo il dimensionamento del cluster', 'verifichiamo il dimensionamentto del cluster'));
  repo.commit('Kafka: say what the review does');
  enAt = position(repo, 'en/services/kafka.mdx', 'sizng');
  itAt = position(repo, 'it/services/kafka.mdx', 'dimensionamentto');
  head = repo.git('rev-parse', 'HEAD').trim();

  // Meanwhile main moves on, in another entry: not the pull request's change.
  repo.git('checkout', '-q', 'main');
  repo.edit('en/services/flink.mdx', (t) => t.replace(/^---\n\n/m, '---\n\nFlink first. '));
  repo.commit('Flink: lead with the name');
  // What actions/checkout leaves: the base branch as origin/main, the pull request's commit checked out.
  repo.git('update-ref', 'refs/remotes/origin/main', 'main');
  repo.git('checkout', '-q', '--detach', head);

  check = runJob(repo, 'check', head);
  review = runJob(repo, 'review', head);
}, 180_000);

afterAll(() => repo?.cleanup());

describe('the content check on a pull request', () => {
  it('fails, and puts each mistake on its line and column of the diff', () => {
    const [run] = check.runs;
    expect(run!.step.run).toContain('--format github');
    expect(run!.status).toBe(1);
    const errors = run!.stdout.split('\n').filter((l) => l.startsWith('::error '));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(new RegExp(`^::error file=content/en/services/kafka\\.mdx,line=${enAt.line},col=${enAt.col},title=body::body: "sizng" is not a word`));
    expect(errors[1]).toMatch(new RegExp(`^::error file=content/it/services/kafka\\.mdx,line=${itAt.line},col=${itAt.col},title=body::body: "dimensionamentto" is not a word`));
    expect(run!.stdout).toMatch(/2 problems and \d+ warnings? in the content\./);
  });

});

describe("the translation review's comment", () => {
  const body = () => readFileSync(path.join(repo.root, 'reports/pr-comment/comment.md'), 'utf8');

  it('uploads the HTML report, and the comment with the pull request number for the comment workflow', () => {
    expect(review.runs.every((r) => r.status === 0)).toBe(true);
    expect(review.uploads).toEqual({ 'i18n-review.html': 'reports/i18n-review.html', 'i18n-review-comment': 'reports/pr-comment/' });
    expect(readdirSync(path.join(repo.root, 'reports/pr-comment')).sort()).toEqual(['comment.md', 'pr-number']);
    expect(readFileSync(path.join(repo.root, 'reports/pr-comment/pr-number'), 'utf8')).toBe('21\n');
    // The comment workflow reads the same artifact and files, and posts a review that has something in it.
    const { download, number, mode, post } = commentSteps();
    expect(download.with?.name).toBe('i18n-review-comment');
    expect(String(post.with?.path)).toMatch(/\/i18n-review-comment\/comment\.md$/);
    expect(String(number.env?.NUMBER_FILE)).toMatch(/\/i18n-review-comment\/pr-number$/);
    expect(String(mode.env?.NOTHING_FILE)).toMatch(/\/i18n-review-comment\/nothing-to-review$/);
    expect(post.with?.only_update).toBe('${{ steps.mode.outputs.only-update }}');
    expect(commentMode()).toEqual({ status: 0, output: 'only-update=false\n' });
  });

  it('is marked, reviews the change since the base, side by side, and links the report', () => {
    const text = body();
    expect(text.startsWith(`${commentMarker}\n## Translation review: English → Italiano\n`)).toBe(true);
    expect(text).toContain('merge base with origin/main');
    expect(text).toContain('<code>services/kafka</code>');
    // main's own later change is not the pull request's.
    expect(text).not.toContain('services/flink');
    // One table row: the English with its word diff beside the Italian, each with its mistake.
    const row = text.split('\n').find((l) => l.startsWith('| paragraph') && l.includes('sizng'));
    expect(row).toMatch(/<del>looks at<\/del> ?<ins>reviews<\/ins>/);
    expect(row).toContain('dimensionamentto');
    expect(row).toMatch(new RegExp(`⚠ line ${enAt.line}:${enAt.col} body: "sizng" is not a word.*\\|.*⚠ line ${itAt.line}:${itAt.col} body: "dimensionamentto" is not a word`));
    expect(text).toContain(`[i18n-review.html](${reportUrl})`);
    expect(text.length).toBeLessThanOrEqual(commentLimit);
  });

  it('gives the summary and the link instead when the review would not fit', () => {
    const data = JSON.parse(readFileSync(path.join(repo.root, 'reports/i18n-review.json'), 'utf8')) as Review;
    const full = reviewComment(data, { reportUrl });
    expect(full).toBe(body());
    const short = reviewComment(data, { reportUrl, limit: full.length - 1 });
    expect(short.length).toBeLessThan(full.length);
    expect(short).toContain(commentMarker);
    expect(short).toContain('1 entry: 1 updated in both languages.');
    expect(short).toContain(`Too long for a comment: read the review side by side in [i18n-review.html](${reportUrl})`);
    expect(short).not.toContain('<details>');
  });

  it('is one line when nothing translatable changed', () => {
    repo.git('checkout', '-q', '-b', 'new-word', 'main');
    writeFileSync(path.join(repo.dir, 'words.txt'), `${readFileSync(path.join(repo.dir, 'words.txt'), 'utf8')}Kafkaesque\n`);
    repo.commit('A word for the spelling check');
    const quietHead = repo.git('rev-parse', 'HEAD').trim();
    repo.git('update-ref', 'refs/remotes/origin/main', 'main');
    repo.git('checkout', '-q', '--detach', quietHead);
    const quiet = runJob(repo, 'review', quietHead);
    expect(quiet.runs.every((r) => r.status === 0)).toBe(true);
    expect(body()).toBe(`${commentMarker}\n**Translation review:** Nothing left to review: no entry or interface string differs from the base in either language.\n`);
  }, 60_000);

  it('says there is nothing left to review when a push takes every content change back out, and updates the comment there without starting one', () => {
    // The pull request's branch, then a push that puts both files back as they are on main.
    repo.git('checkout', '-q', '-b', 'taken-back', head);
    for (const file of ['en/services/kafka.mdx', 'it/services/kafka.mdx']) repo.git('checkout', 'main', '--', `content/${file}`);
    writeFileSync(path.join(repo.root, 'README.md'), 'The pull request now changes only this file.\n');
    repo.commit('Keep the Kafka wording as it was');
    const backHead = repo.git('rev-parse', 'HEAD').trim();
    repo.git('update-ref', 'refs/remotes/origin/main', 'main');
    repo.git('checkout', '-q', '--detach', backHead);

    // GitHub runs the Content workflow on every pull request: one filtered by path would not run
    // for this push, and the comment would keep the old review.
    expect(content.on.pull_request ?? {}).not.toHaveProperty('paths');
    expect(content.on.pull_request ?? {}).not.toHaveProperty('paths-ignore');
    const back = runJob(repo, 'review', backHead);
    expect(back.runs.every((r) => r.status === 0)).toBe(true);
    expect(body()).toBe(`${commentMarker}\n**Translation review:** Nothing left to review: no entry or interface string differs from the base in either language.\n`);
    expect(readdirSync(path.join(repo.root, 'reports/pr-comment')).sort()).toEqual(['comment.md', 'nothing-to-review', 'pr-number']);
    // The comment workflow then updates the review's comment, and would start none on a pull request without one.
    expect(commentMode()).toEqual({ status: 0, output: 'only-update=true\n' });
  }, 60_000);
});

describe("the comment workflow's check of the pull request number", () => {
  const checkNumber = comment.jobs.comment!.steps.find((s) => s.id === 'pr');
  let temp: string;
  beforeAll(() => {
    temp = mkdtempSync(path.join(tmpdir(), 'comment-'));
    // A stand-in for the GitHub CLI: logs its arguments, answers what the test says.
    writeFileSync(path.join(temp, 'gh'), '#!/bin/sh\necho "$@" >> "$GH_LOG"\necho "$GH_ANSWER"\n');
    chmodSync(path.join(temp, 'gh'), 0o755);
  });
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  function run(prNumber: string, answer: string) {
    const [step] = jobSteps({ ...comment, jobs: { comment: { ...comment.jobs.comment!, steps: [checkNumber!] } } }, 'comment', {
      'github.token': 'token',
      'github.repository': 'correnti/website',
      'github.event.workflow_run.head_sha': 'a'.repeat(40),
      'github.event.workflow_run.head_repository.full_name': 'someone/website',
      'runner.temp': temp,
    });
    rmSync(path.join(temp, 'i18n-review-comment'), { recursive: true, force: true });
    cpSync(path.join(repo.root, 'reports/pr-comment'), path.join(temp, 'i18n-review-comment'), { recursive: true });
    writeFileSync(path.join(temp, 'i18n-review-comment/pr-number'), prNumber);
    for (const file of ['output', 'gh.log']) writeFileSync(path.join(temp, file), '');
    const env = { ...process.env, ...step!.env, PATH: `${temp}:${process.env.PATH}`, GITHUB_OUTPUT: path.join(temp, 'output'), GH_LOG: path.join(temp, 'gh.log'), GH_ANSWER: answer };
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step!.run!], { env, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, output: readFileSync(path.join(temp, 'output'), 'utf8'), gh: readFileSync(path.join(temp, 'gh.log'), 'utf8') };
  }

  it('passes the number on when GitHub says that pull request is at the run commit', () => {
    const result = run('21\n', `${'a'.repeat(40)} someone/website`);
    expect(result).toMatchObject({ status: 0, output: 'number=21\n', gh: 'api repos/correnti/website/pulls/21 --jq .head.sha + " " + .head.repo.full_name\n' });
  });

  it('passes nothing on when that pull request is at another commit, or from another repository', () => {
    expect(run('21\n', `${'b'.repeat(40)} someone/website`)).toMatchObject({ status: 0, output: '' });
    expect(run('22\n', `${'a'.repeat(40)} mallory/website`)).toMatchObject({ status: 0, output: '' });
  });

  it('fails on anything but a number, before asking GitHub', () => {
    for (const bad of ['21; echo pwned', '$(touch pwned)', '0', '', '12345678901', '21\nnumber=9']) {
      const result = run(bad, `${'a'.repeat(40)} someone/website`);
      expect(result, JSON.stringify(bad)).toMatchObject({ status: 1, output: '', gh: '' });
      expect(result.stdout).toContain('::error::');
    }
    expect(existsSync(path.join(temp, 'pwned'))).toBe(false);
  });
});
