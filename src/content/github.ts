// Links that let a visitor check our open-source claims on GitHub instead of taking our word for them.

/** A repository's page: "apache/camel-kafka-connector" -> https://github.com/apache/camel-kafka-connector */
export function repositoryUrl(repository: string): string {
  return `https://github.com/${repository}`;
}

/**
 * GitHub's commit search for what `account` authored in `repository` ("owner/name"): the list
 * behind a contribution card's commit count. `author:` matches the account that wrote the
 * commits, so it must be a user account, not an organisation.
 */
export function commitSearchUrl(repository: string, account: string): string {
  const query = new URLSearchParams({ q: `repo:${repository} author:${account}`, type: 'commits' });
  return `https://github.com/search?${query.toString()}`;
}
