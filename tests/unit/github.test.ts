// The GitHub links behind the contribution cards (the repository, and each engineer's commits in
// it) and the setting they are built from: the engineers' own logins, never the organisation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitLinks, commitSearchUrl, repositoryUrl } from '../../src/content/github.ts';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { settingsSchema } from '../../src/content/settings.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

describe('GitHub links', () => {
  it('links a repository by its owner/name', () => {
    expect(repositoryUrl('apache/camel-kafka-connector')).toBe('https://github.com/apache/camel-kafka-connector');
  });

  it('searches the commits one user authored in one repository, with the query encoded', () => {
    const url = new URL(commitSearchUrl('apache/flink-kubernetes-operator', 'ada-lovelace'));
    expect(url.origin + url.pathname).toBe('https://github.com/search');
    expect(url.searchParams.get('q')).toBe('repo:apache/flink-kubernetes-operator author:ada-lovelace');
    expect(url.searchParams.get('type')).toBe('commits');
    expect(commitSearchUrl('apache/flink-kubernetes-operator', 'ada-lovelace')).toBe(
      'https://github.com/search?q=repo%3Aapache%2Fflink-kubernetes-operator+author%3Aada-lovelace&type=commits',
    );
  });

  it('gives each engineer a search of their own, never one query with several authors', () => {
    const links = commitLinks('apache/camel-kafka-connector', ['ada-lovelace', 'grace-hopper']);
    expect(links.map((l) => l.login)).toEqual(['ada-lovelace', 'grace-hopper']);
    for (const { login, url } of links) {
      const q = new URL(url).searchParams.get('q')!;
      expect(q).toBe(`repo:apache/camel-kafka-connector author:${login}`);
      expect(q.match(/author:/g)).toHaveLength(1);
    }
  });

  it('has nothing to link while no login is set', () => {
    expect(commitLinks('apache/camel-kafka-connector', [])).toEqual([]);
  });
});

describe('settings: githubLogins', () => {
  const base = {
    name: 'Correnti',
    siteUrl: 'https://correnti.example',
    mailboxes: { consultation: 'a@correnti.example', partnerships: 'b@correnti.example', formRecipient: 'c@correnti.example' },
    copyrightYear: 2025,
    sameAs: ['https://github.com/correnti-oss'],
  };
  const issues = (githubLogins: unknown) => {
    const result = settingsSchema.safeParse({ ...base, githubLogins });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts the engineers\' user logins, and none at all (the default)', () => {
    expect(issues(['ada-lovelace', 'GraceHopper', 'a1'])).toEqual([]);
    expect(issues([])).toEqual([]);
    expect(settingsSchema.parse(base).githubLogins).toEqual([]);
  });

  it('refuses what cannot be a user login', () => {
    for (const bad of ['-ada', 'ada-', 'ada--lovelace', 'ada lovelace', 'a'.repeat(40), 'https://github.com/ada']) {
      expect(issues([bad]), bad).toEqual([expect.stringMatching(/^githubLogins\.0: must be a GitHub user login/)]);
    }
  });

  it('refuses the organisation, whose commit search is always empty, and a login listed twice', () => {
    expect(issues(['Correnti-OSS'])).toEqual([
      'githubLogins.0: "Correnti-OSS" is the organisation\'s GitHub profile (sameAs), which authors no commits; list the engineers\' own user logins',
    ]);
    expect(issues(['ada', 'ADA'])).toEqual(['githubLogins.1: "ADA" is listed twice']);
  });
});

describe('settings.json problems', () => {
  let content: TempContent | undefined;
  afterEach(() => content?.remove());

  it('names the file, the line of githubLogins and the login', () => {
    content = tempContent();
    content.edit('settings.json', (t) => t.replace(/"githubLogins": \[[^\]]*\]/, '"githubLogins": ["correnti-oss"]'));
    const line = readFileSync(path.join(content.dir, 'settings.json'), 'utf8').split('\n').findIndex((l) => l.includes('"githubLogins"')) + 1;
    expect(line).toBeGreaterThan(1);
    expect(formatProblems(readContent(content.dir, { includeDrafts: true }).problems)).toBe(
      `content/settings.json:${line} githubLogins.0: "correnti-oss" is the organisation's GitHub profile (sameAs), which authors no commits; list the engineers' own user logins`,
    );
  });
});
