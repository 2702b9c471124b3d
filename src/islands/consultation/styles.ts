import { css } from '@emotion/react';
import { color, media, radius, space, text } from '../../theme/tokens.ts';

export const panel = css({
  display: 'grid', gap: space.md, padding: space.lg,
  background: color.surfaceRaised, border: `1px solid ${color.border}`, borderRadius: radius.lg,
});
export const recipientNote = css({
  display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.md}`, alignItems: 'center',
  padding: `${space.sm} ${space.md}`, borderRadius: radius.md, background: color.surface, fontSize: text.sm,
  a: { fontWeight: 700, wordBreak: 'break-word' },
});
export const form = css({ display: 'grid', gap: space.lg });
export const fields = css({ display: 'grid', gap: space.lg, [media.sm]: { gridTemplateColumns: '1fr 1fr' } });
export const wide = css({ [media.sm]: { gridColumn: '1 / -1' } });
export const field = css({ display: 'grid', gap: space.xs, alignContent: 'start' });
export const label = css({ fontWeight: 600, fontSize: text.sm });
export const hint = css({ color: color.muted, fontSize: text.xs });
/** The form's own note on what is required: a line, not a paragraph. */
export const requiredMark = css({ color: color.warning, marginLeft: '0.125rem' });
export const control = css({
  width: '100%', minHeight: '2.875rem', padding: '0.625rem 0.75rem', font: 'inherit', fontSize: text.md,
  color: color.text, background: color.bg, border: `1px solid ${color.muted}`, borderRadius: radius.sm,
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '1px', borderColor: color.focus },
  '&:user-invalid': { borderColor: color.warning, borderWidth: '2px' },
  // A select as tall as a text field (browsers size it from its font otherwise).
  '&:is(input, select)': { height: '3rem' },
});
export const textarea = css({ minHeight: '9rem', resize: 'vertical', lineHeight: 1.5 });
export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });
export const button = css({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: space.sm, minHeight: '3rem',
  padding: `0 ${space.lg}`, borderRadius: radius.md, font: 'inherit', fontWeight: 650, cursor: 'pointer', textDecoration: 'none',
  // On the narrowest phones a long label wraps: keep its lines centred in the pill.
  textAlign: 'center',
  border: '2px solid transparent',
});
export const primary = css({ background: color.accent, color: color.onAccent, '&:hover': { background: color.text, color: color.bg } });
export const secondary = css({ background: 'transparent', borderColor: color.borderStrong, color: color.text, '&:hover': { background: color.text, color: color.bg } });
export const icon = css({ width: '1.1rem', height: '1.1rem' });
export const heading = css({ fontSize: text.xl, outline: 'none' });
export const muted = css({ color: color.muted });
export const message = css({
  width: '100%', minHeight: '14rem', padding: space.md, font: 'inherit', fontSize: text.sm, lineHeight: 1.5,
  color: color.text, background: color.surface, border: `1px solid ${color.border}`, borderRadius: radius.md, resize: 'vertical',
});
export const headers = css({
  display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${space.xs} ${space.md}`, margin: 0, fontSize: text.sm,
  dt: { fontWeight: 700, color: color.muted }, dd: { margin: 0, wordBreak: 'break-word' },
});
export const webmail = css({ display: 'grid', gap: space.sm, p: { fontSize: text.sm, color: color.muted } });
export const warning = css({
  padding: `${space.md} ${space.lg}`, borderRadius: radius.md, background: color.warningSoft, color: color.text,
  borderLeft: `4px solid ${color.warning}`, fontSize: text.sm,
});
