// Claims one entry makes about others, checked against them: a contribution marked active-committer
// names a committer among our people; a service's lead is one of our people, published with it; a
// service's team is no larger than the people listed; every engagement starts with the
// Architecture Review, so it must exist; a GitHub login belongs to one person and never to the
// organisation. Facts are the same in every language, so the English
// entries are checked and the problems reported on the English files.
import { defaultLang } from '../i18n/languages.ts';
import { entryOfferSlug } from './engagement.ts';
import { peopleOn } from './people.ts';
import type { Problem } from './problems.ts';
import { privacyNoticeSlug } from './schemas.ts';
import type { Entry } from './entry.ts';
import type { Settings } from './settings.ts';
import type { SourceFile } from './sourceFiles.ts';

type Find = (entry: Entry) => SourceFile | undefined;

/** What an entry may lean on: published entries, or any entry when it is a draft itself. */
const visibleTo = (entry: Entry) => (other: Entry) => !other.data.draft || Boolean(entry.data.draft);

/**
 * `peopleFiles`: every person's file in the default language, as written, whether or not it became
 * an entry (a draft left out, a file with problems of its own), so a lead names a file that is
 * there and only a missing file is reported as one.
 */
export function consistencyProblems(entries: readonly Entry[], find: Find, settings: Settings | undefined, peopleFiles: readonly SourceFile[] = []): Problem[] {
  const english = entries.filter((e) => e.lang === defaultLang);
  const of = <C extends Entry['collection']>(collection: C) => english.filter((e): e is Entry<C> => e.collection === collection);
  const people = of('people');
  const problems: Problem[] = [];
  const at = (entry: Entry, path: readonly PropertyKey[], message: string) => {
    const file = find(entry);
    if (file) problems.push({ file: file.file, line: file.lineOf(path), field: path.map(String).join('.'), message });
  };

  for (const contribution of of('contributions')) {
    if (contribution.data.status !== 'active-committer') continue;
    const { repository } = contribution.data;
    const committers = peopleOn(repository, people.filter(visibleTo(contribution))).filter((p) => p.role === 'committer');
    if (committers.length === 0) {
      at(contribution, ['status'], `"active-committer" says one of our engineers is a committer on ${repository}, but no person lists that role: add { project, repository: ${repository}, role: committer } to their "projects" in content/*/people/ (CONTENT.md, "Add a person")`);
    }
  }

  for (const service of of('services')) {
    const { lead } = service.data;
    const file = peopleFiles.find((p) => p.slug === lead);
    if (!file) {
      const slugs = peopleFiles.map((p) => p.slug);
      at(service, ['lead'], `"${lead}" is none of our people: write the file name of a person in content/${defaultLang}/people/ (${slugs.join(', ') || 'none yet'}), who leads this service`);
    } else if (file.raw.draft === true && !service.data.draft) {
      at(service, ['lead'], `"${lead}" is still a draft (${file.file}), so the published page would name nobody: publish the person, or name another lead`);
    }
    const listed = people.filter(visibleTo(service)).length;
    const { to } = service.data.engagement.engineers;
    if (to > listed) at(service, ['engagement', 'engineers', 'to'], `says a team of up to ${to} of our engineers, but content/${defaultLang}/people/ lists ${listed}`);
  }

  const services = of('services');
  if (services.length > 0 && !of('consultation-types').some((t) => t.slug === entryOfferSlug)) {
    const service = services[0]!;
    at(service, ['engagement'], `every engagement starts with the Architecture Review, content/${defaultLang}/consultation-types/${entryOfferSlug}.mdx, which is missing`);
  }

  // Every page's footer links /privacy, which shows this one entry.
  if (!of('privacy').some((n) => n.slug === privacyNoticeSlug)) {
    problems.push({ file: `content/${defaultLang}/privacy/${privacyNoticeSlug}.mdx`, line: 1, field: 'privacy', message: 'the privacy notice is missing: every page\'s footer links /privacy, which shows it (CONTENT.md, "Owner\'s facts")' });
  }

  const organisation = (settings?.sameAs ?? []).map((url) => url.replace(/\/+$/, '').toLowerCase());
  people.forEach((person, index) => {
    const login = person.data.github;
    if (!login) return;
    const lower = login.toLowerCase();
    // An organisation authors no commits, so GitHub's search for its login is always empty.
    if (organisation.includes(`https://github.com/${lower}`)) {
      at(person, ['github'], `"${login}" is the organisation's GitHub profile (sameAs in content/settings.json), which authors no commits; write this person's own user login`);
    }
    const first = people.find((p) => p.data.github?.toLowerCase() === lower);
    if (first && people.indexOf(first) < index) at(person, ['github'], `"${login}" is ${first.data.name}'s login already (content/${defaultLang}/people/${first.slug}.mdx)`);
  });
  return problems;
}
