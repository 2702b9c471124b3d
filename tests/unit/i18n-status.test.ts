import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gitRunner } from '../../scripts/lib/git.ts';
import { formatMarkdown, formatText } from '../../scripts/lib/i18n-report.ts';
import { hasMissing, i18nStatus } from '../../scripts/lib/i18n-status.ts';

let repo: string | undefined;
afterEach(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
  repo = undefined;
});

/** A git repository with a small content folder, committed at a fixed date. */
function makeRepo() {
  repo = mkdtempSync(path.join(tmpdir(), 'i18n-'));
  const dir = path.join(repo, 'content');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const git = (args: string[], date = '2025-01-01T10:00:00Z') =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      stdio: 'pipe',
    });
  const commit = (message: string, date?: string) => {
    git(['add', '-A']);
    git(['commit', '-q', '-m', message], date);
  };
  git(['init', '-q']);
  for (const lang of ['en', 'it']) {
    for (const slug of ['kafka', 'flink', 'camel']) write(`${lang}/services/${slug}.mdx`, `---\ntitle: ${slug} ${lang}\n---\n`);
    write(`${lang}/case-studies/fraud.mdx`, `---\ntitle: fraud ${lang}\n---\n`);
  }
  write('en/ui.json', JSON.stringify({ 'nav.home': 'Home', 'nav.services': 'Services' }));
  write('it/ui.json', JSON.stringify({ 'nav.home': 'Home', 'nav.services': 'Servizi' }));
  commit('content in both languages');
  return { dir, write, commit, remove: (file: string) => rmSync(path.join(dir, file)) };
}

const stateOf = (status: ReturnType<typeof i18nStatus>, file: string) => status.rows.find((r) => r.file === file)?.state;

describe('translation status', () => {
  it('is present everywhere right after both languages are committed', () => {
    const { dir } = makeRepo();
    const status = i18nStatus(dir, gitRunner(dir));
    expect(status.rows.every((r) => r.state === 'present')).toBe(true);
    expect(status.rows.map((r) => r.file)).toContain('ui.json');
    expect(hasMissing(status)).toBe(false);
  });

  it('finds a missing translation, one changed in English later, and one with English edits not committed', () => {
    const { dir, write, commit, remove } = makeRepo();
    write('en/services/kafka.mdx', '---\ntitle: Kafka, reworded\n---\n');
    commit('reword Kafka', '2025-02-01T10:00:00Z');
    remove('it/case-studies/fraud.mdx');
    commit('drop a translation', '2025-02-02T10:00:00Z');
    write('en/services/camel.mdx', '---\ntitle: Camel, being edited\n---\n');

    const status = i18nStatus(dir, gitRunner(dir));
    expect(stateOf(status, 'case-studies/fraud.mdx')).toBe('missing');
    expect(stateOf(status, 'services/kafka.mdx')).toBe('outdated');
    expect(status.rows.find((r) => r.file === 'services/kafka.mdx')?.note).toBe('English changed 2025-02-01, translation 2025-01-01');
    expect(stateOf(status, 'services/camel.mdx')).toBe('outdated');
    expect(status.rows.find((r) => r.file === 'services/camel.mdx')?.note).toBe('English has uncommitted changes');
    expect(stateOf(status, 'services/flink.mdx')).toBe('present');
    expect(status.rows[0]?.state).toBe('missing');
    expect(hasMissing(status)).toBe(true);
  });

  it('is no longer outdated once the translation is committed after the English', () => {
    const { dir, write, commit } = makeRepo();
    write('en/services/kafka.mdx', '---\ntitle: Kafka, reworded\n---\n');
    commit('reword Kafka', '2025-02-01T10:00:00Z');
    write('it/services/kafka.mdx', '---\ntitle: Kafka, riformulato\n---\n');
    commit('translate', '2025-02-03T10:00:00Z');
    expect(stateOf(i18nStatus(dir, gitRunner(dir)), 'services/kafka.mdx')).toBe('present');
  });

  it('lists the UI keys missing in Italian, which counts as missing', () => {
    const { dir, write } = makeRepo();
    write('en/ui.json', JSON.stringify({ 'nav.home': 'Home', 'nav.services': 'Services', 'nav.blog': 'Blog' }));
    write('it/ui.json', JSON.stringify({ 'nav.home': 'Home', 'nav.services': 'Servizi', 'nav.old': 'Vecchio' }));
    const status = i18nStatus(dir, gitRunner(dir));
    expect(status.ui).toEqual([{ lang: 'it', missing: ['nav.blog'], extra: ['nav.old'] }]);
    expect(stateOf(status, 'ui.json')).toBe('missing');
    expect(hasMissing(status)).toBe(true);
    expect(formatText(status)).toContain('UI keys missing from content/it/ui.json: nav.blog');
  });

  it('writes a Markdown table for a pull request', () => {
    const { dir, remove, commit } = makeRepo();
    remove('it/services/flink.mdx');
    commit('drop', '2025-02-01T10:00:00Z');
    const markdown = formatMarkdown(i18nStatus(dir, gitRunner(dir)));
    expect(markdown).toContain('| File | Language | Status | Note |');
    expect(markdown).toContain('| services/flink.mdx | it | **MISSING** | no content/it/services/flink.mdx |');
    expect(markdown).toContain('| services/kafka.mdx | it | present |  |');
  });

  it('still reports missing files outside a git repository', () => {
    const { dir, remove } = makeRepo();
    rmSync(path.join(repo!, '.git'), { recursive: true });
    remove('it/services/flink.mdx');
    const status = i18nStatus(dir, gitRunner(dir));
    expect(stateOf(status, 'services/flink.mdx')).toBe('missing');
    expect(stateOf(status, 'services/kafka.mdx')).toBe('present');
  });
});
