import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, font, layout, radius, space, text } from '../theme/tokens.ts';
import { bulletItem, bulletList } from './FeatureList.tsx';

// Styles for Markdown written by consultants: headings, lists, tables and code highlighted at
// build time (rehype-highlight's hljs-* classes; colours from the theme, so dark mode works).
const style = css({
  maxWidth: layout.readingWidth, fontSize: text.md,
  '& > * + *': { marginTop: '1.1em' },
  h2: { fontSize: text.xl, marginTop: '2em' },
  h3: { fontSize: text.lg, marginTop: '1.6em' },
  // One bullet across the site: the small square of FeatureList (a record in the log), drawn the
  // same way and at the same hanging indent, so a Markdown list and a FeatureList under it line up.
  'ul, ol': { paddingLeft: '1.4rem', display: 'grid', gap: '0.4em' },
  ul: bulletList,
  'ul > li': bulletItem,
  'li::marker': { color: color.accent },
  strong: { fontWeight: 700 },
  img: { width: '100%', height: 'auto', borderRadius: radius.md, border: `1px solid ${color.border}`, background: color.surface },
  '.full-size': { display: 'block', width: 'fit-content', marginTop: space.xs, fontSize: text.sm },
  '.table-scroll': { overflowX: 'auto', maxWidth: '100%', borderRadius: radius.sm },
  table: { borderCollapse: 'collapse', fontSize: text.sm, minWidth: '100%' },
  'th, td': { padding: '0.5rem 0.625rem', borderBottom: `1px solid ${color.border}`, textAlign: 'left', verticalAlign: 'top' },
  th: { fontWeight: 700, background: color.surface },
  code: { fontFamily: font.mono, fontSize: '0.9em' },
  ':not(pre) > code': { padding: '0.1em 0.35em', borderRadius: radius.sm, background: color.surface, border: `1px solid ${color.border}` },
  pre: {
    overflowX: 'auto', padding: space.lg, borderRadius: radius.md, background: '#0d1726', color: '#e7edf5',
    fontSize: text.xs, lineHeight: 1.6, border: `1px solid ${color.border}`,
  },
  '.hljs-keyword, .hljs-built_in, .hljs-meta': { color: '#ff9ac1' },
  '.hljs-string, .hljs-regexp': { color: '#a5e3a0' },
  '.hljs-number, .hljs-literal': { color: '#f6c177' },
  '.hljs-comment': { color: '#9aa9bd', fontStyle: 'italic' },
  '.hljs-title, .hljs-title.function_, .hljs-attr, .hljs-type': { color: '#8ab4ff' },
  '.hljs-variable, .hljs-params, .hljs-symbol': { color: '#e7edf5' },
  // On paper the story takes the page's whole width, and a diagram a little less, so it fits
  // beside the text more often than it leaves a page half empty.
  '@media print': { maxWidth: 'none', h2: { marginTop: '1.5em' }, '& > h2:first-child': { marginTop: 0 }, img: { width: '85%', marginInline: 'auto' } },
});

export function Prose({ children }: { children: ReactNode }) {
  return <div css={style}>{children}</div>;
}
