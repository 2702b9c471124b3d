// MDX that does not compile ("{" or "<" in a sentence, code MDX would run), found where the
// language checks run without the loader (the review, the build's warnings, the dev server's
// terminal), in the loader's words: both take them from src/content/mdxSyntax.ts.
import { mdxProblems } from '../../../src/content/mdxSyntax.ts';
import { languageCheck } from './check-units.ts';
import { isEntry } from './content-files.ts';

export const mdxCheck = languageCheck({
  name: 'MDX',
  shared: {},
  units: (content) => content.entries.map((entry) => ({ id: entry.file, files: [entry] })),
  start: () => ({
    check: (unit) =>
      unit.files.filter(isEntry).flatMap((entry) => {
        // A frontmatter that does not parse is the loader's one problem for this file.
        const file = entry.source();
        return file.broken ? [] : mdxProblems(file.body, file.bodyLine, file.file);
      }),
  }),
});
