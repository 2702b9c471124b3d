import type { ComponentProps } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { Translate } from '../i18n/translate.ts';

type ImageProps = ComponentProps<'img'> & { 'data-full-size'?: string };

// Code blocks and tables may scroll sideways on a phone: a scrollable region must be
// reachable by keyboard (WCAG 2.1.1), so each gets a tab stop (and the table a name).
// An image shrunk to the reading column (content-images.ts marks it) is followed by a link to
// its largest variant: a diagram's labels are too small to read on a phone without zooming.
const wideImageSizes = '(min-width: 76rem) 72rem, calc(100vw - 2rem)';

export function mdxComponents(t: Translate, { wideImages = false } = {}): MDXComponents {
  return {
    pre: (props) => <pre tabIndex={0} {...props} />,
    table: (props) => (
      <section tabIndex={0} aria-label={t('prose.table')} className="table-scroll">
        <table {...props} />
      </section>
    ),
    img: ({ 'data-full-size': fullSize, ...props }: ImageProps) => (
      <>
        {/* A story's images are set as wide as the page (StoryLayout): the browser picks the larger file. */}
        <img {...props} sizes={wideImages ? wideImageSizes : props.sizes} />
        {fullSize && (
          <a className="full-size no-print" href={fullSize}>
            {t('prose.fullSize')}
          </a>
        )}
      </>
    ),
  };
}
