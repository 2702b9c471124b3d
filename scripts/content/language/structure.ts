// Structure in parity: a translation has the English body's skeleton. Same headings (count and
// levels) with as many paragraphs under each, lists with as many items, tables with as many rows
// and columns, code blocks in the same language and of the same length, the same images, links
// to the same pages (each in its own language's form), and as many items in the frontmatter
// lists. Each difference is reported on the translation, naming the place in the English file.
import { defaultLang, isLang, type Lang } from '../../../src/i18n/languages.ts';
import { localizePath } from '../../../src/i18n/paths.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { collections, itemFacts } from '../../../src/content/schemas.ts';
import type { SourceFile } from '../../../src/content/sourceFiles.ts';
import { languageCheck } from './check-units.ts';
import { isEntry, type EntryFile } from './content-files.ts';
import { languageNames, plural } from './english.ts';
import { linkLang, neutralTarget, skeleton, type CodeShape, type Heading, type ListShape, type Placed, type Section, type Skeleton, type TableShape, type Target } from './skeleton.ts';

/** How two sequences of one kind differ: their counts first, then each pair's shape. */
interface Kind<T extends Placed> {
  /** "heading" */
  name: string;
  /** A part in a few words: `"## Results"`, "a list of 4 items". */
  describe: (part: T) => string;
  /** What differs between a pair, with `there` to name the English place; none when alike. */
  compare: (here: T, there: T, at: string) => string[];
}

function compareParts<T extends Placed>(kind: Kind<T>, here: T[], there: T[], sourceFile: string, fallbackLine: number): { line: number; message: string }[] {
  const at = (part: T) => `${sourceFile}:${part.line}`;
  if (here.length === there.length) {
    return here.flatMap((part, i) => kind.compare(part, there[i]!, at(there[i]!)).map((message) => ({ line: part.line, message })));
  }
  // Counts differ: point at the first pair that is not alike, in both files.
  let i = 0;
  while (i < Math.min(here.length, there.length) && kind.compare(here[i]!, there[i]!, '').length === 0) i++;
  const mine = here[i];
  const theirs = there[i];
  const counts = `${plural(here.length, kind.name)} here, ${there.length} in ${sourceFile}`;
  if (mine && theirs) {
    return [{ line: mine.line, message: `${counts}; the first that differs: ${kind.describe(mine)} here, ${kind.describe(theirs)} at ${at(theirs)}` }];
  }
  if (theirs) {
    // This file has fewer: the English one has no match after the last one here.
    const last = here[here.length - 1];
    const after = last ? `, the one after ${kind.describe(last)} (line ${last.line})` : '';
    return [{ line: last?.line ?? fallbackLine, message: `${counts}; nothing here matches ${kind.describe(theirs)} at ${at(theirs)}${after}` }];
  }
  const last = there[there.length - 1];
  const after = last ? `, the last there being ${kind.describe(last)} at ${at(last)}` : '';
  return [{ line: mine!.line, message: `${counts}; ${kind.describe(mine!)} here has no match there${after}` }];
}

const headingKind: Kind<Heading> = {
  name: 'heading',
  describe: (h) => `"${'#'.repeat(h.depth)} ${h.text}"`,
  compare: (h, e, at) => (h.depth === e.depth ? [] : [`heading "${h.text}" is level ${h.depth}, level ${e.depth} in ${at}`]),
};

const listKind: Kind<ListShape> = {
  name: 'list',
  describe: (l) => `a ${l.ordered ? 'numbered' : 'bulleted'} list of ${plural(l.items, 'item')}`,
  compare: (l, e, at) => [
    ...(l.items === e.items ? [] : [`${plural(l.items, 'item')} in this list, ${e.items} in ${at}`]),
    ...(l.ordered === e.ordered ? [] : [`this list is ${l.ordered ? 'numbered' : 'bulleted'}, ${e.ordered ? 'numbered' : 'bulleted'} in ${at}`]),
  ],
};

const tableKind: Kind<TableShape> = {
  name: 'table',
  describe: (t) => `a table of ${plural(t.rows, 'row')} and ${plural(t.columns, 'column')}`,
  compare: (t, e, at) => [
    ...(t.rows === e.rows ? [] : [`${plural(t.rows, 'row')} in this table (header included), ${e.rows} in ${at}`]),
    ...(t.columns === e.columns ? [] : [`${plural(t.columns, 'column')} in this table, ${e.columns} in ${at}`]),
  ],
};

const codeName = (lang: string) => (lang ? `"${lang}"` : 'no language');
const codeKind: Kind<CodeShape> = {
  name: 'code block',
  describe: (c) => `a code block in ${codeName(c.lang)} of ${plural(c.lines, 'line')}`,
  compare: (c, e, at) => [
    ...(c.lang === e.lang ? [] : [`code block in ${codeName(c.lang)}, in ${codeName(e.lang)} at ${at}`]),
    ...(c.lines === e.lines ? [] : [`code block of ${plural(c.lines, 'line')}, ${e.lines} at ${at} (translate comments, keep the lines)`]),
  ],
};

const imageKind: Kind<Target> = {
  name: 'image',
  describe: (image) => `the image ${image.target}`,
  compare: (image, e, at) => (image.target === e.target ? [] : [`image ${image.target}, ${e.target} at ${at}`]),
};

/** Paragraphs per section, once the headings agree: a dropped paragraph shows here. */
function paragraphProblems(here: Section[], there: Section[], sourceFile: string): { line: number; message: string }[] {
  if (here.length !== there.length) return [];
  const where = (section: Section) => (section.heading ? `under "${section.heading.text}"` : 'before the first heading');
  return here.flatMap((section, i) => {
    const twin = there[i]!;
    if (section.paragraphs === twin.paragraphs) return [];
    return [{ line: section.line || 1, message: `${plural(section.paragraphs, 'paragraph')} ${where(section)}, ${twin.paragraphs} ${where(twin)} at ${sourceFile}:${twin.line || 1}` }];
  });
}

/** Links compare as a set of pages: a sentence may move its link when translated. */
function linkProblems(here: Target[], there: Target[], sourceFile: string, fallbackLine: number): { line: number; message: string }[] {
  const problems: { line: number; message: string }[] = [];
  const remaining = here.map((link) => neutralTarget(link.target));
  const unmatched: Target[] = [];
  for (const link of there) {
    const i = remaining.indexOf(neutralTarget(link.target));
    if (i >= 0) remaining[i] = '\0';
    else unmatched.push(link);
  }
  // A translated #section ("#come-abbiamo-misurato" for "#how-we-measured"): one problem, with the anchor to write.
  const translatedAnchors = new Map<number, Target>();
  here.forEach((link, i) => {
    if (remaining[i] === '\0') return;
    const twin = unmatched.find((t) => !translatedAnchors.has(unmatched.indexOf(t)) && anchorOf(t.target) !== undefined && anchorOf(link.target) !== undefined && pageOf(t.target) === pageOf(link.target));
    if (twin) translatedAnchors.set(unmatched.indexOf(twin), link);
  });
  unmatched.forEach((link, j) => {
    const translated = translatedAnchors.get(j);
    if (translated) {
      const write = `${translated.target.slice(0, translated.target.indexOf('#'))}#${anchorOf(link.target)}`;
      problems.push({ line: translated.line, message: `links to ${translated.target}, but a section's anchor is the same in both languages${anchorOf(link.target) === 'how-we-measured' ? ' (the "How we measured" section is #how-we-measured in English and Italian)' : ''}: write ${write}, as ${sourceFile}:${link.line} has` });
      return;
    }
    const near = here[there.indexOf(link)] ?? here[here.length - 1];
    problems.push({ line: near?.line ?? fallbackLine, message: `no link to ${link.target} here, as ${sourceFile}:${link.line} has` });
  });
  const paired = new Set(translatedAnchors.values());
  here.forEach((link, i) => {
    if (remaining[i] !== '\0' && !paired.has(link)) problems.push({ line: link.line, message: `links to ${link.target}, which ${sourceFile} does not link to` });
  });
  return problems;
}

/** The #section of a link ("how-we-measured"), or undefined. */
const anchorOf = (target: string): string | undefined => /#(.+)$/.exec(target)?.[1];
/** The page a link names, in no language ("" for a #section of this page). */
const pageOf = (target: string): string => neutralTarget(target).replace(/[#?].*$/, '');

/** A site link written for the other language: "/services" in an Italian file. */
function wrongLanguageLinks(links: Target[], lang: Lang): { line: number; message: string }[] {
  return links.flatMap((link) => {
    const target = linkLang(link.target);
    if (!target || target === lang) return [];
    const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(neutralTarget(link.target)) ?? [];
    return [{ line: link.line, message: `links to ${link.target}, the page in ${languageNames[target]}; write ${localizePath(pathname, lang)}${rest}` }];
  });
}

/** Translatable frontmatter lists (features) with as many items as in English; lists with facts in their items (results) are the loader's to compare. */
function fieldListProblems(translation: SourceFile, source: SourceFile): Problem[] {
  const neutral: readonly string[] = collections[translation.collection].neutral;
  const withFacts = itemFacts(translation.collection);
  return Object.entries(translation.raw).flatMap(([field, value]): Problem[] => {
    const english = source.raw[field];
    if (neutral.includes(field) || field in withFacts || !Array.isArray(value) || !Array.isArray(english) || value.length === english.length) return [];
    const message = `${plural(value.length, 'item')} here, ${english.length} in ${source.file}:${source.lineOf([field])}`;
    return [{ file: translation.file, line: translation.lineOf([field]), field, message }];
  });
}

/** An entry as structure compares it: as the loader reads it, and its body's skeleton (none when the frontmatter is broken or the MDX does not parse). */
interface Compared {
  file: SourceFile;
  skeleton: Skeleton | undefined;
}

function compared(entry: EntryFile): Compared {
  const file = entry.source();
  const root = file.broken ? undefined : entry.tree();
  return { file, skeleton: root && skeleton(root) };
}

/** The differences between a translation's structure and its English file's. */
function compareStructure({ file: translation, skeleton: a }: Compared, { file: source, skeleton: b }: Compared): Problem[] {
  if (translation.broken || source.broken) return [];
  const problems = fieldListProblems(translation, source);
  if (!a || !b) return problems; // the build reports MDX that does not parse
  const line = translation.bodyLine;
  const found = [
    ...compareParts(headingKind, a.headings, b.headings, source.file, line),
    ...(a.headings.length === b.headings.length ? paragraphProblems(a.sections, b.sections, source.file) : []),
    ...compareParts(listKind, a.lists, b.lists, source.file, line),
    ...compareParts(tableKind, a.tables, b.tables, source.file, line),
    ...compareParts(codeKind, a.code, b.code, source.file, line),
    ...compareParts(imageKind, a.images, b.images, source.file, line),
    ...linkProblems(a.links, b.links, source.file, line),
    ...(isLang(translation.lang) ? wrongLanguageLinks(a.links, translation.lang) : []),
  ];
  return [...problems, ...found.map(({ line: at, message }) => ({ file: translation.file, line: at, field: 'body', message }))];
}

/** English files linking to a page in another language are wrong too. */
function sourceLinkProblems({ file: source, skeleton: s }: Compared): Problem[] {
  if (!s) return [];
  return wrongLanguageLinks(s.links, source.lang).map(({ line, message }) => ({ file: source.file, line, field: 'body', message }));
}

export const structureCheck = languageCheck({
  name: 'structure',
  shared: {},
  // An English entry with its translations; a file with no twin is left to the loader, which reports it.
  units: (content) => content.groups.flatMap((group) => {
    const [source, ...translations] = group;
    return source?.kind === 'entry' && source.lang === defaultLang && translations.length > 0 ? [{ id: source.file, files: group }] : [];
  }),
  start: () => ({
    check: (unit) => {
      const [source, ...translations] = unit.files.filter(isEntry);
      if (!source) return [];
      const english = compared(source);
      return [...sourceLinkProblems(english), ...translations.flatMap((translation) => compareStructure(compared(translation), english))];
    },
  }),
});
