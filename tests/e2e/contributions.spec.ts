import { expect, test } from '@playwright/test';
import { commitSearchUrl } from '../../src/content/github.ts';
import { content, langs, t, url } from './site.ts';

const contributions = content.entries.filter((e) => e.collection === 'contributions' && e.lang === 'en').map((e) => e.data as { title: string; repository: string; commits: number });

for (const lang of langs) {
  test(`each contribution card links its commit count to the commits on GitHub (${lang})`, async ({ page }) => {
    await page.goto(url('/contributions', lang));
    for (const { repository, commits } of contributions) {
      const count = commits.toLocaleString(lang);
      const link = page.getByRole('link', { name: `${count} ${t(lang, 'contributions.commits')} ${t(lang, 'contributions.onGitHub')}`, exact: true });
      await expect(link).toHaveAttribute('href', commitSearchUrl(repository, content.settings.github));
      await expect(link).toBeVisible();
    }
  });
}
