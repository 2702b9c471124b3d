// Markdown's fenced code blocks (``` or ~~~) hold examples, not content: a link or a placeholder
// written there is shown as code. The line scans that look for either (links.ts, placeholders.ts)
// skip them with this one function.

/** Each line of a Markdown text outside fenced code blocks, with its index (from 0) in the text. */
export function linesOutsideFences(text: string): { line: string; index: number }[] {
  const found: { line: string; index: number }[] = [];
  let fence: string | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (!fence) found.push({ line, index });
  });
  return found;
}
