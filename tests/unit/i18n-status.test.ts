import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gitRunner } from '../../scripts/content/git.ts';
import { formatMarkdown, formatText } from '../../scripts/content/status/i18n-report.ts';
import { hasMissing, i18nStatus } from '../../scripts/content/status/i18n-status.ts';
import { tempRepo, type TempRepo } from './helpers/temp-repo.ts';

let repo: TempRepo | undefined;
afterEach(() => {
  repo?.cleanup();
  repo = undefined;
});

const body = (lang: string) =>
  lang === 'en'
    ? 'We run Kafka clusters for banks and retailers.\n\nWe also train your team, on site or remote.\n'
    : 'Gestiamo cluster Kafka per banche e retailer.\n\nFormiamo anche il vostro team, in sede o da remoto.\n';

/** A repository with a small content folder in both languages, committed on 2025-01-01. */
function makeRepo() {
  repo = tempRepo();
  for (const lang of ['en', 'it']) {
    for (const slug of ['kafka', 'flink', 'camel']) repo.write(`${lang}/services/${slug}.mdx`, `---\ntitle: ${slug} ${lang}\norder: 0\n---\n\n${body(lang)}`);
    repo.write(`${lang}/case-studies/fraud.mdx`, `---\ntitle: fraud ${lang}\n---\n`);
  }
  repo.write('en/ui.json', JSON.stringify({ 'nav.home': 'Home', 'nav.services': 'Services' }, null, 2));
  repo.write('it/ui.json', JSON.stringify({ 'nav.home': 'Home', 'nav.services': 'Servizi' }, null, 2));
  repo.commit('content in both languages', '2025-01-01T10:00:00Z');
  return repo;
}

const status = (r: TempRepo) => i18nStatus(r.dir, gitRunner(r.dir));
const rowOf = (s: ReturnType<typeof i18nStatus>, file: string) => s.rows.find((r) => r.file === file);
const stateOf = (s: ReturnType<typeof i18nStatus>, file: string) => rowOf(s, file)?.state;

describe('translation status', () => {
  it('is up to date everywhere right after both languages are committed', () => {
    const s = status(makeRepo());
    expect(s.rows.every((r) => r.state === 'up to date')).toBe(true);
    expect(s.rows.map((r) => r.file)).toContain('ui.json');
    expect(hasMissing(s)).toBe(false);
  });

  it('finds a missing translation, one whose English text changed later, and one with English edits not committed', () => {
    const r = makeRepo();
    r.edit('en/services/kafka.mdx', (t) => t.replace('title: kafka en', 'title: Kafka, reworded'));
    r.commit('reword Kafka', '2025-02-01T10:00:00Z');
    r.remove('it/case-studies/fraud.mdx');
    r.commit('drop a translation', '2025-02-02T10:00:00Z');
    r.edit('en/services/camel.mdx', (t) => t.replace('on site or remote', 'on site, or remote by video'));

    const s = status(r);
    expect(stateOf(s, 'case-studies/fraud.mdx')).toBe('missing');
    expect(rowOf(s, 'services/kafka.mdx')).toMatchObject({ state: 'outdated', note: 'English text changed after the Italian was last changed (2025-01-01)', changes: ['title'] });
    expect(rowOf(s, 'services/camel.mdx')).toMatchObject({ state: 'outdated', changes: ['paragraph (line 8)'] });
    expect(stateOf(s, 'services/flink.mdx')).toBe('up to date');
    expect(s.rows[0]?.state).toBe('missing');
    expect(hasMissing(s)).toBe(true);
  });

  it('is no longer outdated once the translation is changed after the English', () => {
    const r = makeRepo();
    r.edit('en/services/kafka.mdx', (t) => t.replace('title: kafka en', 'title: Kafka, reworded'));
    r.commit('reword Kafka', '2025-02-01T10:00:00Z');
    r.edit('it/services/kafka.mdx', (t) => t.replace('title: kafka it', 'title: Kafka, riformulato'));
    r.commit('translate', '2025-02-03T10:00:00Z');
    expect(stateOf(status(r), 'services/kafka.mdx')).toBe('up to date');
  });

  it('does not count whitespace: a re-wrapped paragraph and a blank line leave the translation current', () => {
    const r = makeRepo();
    r.edit('en/services/kafka.mdx', (t) => t.replace('for banks and retailers.', 'for banks\nand   retailers.').replace('\n\nWe also', '\n\n\nWe also'));
    r.commit('re-wrap');
    r.edit('en/services/flink.mdx', (t) => `${t}\n\n`);
    expect(stateOf(status(r), 'services/kafka.mdx')).toBe('up to date');
    expect(stateOf(status(r), 'services/flink.mdx')).toBe('up to date');
  });

  it('does not count a commit marked "i18n: no-translation-needed", nor whitespace commits after it', () => {
    const r = makeRepo();
    r.edit('en/services/flink.mdx', (t) => t.replace('We run', 'We operate'));
    r.commit('Flink: a better verb\n\ni18n: no-translation-needed');
    r.edit('en/services/flink.mdx', (t) => t.replace('on site or remote', 'on site\nor remote'));
    r.commit('re-wrap');
    expect(stateOf(status(r), 'services/flink.mdx')).toBe('up to date');
  });

  it('compares text, not commits: a typo made and undone leaves the translation current', () => {
    const r = makeRepo();
    r.edit('en/services/kafka.mdx', (t) => t.replace('retailers', 'retialers'));
    r.commit('Kafka: a typo');
    r.edit('en/services/kafka.mdx', (t) => t.replace('retialers', 'retailers'));
    r.commit('Kafka: fix the typo');
    expect(stateOf(status(r), 'services/kafka.mdx')).toBe('up to date');
  });

  it('still counts a real change made after a marked one', () => {
    const r = makeRepo();
    r.edit('en/services/kafka.mdx', (t) => t.replace('We run', 'We operate'));
    r.commit('Kafka: wording\n\ni18n: no-translation-needed');
    r.edit('en/services/kafka.mdx', (t) => t.replace('on site or remote', 'on site or by video'));
    r.commit('Kafka: training by video');
    // Only the unmarked change is listed: the marked one was reviewed with the translation.
    expect(rowOf(status(r), 'services/kafka.mdx')).toMatchObject({ state: 'outdated', changes: ['paragraph (line 8)'] });
  });

  it('names the changed, new and removed blocks', () => {
    const r = makeRepo();
    r.edit('en/services/kafka.mdx', (t) => t.replace('We also train your team, on site or remote.\n', '## Training\n\nWe also train your team, on site or remote, in English.\n'));
    r.edit('en/services/flink.mdx', (t) => t.replace('\n\nWe also train your team, on site or remote.', ''));
    r.commit('restructure');
    const s = status(r);
    expect(rowOf(s, 'services/kafka.mdx')?.changes).toEqual(['new: heading 2 (line 8)', 'paragraph (line 10)']);
    expect(rowOf(s, 'services/flink.mdx')?.changes).toEqual(['removed: paragraph (was line 8)']);
    expect(formatText(s)).toContain('content/it/services/kafka.mdx: new: heading 2 (line 8); paragraph (line 10)');
  });

  it('leaves a translation with uncommitted edits alone: its translator is at work', () => {
    const r = makeRepo();
    r.edit('en/services/kafka.mdx', (t) => t.replace('We run', 'We operate'));
    r.commit('wording');
    r.edit('it/services/kafka.mdx', (t) => t.replace('Gestiamo', 'Gestiamo e monitoriamo'));
    expect(rowOf(status(r), 'services/kafka.mdx')).toMatchObject({ state: 'up to date', note: 'translation has uncommitted changes' });
  });

  it('names the interface strings whose English changed', () => {
    const r = makeRepo();
    r.write('en/ui.json', JSON.stringify({ 'nav.home': 'Home', 'nav.services': 'Our services' }, null, 2));
    r.commit('rename the menu entry');
    expect(rowOf(status(r), 'ui.json')).toMatchObject({ state: 'outdated', changes: ['nav.services'] });
  });

  it('lists the UI keys missing in Italian, which counts as missing', () => {
    const r = makeRepo();
    r.write('en/ui.json', JSON.stringify({ 'nav.home': 'Home', 'nav.services': 'Services', 'nav.blog': 'Blog' }));
    r.write('it/ui.json', JSON.stringify({ 'nav.home': 'Home', 'nav.services': 'Servizi', 'nav.old': 'Vecchio' }));
    const s = status(r);
    expect(s.ui).toEqual([{ lang: 'it', missing: ['nav.blog'], extra: ['nav.old'] }]);
    expect(stateOf(s, 'ui.json')).toBe('missing');
    expect(hasMissing(s)).toBe(true);
    expect(formatText(s)).toContain('UI keys missing from content/it/ui.json: nav.blog');
  });

  it('writes a Markdown table for a pull request', () => {
    const r = makeRepo();
    r.remove('it/services/flink.mdx');
    r.edit('en/services/kafka.mdx', (t) => t.replace('We run', 'We operate'));
    r.commit('drop', '2025-02-01T10:00:00Z');
    const markdown = formatMarkdown(status(r));
    expect(markdown).toContain('| File | Language | Status | Note |');
    expect(markdown).toContain('| services/flink.mdx | it | **MISSING** | no content/it/services/flink.mdx |');
    expect(markdown).toContain('| services/kafka.mdx | it | **outdated** | English text changed after the Italian was last changed (2025-01-01) |');
    expect(markdown).toContain('- content/it/services/kafka.mdx: paragraph (line 6)');
    expect(markdown).toContain('| services/camel.mdx | it | up to date |  |');
  });

  it('still reports missing files outside a git repository', () => {
    const r = makeRepo();
    rmSync(path.join(r.root, '.git'), { recursive: true });
    r.remove('it/services/flink.mdx');
    const s = status(r);
    expect(stateOf(s, 'services/flink.mdx')).toBe('missing');
    expect(stateOf(s, 'services/kafka.mdx')).toBe('up to date');
  });
});
