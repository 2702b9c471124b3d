// What a consultant reads when MDX cannot take a body: the mistake, where it is (the file's line
// and column), and the fix in their terms (\{, \<, a Markdown link, code in backticks).
import { describe, expect, it } from 'vitest';
import { mdxProblems } from '../../src/content/mdxSyntax.ts';
import { formatProblems } from '../../src/content/problems.ts';

/** The body starts on line 20 of the file, as below a frontmatter. */
const report = (body: string) => formatProblems(mdxProblems(body, 20, 'content/en/case-studies/x.mdx'));

describe('MDX a consultant wrote by mistake', () => {
  it.each([
    ['an unclosed brace', 'Intro.\n\nWe kept the {latency low.\n', '22:13 body: "{" is never closed: MDX reads { … } as code. Write \\{ for a brace in the text, or put code in backticks'],
    ['braces around words', 'We kept {latency} low.\n', '20:9 body: "{latency}": MDX reads { … } as code, which the site never runs. Write \\{ for a brace in the text, or put code in backticks'],
    ['braces that are not code', 'A map {a: 1} here.\n', '20:7 body: "{a: 1}": MDX reads { … } as code, and this is not code. Write \\{ for a brace in the text, or put code in backticks'],
    ['a less-than sign', 'La latenza resta <5 ms.\n', '20:18 body: "<5": MDX reads < as the start of a tag. Write \\< for the sign in the text (or say it in words), or put code in backticks'],
    ['an HTML tag left open', 'One line<br>and the next.\n', '20:9 body: "<br>" is not closed: MDX needs every tag closed, as <br /> or <br>…</br> in the same paragraph. Write \\< for the sign in the text (or say it in words), or put code in backticks'],
    ['an HTML comment', 'Text. <!-- to do -->\n', '20:7 body: "<!--": MDX has no HTML comments. Delete it, or write the note as {/* … */}'],
    ['a bare link in angle brackets', 'See <https://kafka.apache.org>.\n', '20:5 body: "<https://kafka.apache.org>": MDX reads < as the start of a tag. Write a link as [text](https://kafka.apache.org)'],
    ['a sentence that starts with "export"', 'Intro.\n\nexport jobs ran every night.\n', '22:1 body: a line that starts with "import" or "export" is read as code by MDX. Start the sentence with another word, or with a capital ("Export")'],
    ['a component the site does not have', 'Intro.\n\n<Chart data="lag" />\n', '22:1 body: "<Chart>" is not part of the site\'s Markdown: there is no such component. Write it in Markdown (a list, a table, an image), or put code in backticks'],
    // Closing it would only lead to the line above: the first message says there is no such component.
    ['a component the site does not have, left open', 'Intro.\n\n<Callout>Mind the lag.\n', '22:1 body: "<Callout>" is not part of the site\'s Markdown: there is no such component. Write it in Markdown (a list, a table, an image), or put code in backticks'],
    ['a component the site does not have, left open across paragraphs', 'Intro.\n\n<Callout>\nMind the lag.\n\nAnd more.\n', '22:1 body: "<Callout>" is not part of the site\'s Markdown: there is no such component. Write it in Markdown (a list, a table, an image), or put code in backticks'],
    ['a component the site does not have, written as HTML', 'Intro.\n\n<Callout type=note>Mind the lag.</Callout>\n', '22:1 body: "<Callout>" is not part of the site\'s Markdown: there is no such component. Write it in Markdown (a list, a table, an image), or put code in backticks'],
  ])('%s: one line, with the fix', (_, body, expected) => {
    expect(report(body)).toBe(`content/en/case-studies/x.mdx:${expected}`);
  });

  it('accepts what the guide allows: escaped signs, code, closed tags, comments', () => {
    expect(report('Under \\<5 ms, \\{braces\\}, `{ "key": 1 }`, <br /> and {/* a note */}.\n\n```json\n{ "unclosed": [\n```\n')).toBe('');
  });
});
