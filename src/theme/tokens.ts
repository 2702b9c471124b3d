// Design tokens. Colours are CSS custom properties so that light and dark schemes swap in CSS
// alone (no script, no flash); everything else is a plain constant.
//
// The identity comes from the subject: a topic's log. Ink on paper, one signal colour (the
// consumer's offset: where the reader is, what to do next), monospaced figures and labels, and
// partition lanes (src/components/LogLanes.tsx) instead of decorative waves.
export const color = {
  bg: 'var(--c-bg)',
  surface: 'var(--c-surface)',
  surfaceRaised: 'var(--c-surface-raised)',
  text: 'var(--c-text)',
  muted: 'var(--c-muted)',
  border: 'var(--c-border)',
  borderStrong: 'var(--c-border-strong)',
  accent: 'var(--c-accent)',
  accentText: 'var(--c-accent-text)',
  accentSoft: 'var(--c-accent-soft)',
  onAccent: 'var(--c-on-accent)',
  focus: 'var(--c-focus)',
  ink: 'var(--c-ink)',
  inkRaised: 'var(--c-ink-raised)',
  inkLine: 'var(--c-ink-line)',
  onInk: 'var(--c-on-ink)',
  onInkMuted: 'var(--c-on-ink-muted)',
  signal: 'var(--c-signal)',
  success: 'var(--c-success)',
  successSoft: 'var(--c-success-soft)',
  warning: 'var(--c-warning)',
  warningSoft: 'var(--c-warning-soft)',
} as const;

/** Values behind the custom properties: [light, dark]. Contrast checked against bg and surface (AA for text). */
export const palette: Record<string, readonly [string, string]> = {
  '--c-bg': ['#f7f6f2', '#0d1014'],
  '--c-surface': ['#efede6', '#14181e'],
  '--c-surface-raised': ['#ffffff', '#1a1f27'],
  '--c-text': ['#12161c', '#eceae4'],
  '--c-muted': ['#4f5561', '#a9afba'],
  '--c-border': ['#dcd9cf', '#2a313c'],
  '--c-border-strong': ['#12161c', '#eceae4'],
  // The signal: an offset marker's orange. As a fill it carries ink text; as text it is darkened.
  '--c-accent': ['#ff5c1f', '#ff6d33'],
  '--c-accent-text': ['#b33d0c', '#ff9466'],
  '--c-accent-soft': ['#ffe9df', '#2b1a12'],
  '--c-on-accent': ['#12161c', '#12161c'],
  '--c-focus': ['#1f5fd1', '#8ab4ff'],
  // The ink bands (hero, contact, next steps): dark in both schemes; in the dark one raised above
  // the page, so the bands still separate the sections.
  '--c-ink': ['#12161c', '#181d25'],
  '--c-ink-raised': ['#1b2129', '#222933'],
  '--c-ink-line': ['#2f3742', '#343c48'],
  '--c-on-ink': ['#f4f2ec', '#f4f2ec'],
  '--c-on-ink-muted': ['#b4b9c2', '#b4b9c2'],
  '--c-signal': ['#ff6d33', '#ff6d33'],
  '--c-success': ['#1d6b3a', '#7ee2a1'],
  '--c-success-soft': ['#e3f2e8', '#11291b'],
  '--c-warning': ['#8a4b00', '#f6c177'],
  '--c-warning-soft': ['#fdf1e0', '#2d2111'],
};

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  section: 'clamp(3.5rem, 8vw, 6.5rem)',
} as const;

// Headings in Space Grotesk, figures and labels in JetBrains Mono (self-hosted, subset:
// fontFaces.ts); the text in the platforms' own neo-grotesques, named before system-ui, which
// on Linux is often DejaVu Sans (wide and loose). Inter was measured as the text face: LCP
// 1.47x the floor page against 1.34x for this stack (npm run audit, median of 32 pages), so the
// text costs nothing to load.
// Each webfont falls back to a face of about its width, and font-display: optional (global.ts)
// never swaps a face under the reader's eyes nor holds back the first paint.
export const font = {
  body: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", system-ui, sans-serif',
  display: '"Space Grotesk", "Helvetica Neue", Arial, system-ui, sans-serif',
  mono: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/**
 * Type scale, fluid between 320 px and 1280 px. Nothing below 14 px (xs) but legal lines; body
 * text 17 px, in cards too.
 */
export const text = {
  legal: '0.8125rem',
  xs: '0.875rem',
  sm: '0.9375rem',
  md: '1.0625rem',
  lg: 'clamp(1.125rem, 1rem + 0.4vw, 1.25rem)',
  xl: 'clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem)',
  xxl: 'clamp(1.875rem, 1.4rem + 1.9vw, 2.75rem)',
  hero: 'clamp(2.375rem, 1.5rem + 3.9vw, 4.25rem)',
  /** A figure that proves something: never under 32 px. */
  figure: 'clamp(2.25rem, 1.8rem + 1.6vw, 3.25rem)',
} as const;

/** Small caps in mono: the labels of the log (topics, offsets, industries, statuses). */
export const label = {
  fontFamily: font.mono,
  fontSize: text.xs,
  fontWeight: 500,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
} as const;

export const radius = { sm: '4px', md: '6px', lg: '10px', pill: '999px' } as const;
export const shadow = {
  card: '0 1px 0 rgb(18 22 28 / 4%)',
  raised: '0 1px 2px rgb(18 22 28 / 8%), 0 8px 24px rgb(18 22 28 / 8%)',
} as const;

/** The grid: 12 columns within 76rem, a 1.5rem gutter; text lines at most 44rem. */
export const layout = { maxWidth: '76rem', readingWidth: '44rem', columns: 12, gutter: '1.5rem' } as const;

export const media = {
  sm: '@media (min-width: 40em)',
  md: '@media (min-width: 56em)',
  lg: '@media (min-width: 72em)',
  motion: '@media (prefers-reduced-motion: no-preference)',
} as const;
