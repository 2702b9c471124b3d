import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { space } from '../theme/tokens';

const style = css({ display: 'inline-flex', alignItems: 'center', gap: space.xs, marginTop: space.xl, fontWeight: 650, minHeight: '2.75rem' });
const arrow = css({ width: '1rem', height: '1rem' });

/** "See more →": the link under a section that leads to the page with the whole story. Screen only. */
export function MoreLink({ href, children }: { href: string; children: string }) {
  return (
    <a css={style} href={href} className="no-print">
      {children}
      <ArrowRight css={arrow} aria-hidden="true" focusable="false" />
    </a>
  );
}
