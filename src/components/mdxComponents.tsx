import type { ComponentProps } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { Translate } from '../i18n/translate.ts';

type ImageProps = ComponentProps<'img'> & { 'data-full-size'?: string };

// Code blocks and tables may scroll sideways on a phone: a scrollable region must be
// reachable by keyboard (WCAG 2.1.1), so each gets a tab stop (and the table a name).
// An image shrunk to the reading column (content-images.ts marks it) is followed by a link to
// its largest variant: a diagram's labels are too small to read on a phone without zooming.
// A story's column beside its facts (StoryLayout); on a phone the diagram keeps 50rem and scrolls.
const wideImageSizes = '(min-width: 76rem) 52rem, (min-width: 56em) calc(100vw - 24rem), 50rem';

export function mdxComponents(t: Translate, { wideImages = false } = {}): MDXComponents {
  // A story's first image is its architecture diagram, the page's main visual: loaded at once,
  // in a frame that scrolls sideways on a phone (and can be reached by keyboard to do so).
  let images = 0;
  return {
    pre: (props) => <pre tabIndex={0} {...props} />,
    table: (props) => (
      <section tabIndex={0} aria-label={t('prose.table')} className="table-scroll">
        <table {...props} />
      </section>
    ),
    img: ({ 'data-full-size': fullSize, ...props }: ImageProps) => {
      const main = wideImages && images++ === 0;
      const img = <img {...props} sizes={wideImages ? wideImageSizes : props.sizes} {...(main ? { loading: 'eager', 'data-main-visual': '' } : {})} />;
      return (
      <>
        {wideImages ? <span className="diagram" tabIndex={0} role="group" aria-label={t('prose.diagram')}>{img}</span> : img}
        {fullSize && (
          <a className="full-size no-print" href={fullSize}>
            {t('prose.fullSize')}
          </a>
        )}
      </>
      );
    },
  };
}
