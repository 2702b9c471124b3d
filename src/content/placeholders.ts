// The templates of `npm run new:*` mark what is left to write with "TODO". Every one left is a
// problem of its own, in every entry and in ui.json, found here and nowhere else: not by the
// spelling check, whose accepted words (a person's name, "TODO: First Last" in the template, and
// each part of it) once hid them all. The loader reports them, so the build refuses a published
// entry that still has one.
import { linesOutsideFences } from './fences.ts';
import type { Problem } from './problems.ts';
import { stringsIn, type SourceFile, type UiSource } from './sourceFiles.ts';

const placeholder = /\bTODO\b/g;
const hasPlaceholder = (text: string) => /\bTODO\b/.test(text);

export const placeholderMessage = '"TODO" is a placeholder: write the text it stands for';

/** The columns (from 1) of each placeholder in a line of text. */
const columnsIn = (line: string): number[] => [...line.matchAll(placeholder)].map((m) => m.index + 1);

/** The line's text with its inline code blanked: `TODO` in backticks is an example, not a placeholder. */
const withoutCode = (line: string) => line.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));

/** The first placeholder of a frontmatter value, from its first line on: the line and column as the file has them. */
function placeIn(lines: readonly string[], from: number): { line: number; column?: number } {
  for (let i = from - 1; i < lines.length && i >= 0; i++) {
    const [column] = columnsIn(lines[i]!);
    if (column !== undefined) return { line: i + 1, column };
    if (i > from - 1 && lines[i] === '---') break;
  }
  return { line: from };
}

/** Each placeholder of an entry: one per frontmatter field that holds any, one per place in the body (code aside). */
export function placeholderProblems(file: SourceFile): Problem[] {
  const lines = file.text.split(/\r?\n/);
  const problems: Problem[] = [];
  for (const [at, value] of stringsIn(file.raw)) {
    if (!hasPlaceholder(value)) continue;
    problems.push({ file: file.file, ...placeIn(lines, file.lineOf(at)), field: at.map(String).join('.'), message: placeholderMessage });
  }
  for (const { line, index } of linesOutsideFences(file.body)) {
    for (const column of columnsIn(withoutCode(line))) problems.push({ file: file.file, line: file.bodyLine + index, column, field: 'body', message: placeholderMessage });
  }
  return problems;
}

/**
 * The placeholders of an entry as every tool reports them: problems in a published entry (the build
 * refuses it), warnings in a draft, whose writer is still at it: a scaffolded draft left as it was
 * made must not fail everyone's check:content (it once did, with 28 problems the build only warned of).
 */
export function entryPlaceholders(file: SourceFile): Problem[] {
  const found = placeholderProblems(file);
  return file.raw.draft === true ? found.map((p): Problem => ({ ...p, severity: 'warning' })) : found;
}

/** Each placeholder of an interface string, at its key's line. */
export function uiPlaceholderProblems(ui: UiSource): Problem[] {
  const lines = ui.text.split(/\r?\n/);
  return ui.entries.filter(({ value }) => hasPlaceholder(value)).map(({ key, line }) => {
    const [column] = columnsIn(lines[line - 1] ?? '');
    return { file: ui.file, line, ...(column ? { column } : {}), field: key, message: placeholderMessage };
  });
}
