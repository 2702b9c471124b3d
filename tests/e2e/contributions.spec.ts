// The contribution cards' evidence: the people who hold a role in the repository, each linking to
// them on /about, and each one's GitHub login linking to their commits there. The real sample
// people have no logins (the count stands alone, and the page promises no links); the scaled copy
// of the site (./scaled/) gives two of them one, and a role in every repository.
import { expect, test, type Page } from '@playwright/test';
import { commitSearchUrl } from '../../src/content/github.ts';
import { githubLogins, scaledUrl } from './scaled/site.ts';
import { content, langs, t, url } from './site.ts';

const contributions = content.entries.filter((e) => e.collection === 'contributions' && e.lang === 'en').map((e) => e.data as { title: string; repository: string; commits: number });
const card = (page: Page, title: string) => page.locator('main article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const lang of langs) {
  test(`without GitHub logins a card shows its commit count and no link to a search (${lang})`, async ({ page }) => {
    expect(content.entries.filter((e) => e.collection === 'people').map((e) => (e.data as { github?: string }).github).filter(Boolean)).toEqual([]);
    await page.goto(url('/contributions', lang));
    await expect(page.locator('main')).not.toContainText(t(lang, 'contributions.evidence'));
    await expect(page.locator('a[href^="https://github.com/search"]')).toHaveCount(0);
    for (const { title, commits } of contributions) {
      await expect(card(page, title)).toContainText(`${commits.toLocaleString(lang)} ${t(lang, 'contributions.commits')}`);
    }
  });

  test(`with GitHub logins each one links to its commits in the repository (${lang})`, async ({ page }) => {
    await page.goto(`${scaledUrl}${url('/contributions', lang)}`);
    await expect(page.locator('main')).toContainText(t(lang, 'contributions.evidence'));
    const logins = Object.values(githubLogins);
    const [first, second] = logins as [string, string];
    const and = lang === 'en' ? 'and' : 'e';
    for (const { title, repository, commits } of contributions) {
      const c = card(page, title);
      await expect(c).toContainText(`${commits.toLocaleString(lang)} ${t(lang, 'contributions.commits')} ${t(lang, 'contributions.onGitHub')} ${t(lang, 'contributions.by')} ${first} ${and} ${second}`);
      for (const login of logins) {
        const link = c.getByRole('link', { name: login, exact: true });
        await expect(link).toHaveAttribute('href', commitSearchUrl(repository, login));
        await expect(link).toBeVisible();
      }
    }
  });
}

for (const lang of langs) {
  test(`the committer the badge claims is named, and links to the person on /about (${lang})`, async ({ page }) => {
    const people = content.entries.filter((e) => e.collection === 'people' && e.lang === lang) as unknown as { slug: string; data: { name: string; projects?: { repository: string; role: string; project: string }[] } }[];
    await page.goto(url('/contributions', lang));
    for (const contribution of content.entries.filter((e) => e.collection === 'contributions' && e.lang === lang)) {
      const { title, repository, status } = contribution.data as { title: string; repository: string; status: string };
      if (status !== 'active-committer') continue;
      const committers = people.filter((p) => p.data.projects?.some((r) => r.repository === repository && r.role === 'committer'));
      expect(committers.length).toBeGreaterThan(0);
      const c = card(page, title);
      await expect(c).toContainText(`${t(lang, 'people.role.committer')}: ${committers.map((p) => p.data.name).join('')}`);
      const link = c.getByRole('link', { name: committers[0]!.data.name, exact: true });
      await expect(link).toHaveAttribute('href', url(`/about#${committers[0]!.slug}`, lang));
      await link.click();
      const person = page.locator(`#${committers[0]!.slug}`);
      await expect(person).toBeInViewport();
      await expect(person.getByRole('heading', { name: committers[0]!.data.name })).toBeVisible();
      await expect(person).toContainText(`${t(lang, 'people.role.committer')}, ${committers[0]!.data.projects!.find((r) => r.repository === repository)!.project}`);
      await page.goBack();
    }
  });
}

// At the ASF a committer is a committer of a project, not of one of its repositories: the badge and
// the home page's authority line name the project, and the card still names the repository.
for (const lang of langs) {
  test(`a committer is named by project, the commits by repository (${lang})`, async ({ page }) => {
    const [badge, line] = lang === 'en'
      ? ['Apache Camel committer', 'An Apache Camel committer, with 47 commits in the Camel Kafka Connector']
      : ['Committer di Apache Camel', 'Una committer di Apache Camel nel team, con 47 commit nel Camel Kafka Connector'];
    await page.goto(url('/contributions', lang));
    const c = card(page, 'Camel Kafka Connector');
    await expect(c.locator('[aria-describedby="status-camel-kafka-connector"]')).toHaveText(badge);
    await expect(c.locator('#status-camel-kafka-connector')).toHaveText(lang === 'en' ? /a committer on Apache Camel,/ : /committer di Apache Camel,/);
    await expect(c.getByRole('link', { name: 'apache/camel-kafka-connector' })).toHaveAttribute('href', 'https://github.com/apache/camel-kafka-connector');
    await expect(page.locator('main')).not.toContainText(/committer of camel-kafka-connector|Active committer|Committer attivo/i);
    await page.goto(url('/', lang));
    await expect(page.locator('section[aria-labelledby="hero-title"] li').filter({ hasText: badge })).toHaveText(line);
  });
}
