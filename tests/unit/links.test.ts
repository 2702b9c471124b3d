import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linesOutsideFences } from '../../src/content/fences.ts';
import { isKnownPath, linksInMarkdown, linksInText, pagePathOf, sitePaths } from '../../src/content/links.ts';
import { formatProblems, readContent } from '../../src/content/read.ts';
import { caseStudySlugs, knownPaths, pageFiles } from '../../scripts/content/check/site-paths.ts';
import { tempContent, type TempContent } from './helpers/temp-content.ts';

describe('the pages of the site', () => {
  it('names each route file the way vite-plugin-pages does, skipping dynamic ones', () => {
    expect(pagePathOf('index.tsx')).toBe('/');
    expect(pagePathOf('services.tsx')).toBe('/services');
    expect(pagePathOf('services/index.tsx')).toBe('/services');
    expect(pagePathOf('case-studies/[...list].tsx')).toBeUndefined();
    expect(pagePathOf('case-studies/index.tsx')).toBe('/case-studies');
    expect(pagePathOf('case-studies/[slug].tsx')).toBeUndefined();
    expect(pagePathOf('[...all].tsx')).toBeUndefined();
  });

  it('lists every page of src/pages and every case study, in both languages', () => {
    const paths = knownPaths({ root: path.resolve('.'), contentDir: path.resolve('content'), includeDrafts: false });
    for (const p of ['/', '/services', '/services/flink', '/open-source', '/contributions', '/consultation', '/case-studies', '/case-studies/payments-fraud-detection']) {
      expect(paths).toContain(p);
      expect(paths).toContain(p === '/' ? '/it' : `/it${p}`);
    }
    expect(pageFiles(path.resolve('src/pages'))).toContain('case-studies/[slug].tsx');
    expect([...paths].some((p) => p.includes('['))).toBe(false);
  });

  it('adds the language prefix to every path', () => {
    const caseStudies = [{ slug: 'x', technologies: ['Apache Kafka'], industry: 'Retail' }];
    expect([...sitePaths(['index.tsx', 'services/index.tsx'], { serviceSlugs: ['kafka'], caseStudies })].sort()).toEqual(
      ['/', '/case-studies', '/case-studies/x', '/it', '/it/case-studies', '/it/case-studies/x', '/it/services', '/it/services/kafka', '/services', '/services/kafka'],
    );
  });
});

describe('finding internal links', () => {
  it('finds Markdown links, reference definitions and hrefs, with their lines', () => {
    const text = ['Intro [a](/services) and ![img](/logo.png).', '', '<a href="/it/services">x</a> <Link href={"/contributions"} />', '[ref]: /case-studies', 'External [b](https://example.com) and [c](//cdn.example) and [d](#top).'].join('\n');
    expect(linksInMarkdown(text, 10)).toEqual([
      { line: 10, target: '/services' },
      { line: 10, target: '/logo.png' },
      { line: 12, target: '/it/services' },
      { line: 12, target: '/contributions' },
      { line: 13, target: '/case-studies' },
    ]);
  });

  it('ignores code blocks and inline code', () => {
    const text = ['```md', '[a](/nope)', '```', 'Write `[x](/nope)` to link.', '~~~', 'href="/nope"', '~~~', '[ok](/services)'].join('\n');
    expect(linksInMarkdown(text).map((l) => l.target)).toEqual(['/services']);
  });

  // One scan of fenced code serves the links and the placeholders (placeholders.ts): they once had a copy each.
  it('skips fenced code as the placeholder check does: ``` or ~~~, closed by a fence as long or longer, CRLF too', () => {
    const text = ['a', '```', 'b', '~~~', 'c', '```', 'd', '~~~~', 'e', '~~~', 'f', '~~~~', 'g'].join('\r\n');
    expect(linesOutsideFences(text)).toEqual([{ line: 'a', index: 0 }, { line: 'd', index: 6 }, { line: 'g', index: 12 }]);
    expect(linksInMarkdown(text.replace(/^([a-g])$/gm, '[$1](/$1)'), 5).map((l) => `${l.line} ${l.target}`)).toEqual(['5 /a', '11 /d', '17 /g']);
  });

  it('finds a frontmatter value that is a path, or Markdown links in it', () => {
    expect(linksInText('/services')).toEqual(['/services']);
    expect(linksInText('See [the list](/case-studies) for more')).toEqual(['/case-studies']);
    expect(linksInText('2-4 hours / half a day')).toEqual([]);
  });

  it('ignores the fragment and the query', () => {
    const known = new Set(['/', '/services']);
    expect(isKnownPath('/services#kafka', known)).toBe(true);
    expect(isKnownPath('/#contact', known)).toBe(true);
    expect(isKnownPath('/services?x=1', known)).toBe(true);
    expect(isKnownPath('/services/', known)).toBe(false);
  });
});

describe('broken internal links in content', () => {
  let content: TempContent | undefined;
  afterEach(() => {
    content?.remove();
    content = undefined;
  });

  const problemsOf = (dir: string) =>
    formatProblems(readContent(dir, { includeDrafts: true, knownPaths: knownPaths({ root: path.resolve('.'), contentDir: dir, includeDrafts: false }) }).problems);

  it('reports a link in a body to a page that does not exist, on its line', () => {
    content = tempContent();
    content.edit('en/services/kafka.mdx', (t) => `${t}\nRead [a case study](/case-studies/payments-fraud-detection#results), [ours](/it/services) and [this](/nope).\n`);
    const lines = problemsOf(content.dir).split('\n');
    expect(lines).toEqual([expect.stringMatching(/^content\/en\/services\/kafka\.mdx:\d+ body: links to \/nope, which is not a page of the site$/)]);
    const line = Number(/:(\d+) /.exec(lines[0]!)![1]);
    expect(readFileSync(path.join(content.dir, 'en/services/kafka.mdx'), 'utf8').split('\n')[line - 1]).toContain('(/nope)');
  });

  it('reports a link in frontmatter text under its field', () => {
    content = tempContent();
    const file = 'it/case-studies/payments-fraud-detection.mdx';
    content.edit(file, (t) => t.replace(/^( {4}basis: ".*)"$/m, '$1 Vedi [il servizio](/it/servizi)."'));
    const line = readFileSync(path.join(content.dir, file), 'utf8').split('\n').findIndex((l) => l.includes('(/it/servizi)')) + 1;
    expect(problemsOf(content.dir)).toBe(`content/${file}:${line} results.0.basis: links to /it/servizi, which is not a page of the site`);
  });

  it('counts a draft case study as a page only while drafts are shown', () => {
    content = tempContent();
    for (const lang of ['en', 'it']) content.edit(`${lang}/case-studies/retail-inventory-streaming.mdx`, (t) => t.replace('published: "2025-06-10"', 'published: "2025-06-10"\ndraft: true'));
    expect(caseStudySlugs(content.dir, false)).not.toContain('retail-inventory-streaming');
    expect(caseStudySlugs(content.dir, true)).toContain('retail-inventory-streaming');
  });
});
