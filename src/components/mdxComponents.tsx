import type { MDXComponents } from 'mdx/types';
import type { Translate } from '../i18n/translate.ts';

// Code blocks and tables may scroll sideways on a phone: a scrollable region must be
// reachable by keyboard (WCAG 2.1.1), so each gets a tab stop (and the table a name).
export function mdxComponents(t: Translate): MDXComponents {
  return {
    pre: (props) => <pre tabIndex={0} {...props} />,
    table: (props) => (
      <section tabIndex={0} aria-label={t('prose.table')} className="table-scroll">
        <table {...props} />
      </section>
    ),
  };
}
