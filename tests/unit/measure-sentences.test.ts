// The sentence measurement of the built site (scripts/measure/sentences.ts): what it counts as the
// visible prose of a page, and the figures it prints.
import { describe, expect, it } from 'vitest';
import { pageSentences, summary } from '../../scripts/measure/sentences.ts';

const page = (lang: string, main: string) => `<!doctype html><html lang="${lang}"><head><title>x</title></head><body><nav><p>Menu text that is not prose at all, however long it is.</p></nav><main>${main}</main><footer><p>Footer words.</p></footer></body></html>`;

describe('the visible prose of a built page', () => {
  it('counts paragraphs and list items of <main>, in the page language, inline code as one word', () => {
    const html = page('it', '<h1>Un titolo</h1><p>Il job legge <code>max.block.ms</code> dal producer. Poi decide.</p><ul><li>Lo score arriva in 180 ms al p99.</li></ul>');
    expect(pageSentences(html, '/it/x').map((s) => [s.lang, s.words, s.text])).toEqual([
      ['it', 6, 'Il job legge code dal producer.'],
      ['it', 2, 'Poi decide.'],
      ['it', 8, 'Lo score arriva in 180 ms al p99.'],
    ]);
  });

  it('leaves out navigation, code blocks, tables, quotations, headings, hidden text and labels', () => {
    const html = page('en', [
      '<p>Payments</p>',
      '<p>One sentence that counts.</p>',
      '<pre><code>SELECT a sentence that is code.</code></pre>',
      '<table><tr><td><p>A cell that is not prose.</p></td></tr></table>',
      '<blockquote><p>A quotation we do not measure.</p></blockquote>',
      '<ul><li>Apache Kafka</li><li>Flink SQL</li></ul>',
      '<p hidden>Hidden text is not read.</p><p aria-hidden="true">Nor is this one here.</p>',
    ].join(''));
    expect(pageSentences(html, '/x').map((s) => s.text)).toEqual(['One sentence that counts.']);
  });

  it('prints the figures per language with the longest sentence and its page', () => {
    const sentences = [5, 10, 29, 36, 41].map((words, i) => ({ page: `/p${i}`, lang: 'en' as const, words, text: `Sentence ${i} of ${words} words.` }));
    const lines = summary(sentences);
    expect(lines[0]).toMatch(/sentences\s+median\s+p90\s+≤28 words\s+>35 words\s+>40 words\s+longest/);
    expect(lines[1]).toMatch(/^English\s+5\s+29\s+41\s+40\.0%\s+40\.0%\s+1\s+41$/);
    expect(lines).toContain('  longest English: 41 words, /p4: "Sentence 4 of 41 words."');
  });
});
