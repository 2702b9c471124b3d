// Design tokens. Colours are CSS custom properties so that light and dark schemes swap in CSS
// alone (no script, no flash); everything else is a plain constant.
export const color = {
  bg: 'var(--c-bg)',
  surface: 'var(--c-surface)',
  surfaceRaised: 'var(--c-surface-raised)',
  text: 'var(--c-text)',
  muted: 'var(--c-muted)',
  border: 'var(--c-border)',
  accent: 'var(--c-accent)',
  accentText: 'var(--c-accent-text)',
  accentSoft: 'var(--c-accent-soft)',
  onAccent: 'var(--c-on-accent)',
  focus: 'var(--c-focus)',
  heroBg: 'var(--c-hero-bg)',
  heroText: 'var(--c-hero-text)',
  heroMuted: 'var(--c-hero-muted)',
  success: 'var(--c-success)',
  successSoft: 'var(--c-success-soft)',
  warning: 'var(--c-warning)',
  warningSoft: 'var(--c-warning-soft)',
} as const;

/** Values behind the custom properties: [light, dark]. Contrast checked against bg and surface. */
export const palette: Record<string, readonly [string, string]> = {
  '--c-bg': ['#ffffff', '#0b1220'],
  '--c-surface': ['#f5f7fa', '#111a2c'],
  '--c-surface-raised': ['#ffffff', '#16223a'],
  '--c-text': ['#0d1726', '#e7edf5'],
  '--c-muted': ['#4a5668', '#a6b3c6'],
  '--c-border': ['#d9e0ea', '#26344f'],
  '--c-accent': ['#0c6b63', '#2fc5b3'],
  '--c-accent-text': ['#0a5c55', '#5fd8c8'],
  '--c-accent-soft': ['#e3f4f1', '#0f2f33'],
  '--c-on-accent': ['#ffffff', '#06201d'],
  '--c-focus': ['#1f5fd1', '#8ab4ff'],
  '--c-hero-bg': ['#0b1a2e', '#070d18'],
  '--c-hero-text': ['#f3f7fb', '#f3f7fb'],
  '--c-hero-muted': ['#b9c6d8', '#b9c6d8'],
  '--c-success': ['#166534', '#7ee2a1'],
  '--c-success-soft': ['#e6f5ea', '#11291b'],
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
  section: 'clamp(3rem, 8vw, 6rem)',
} as const;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Type scale (fluid between 320 px and 1280 px). */
export const text = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1.0625rem',
  lg: 'clamp(1.125rem, 1rem + 0.4vw, 1.25rem)',
  xl: 'clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem)',
  xxl: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)',
  hero: 'clamp(2.125rem, 1.5rem + 3.2vw, 3.75rem)',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;
export const shadow = {
  card: '0 1px 2px rgb(13 23 38 / 6%), 0 4px 16px rgb(13 23 38 / 6%)',
} as const;
export const layout = { maxWidth: '72rem', readingWidth: '44rem' } as const;

export const media = {
  sm: '@media (min-width: 40em)',
  md: '@media (min-width: 56em)',
  lg: '@media (min-width: 72em)',
  motion: '@media (prefers-reduced-motion: no-preference)',
} as const;
