// The contribution cards' evidence: each engineer's login links to their commits in the repository.
// The real content has no logins yet (the count stands alone, and the page promises no links);
// the scaled copy of the site (./scaled/) has two, and links each of them.
import { expect, test, type Page } from '@playwright/test';
import { commitSearchUrl } from '../../src/content/github.ts';
import { githubLogins, scaledUrl } from './scaled/site.ts';
import { content, langs, t, url } from './site.ts';

const contributions = content.entries.filter((e) => e.collection === 'contributions' && e.lang === 'en').map((e) => e.data as { title: string; repository: string; commits: number });
const card = (page: Page, title: string) => page.locator('main article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const lang of langs) {
  test(`without GitHub logins a card shows its commit count and no link to a search (${lang})`, async ({ page }) => {
    expect(content.settings.githubLogins).toEqual([]);
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
    const [first, second] = githubLogins as [string, string];
    const and = lang === 'en' ? 'and' : 'e';
    for (const { title, repository, commits } of contributions) {
      const c = card(page, title);
      await expect(c).toContainText(`${commits.toLocaleString(lang)} ${t(lang, 'contributions.commits')} ${t(lang, 'contributions.onGitHub')} ${t(lang, 'contributions.by')} ${first} ${and} ${second}`);
      for (const login of githubLogins) {
        const link = c.getByRole('link', { name: login, exact: true });
        await expect(link).toHaveAttribute('href', commitSearchUrl(repository, login));
        await expect(link).toBeVisible();
      }
    }
  });
}
