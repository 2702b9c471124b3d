// The GitHub links behind the contribution cards: the repository, and the commits our account wrote in it.
import { describe, expect, it } from 'vitest';
import { commitSearchUrl, repositoryUrl } from '../../src/content/github.ts';

describe('GitHub links', () => {
  it('links a repository by its owner/name', () => {
    expect(repositoryUrl('apache/camel-kafka-connector')).toBe('https://github.com/apache/camel-kafka-connector');
  });

  it('searches the commits an account authored in one repository, with the query encoded', () => {
    const url = new URL(commitSearchUrl('apache/flink-kubernetes-operator', 'correnti-oss'));
    expect(url.origin + url.pathname).toBe('https://github.com/search');
    expect(url.searchParams.get('q')).toBe('repo:apache/flink-kubernetes-operator author:correnti-oss');
    expect(url.searchParams.get('type')).toBe('commits');
    expect(commitSearchUrl('apache/flink-kubernetes-operator', 'correnti-oss')).toBe(
      'https://github.com/search?q=repo%3Aapache%2Fflink-kubernetes-operator+author%3Acorrenti-oss&type=commits',
    );
  });
});
