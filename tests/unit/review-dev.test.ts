// The dev server's live review: /_review and /_review/<collection>/<slug>, both languages side
// by side, showing a save at the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devServer, type DevServer } from './helpers/dev-server.ts';
import { tempRepo, type TempRepo } from './helpers/temp-repo.ts';

let repo: TempRepo;
let server: DevServer;

beforeAll(async () => {
  repo = tempRepo({ copy: true });
  repo.commit('the real content');
  repo.git('checkout', '-q', '-b', 'feature');
  server = await devServer(repo.dir);
}, 60_000);

afterAll(async () => {
  await server?.close();
  repo?.cleanup();
});

const get = (url: string) => server.get(url);

// The first requests compile the server modules: slow on a busy machine.
describe('/_review in the dev server', { timeout: 60_000 }, () => {
  it('shows one entry in full, English and Italian side by side, and a save at once', async () => {
    const page = await get('/_review/services/kafka');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<th scope="col" lang="en">English</th><th scope="col" lang="it">Italiano</th>');
    expect(page.html).toMatch(/<td lang="it"[^>]*><span class="ln">\d+<\/span>/);
    expect(page.html).toContain('/@vite/client'); // reloads when the content plugin says so

    repo.edit('en/services/kafka.mdx', (t) => `${t.trimEnd()} We also answer the pager at night.\n`);
    const after = await get('/_review/services/kafka');
    expect(after.html).toContain('<ins>We also answer the pager at night.</ins>');
    expect(after.html).toContain('Italian not updated');
  });

  it('lists what the branch changed at /_review, with every entry linked', async () => {
    const page = await get('/_review');
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/_review/services/kafka"');
    expect(page.html).toContain('href="/_review/case-studies/payments-fraud-detection"');
    expect(page.html).toMatch(/1 entry: 1 outdated/);
  });

  it('shows a page’s content warnings on the page, and a saved fix at once', async () => {
    // A sentence of 33 words at the end of the body: a warning, whatever the copy says today.
    repo.edit('it/services/kafka.mdx', (t) => `${t.trimEnd()} ${'Lavoriamo con il vostro team sul cluster, '.repeat(4)}fino alla fine del lavoro.\n`);
    let page = await get('/it/services/kafka');
    for (let i = 0; i < 40 && !page.html.includes('Lavoriamo con il vostro team'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      page = await get('/it/services/kafka');
    }
    expect(page.html).toContain('<aside id="dev-content-warnings"');
    expect(page.html).toMatch(/<code>content\/it\/services\/kafka\.mdx:\d+:\d+<\/code> body: &#34;Lavoriamo con il vostro team sul cluster, Lavoriamo…&#34;: 33 words/);
    // The English page shows the English file's warnings, not the Italian ones.
    expect((await get('/services/kafka')).html).not.toContain('content/it/services/kafka.mdx');

    repo.edit('it/ui.json', (t) => t.replace('"consultation.formIntro": "Bastano poche righe: il resto ve lo chiediamo quando rispondiamo."', `"consultation.formIntro": "${'Bastano poche righe perché un ingegnere vi risponda, '.repeat(5)}davvero."`));
    // The save reaches the server through its file watcher, which reruns the checks; the browser
    // reloads on that same event, so a writer never sees the page before the new warnings.
    let consultation = await get('/it/consultation');
    for (let i = 0; i < 40 && !consultation.html.includes('consultation.formIntro'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      consultation = await get('/it/consultation');
    }
    expect(consultation.html).toMatch(/<code>content\/it\/ui\.json:\d+:\d+<\/code> consultation\.formIntro: &#34;Bastano poche righe perché un ingegnere vi risponda…&#34;: 41 words/);
    expect(consultation.html).toContain('(fails check:content)');
  });

  it('answers an unknown entry with the site’s 404 page', async () => {
    expect((await get('/_review/services/nope')).status).toBe(404);
  });
});
