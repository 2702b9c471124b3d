import { css } from '@emotion/react';
import { space } from '../theme/tokens';
import { ArrowLabel } from './ArrowLabel.tsx';

const style = css({ display: 'inline-flex', alignItems: 'center', marginTop: space.xl, fontWeight: 650, minHeight: '2.75rem' });

/** "See more →": the link under a section that leads to the page with the whole story. Screen only. */
export function MoreLink({ href, children }: { href: string; children: string }) {
  return (
    <a css={style} href={href} className="no-print">
      <ArrowLabel>{children}</ArrowLabel>
    </a>
  );
}
