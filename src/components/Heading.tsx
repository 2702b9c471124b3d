import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3;

/** A heading whose level depends on where its card is shown (h3 under a section, h2 on its own page). */
export function Heading({ level, className, id, children }: { level: HeadingLevel; className?: string; id?: string; children: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return <Tag className={className} id={id}>{children}</Tag>;
}
