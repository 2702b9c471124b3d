// What the site says about its people, worked out from the people collection: who holds a role in
// which repository, their GitHub logins, where they work from and which languages they speak.
// Pure, so the pages, the JSON-LD and the content check agree.
import type { projectRoles } from './schemas.ts';
import { displayNames } from '../i18n/intl.ts';

export type ProjectRole = (typeof projectRoles)[number];

export interface PersonFacts {
  slug: string;
  data: {
    name: string;
    location: string;
    languages: readonly string[];
    projects?: readonly { project: string; repository: string; role: ProjectRole }[];
    github?: string;
    draft?: boolean;
  };
}

const sameRepository = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The people with a role in `repository` ("owner/name"), each with that role, in the people's order. */
export function peopleOn<P extends PersonFacts>(repository: string, people: readonly P[]): { person: P; role: ProjectRole }[] {
  return people.flatMap((person) => (person.data.projects ?? []).filter((p) => sameRepository(p.repository, repository)).map((p) => ({ person, role: p.role })));
}

/** The GitHub logins of the people with a role in `repository`: the commit searches behind its count. */
export function githubLoginsOn(repository: string, people: readonly PersonFacts[]): string[] {
  return [...new Set(peopleOn(repository, people).flatMap(({ person }) => (person.data.github ? [person.data.github] : [])))];
}

/** Every value once, in the order first met: the places people work from, the languages they speak. */
const distinct = (values: readonly string[]) => [...new Set(values)];
export const workplaces = (people: readonly PersonFacts[]) => distinct(people.map((p) => p.data.location));
export const spokenLanguages = (people: readonly PersonFacts[]) => distinct(people.flatMap((p) => p.data.languages));

/** A language code in words, in the page's language: "it" -> "Italian" / "italiano". */
export function languageName(code: string, lang: string): string {
  return displayNames(lang, 'language').of(code) ?? code;
}
