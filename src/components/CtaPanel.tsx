import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, label, radius, space, text } from '../theme/tokens.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { consultationPath, type Prefill } from './consultationLink.ts';
import { LogLanes } from './LogLanes.tsx';

// The lanes beside the words only where the panel is wide (it may share a row with the next story).
const wideEnough = '@container (min-width: 46rem)';
// On a phone the panel runs edge to edge (out of the container's padding), so the longest
// (Italian) button keeps its one line beside the panel's own padding.
const outer = css({ containerType: 'inline-size', '@media (max-width: 39.99em)': { marginInline: `calc(-1 * clamp(${space.md}, 4vw, ${space.xl}))` } });
const style = css({
  position: 'relative', overflow: 'hidden', height: '100%', padding: `clamp(${space.lg}, 4vw, ${space.xxl})`, borderRadius: radius.lg,
  '@media (max-width: 39.99em)': { borderRadius: 0, paddingInline: space.md },
  background: color.ink, color: color.onInk, display: 'grid', gap: space.md, justifyItems: 'start', alignContent: 'center',
  // The words and the actions in the first column, the lanes beside them across every row.
  [wideEnough]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)', columnGap: space.xxl, alignItems: 'center', '& > :not(svg)': { gridColumn: 1 } },
  h2: { fontSize: text.xl, color: color.onInk }, p: { color: color.onInkMuted, maxWidth: '40rem' },
});
const step = css({ ...label, color: color.signal });
const lanes = css({ display: 'none', color: color.onInk, [wideEnough]: { display: 'block', gridColumn: 2, gridRow: '1 / span 5' } });
const primary = css({ marginTop: space.xs });
const secondary = css({ color: color.onInk, display: 'inline-flex', alignItems: 'center', gap: space.xs, fontWeight: 600, minHeight: '2.75rem', whiteSpace: 'nowrap', marginTop: `-${space.sm}`, svg: { width: '1rem', height: '1rem' } });

interface Props {
  id: string;
  title: string;
  text: string;
  /** What the form is filled in with: the consultation type, the page's technology. */
  prefill?: Prefill;
  /** The button's words; "Book an Architecture Review" by default. */
  action?: string;
  /** A second, quieter way on: all case studies, the contributions... */
  more?: { href: string; label: string };
  className?: string;
}

/** The next step that ends a page: a question, a sentence, and the button to the consultation form. Screen only. */
export function CtaPanel({ id, title, text: sentence, prefill, action, more, className }: Props) {
  const { t, link } = useI18n();
  return (
    <div css={outer} className={className ? `no-print ${className}` : 'no-print'}>
    <aside css={style} aria-labelledby={id} data-next-step="">
      <p css={step}>{t('nextStep.label')}</p>
      <h2 id={id}>{title}</h2>
      <p>{sentence}</p>
      <ButtonLink css={primary} href={link(consultationPath(prefill))} variant="onDarkPrimary">
        {action ?? t('cta.bookReview')}
        <ArrowRight aria-hidden="true" focusable="false" />
      </ButtonLink>
      {more && (
        <a css={secondary} href={more.href}>
          {more.label}
          <ArrowRight aria-hidden="true" focusable="false" />
        </a>
      )}
      <LogLanes css={lanes} cells={11} lanes={[{ written: 11, read: 7 }, { written: 9, read: 8 }, { written: 10, read: 5 }]} />
    </aside>
    </div>
  );
}
