import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { layout, space } from '../theme/tokens.ts';

const style = css({ width: '100%', maxWidth: layout.maxWidth, marginInline: 'auto', paddingInline: `clamp(${space.md}, 4vw, ${space.xl})` });

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div css={style} className={className}>{children}</div>;
}
