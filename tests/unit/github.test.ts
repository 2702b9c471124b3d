// The GitHub links behind the contribution cards (the repository, and each engineer's commits in
// it) and where the logins come from now: each person's own login, never the organisation's
// (tests/unit/people.test.ts checks those).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitLinks, commitSearchUrl, repositoryUrl } from '../../src/content/github.ts';
import { formatProblems, readContent } from '../../src/content/read.ts';
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

describe('settings.json: githubLogins has moved to the people', () => {
  let content: TempContent | undefined;
  afterEach(() => content?.remove());

  it('names the file, the line and where the logins go now', () => {
    content = tempContent();
    content.edit('settings.json', (t) => t.replace('"copyrightYear"', '"githubLogins": ["ada-example"],\n  "copyrightYear"'));
    const line = readFileSync(path.join(content.dir, 'settings.json'), 'utf8').split('\n').findIndex((l) => l.includes('"githubLogins"')) + 1;
    expect(line).toBeGreaterThan(1);
    expect(formatProblems(readContent(content.dir, { includeDrafts: true }).problems)).toBe(
      `content/settings.json:${line} githubLogins: has moved: set each engineer's "github" in content/en/people/ and content/it/people/ (CONTENT.md, "Add a person"), and remove it here`,
    );
  });
});
