// Links that let a visitor check our open-source claims on GitHub instead of taking our word for them.

/** A repository's page: "apache/camel-kafka-connector" -> https://github.com/apache/camel-kafka-connector */
export function repositoryUrl(repository: string): string {
  return `https://github.com/${repository}`;
}

/**
 * GitHub's commit search for what one user authored in `repository` ("owner/name"). `author:`
 * matches the user who wrote a commit, so `login` must be a person's account: an organisation
 * authors no commits and its search is always empty.
 */
export function commitSearchUrl(repository: string, login: string): string {
  const query = new URLSearchParams({ q: `repo:${repository} author:${login}`, type: 'commits' });
  return `https://github.com/search?${query.toString()}`;
}

export interface CommitLink {
  login: string;
  url: string;
}

/**
 * The evidence behind a contribution's commit count: one search per engineer. GitHub documents
 * `author:USERNAME` for one user and not how several `author:` qualifiers combine, so the card
 * links each login to its own list instead of trusting one query with all of them.
 */
export function commitLinks(repository: string, logins: readonly string[]): CommitLink[] {
  return logins.map((login) => ({ login, url: commitSearchUrl(repository, login) }));
}
