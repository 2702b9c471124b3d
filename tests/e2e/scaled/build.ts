// The scaled site (./site.ts): writes its content and builds it into its own folder. The build
// keeps its caches where the real site's build keeps them (BUILD_CACHE_DIR), so what the two
// share (the browser scripts, the images) comes from there. `npm test` runs this beside the unit
// tests; Playwright's server (./serve.ts) runs it only when nothing did (E2E_SCALED_BUILT unset).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import sharp from 'sharp';
import { writeScaledContent } from '../../../scripts/measure/generate-case-studies.ts';
import { added, contentDir, formRecipient, githubLogins, keeper, outDir, photographed, scaledDir, unpricedType } from './site.ts';

/** Writes the scaled content and builds it; resolves with the build's exit code. */
export async function buildScaledSite(): Promise<number> {
  rmSync(scaledDir, { recursive: true, force: true });
  writeScaledContent(path.resolve('content'), contentDir, added, keeper());

  // The form writes to another inbox than the consultation address, with the reason the page gives.
  const settingsFile = path.join(contentDir, 'settings.json');
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as { mailboxes: Record<string, unknown>; offer: { dayRate?: unknown; support: { price?: unknown } } };
  Object.assign(settings.mailboxes, { formRecipient: formRecipient.address, formRecipientReason: formRecipient.reason });
  // Prices the owner does not publish: the pages say how each is agreed instead.
  delete settings.offer.dayRate;
  delete settings.offer.support.price;
  writeFileSync(settingsFile, JSON.stringify(settings, null, 2));
  for (const lang of ['en', 'it']) {
    const file = path.join(contentDir, lang, 'consultation-types', `${unpricedType}.mdx`);
    const { data, content } = matter(readFileSync(file, 'utf8'));
    delete data.price;
    writeFileSync(file, matter.stringify(content, data));
  }

  // Two people get a GitHub login and a role in every repository, so every card links both.
  const repositories = readdirSync(path.join(contentDir, 'en/contributions')).map((file) => String(matter.read(path.join(contentDir, 'en/contributions', file)).data.repository));
  for (const [slug, login] of Object.entries(githubLogins)) {
    for (const lang of ['en', 'it']) {
      const file = path.join(contentDir, lang, 'people', `${slug}.mdx`);
      const { data, content } = matter(readFileSync(file, 'utf8'));
      const projects = (data.projects ?? []) as { project: string; repository: string; role: string }[];
      for (const repository of repositories) {
        if (!projects.some((p) => p.repository === repository)) projects.push({ project: repository.split('/')[1]!, repository, role: 'contributor' });
      }
      writeFileSync(file, matter.stringify(content, { ...data, projects, github: login }));
    }
  }

  // One person has a photo (a plain portrait-shaped picture), the others keep their initials.
  mkdirSync(path.join(contentDir, 'images/people'), { recursive: true });
  await sharp({ create: { width: 600, height: 800, channels: 3, background: '#4a5668' } }).jpeg().toFile(path.join(contentDir, `images/people/${photographed}.jpg`));
  for (const lang of ['en', 'it']) {
    const file = path.join(contentDir, lang, 'people', `${photographed}.mdx`);
    const { data, content } = matter(readFileSync(file, 'utf8'));
    writeFileSync(file, matter.stringify(content, { ...data, photo: `../../images/people/${photographed}.jpg` }));
  }

  // No preview images and no compressed copies: no test of this site reads them (the real site's
  // tests check both), and in a fresh clone they were most of this build's work.
  const build = spawn('npm', ['run', '--silent', 'build'], { stdio: 'inherit', env: { ...process.env, QUIET: '1', CONTENT_DIR: contentDir, OUT_DIR: outDir, BUILD_PREVIEWS: 'off', BUILD_PRECOMPRESS: 'off' } });
  return new Promise((resolve) => build.on('close', (code) => resolve(code ?? 1)));
}

if (import.meta.filename === process.argv[1]) process.exit(await buildScaledSite());
