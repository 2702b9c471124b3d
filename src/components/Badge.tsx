import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, radius, text } from '../theme/tokens.ts';

export type BadgeTone = 'accent' | 'success' | 'warning' | 'neutral';

const base = css({
  display: 'inline-flex', alignItems: 'center', gap: '0.375rem', padding: '0.25rem 0.625rem', borderRadius: radius.pill,
  fontSize: text.xs, fontWeight: 600, lineHeight: 1.3, whiteSpace: 'nowrap',
});
const tones: Record<BadgeTone, ReturnType<typeof css>> = {
  accent: css({ background: color.accentSoft, color: color.accentText }),
  success: css({ background: color.successSoft, color: color.success }),
  warning: css({ background: color.warningSoft, color: color.warning }),
  neutral: css({ background: color.surface, color: color.muted, border: `1px solid ${color.border}` }),
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span css={[base, tones[tone]]}>{children}</span>;
}
