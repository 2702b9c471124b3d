import type { ReactNode } from 'react';
import { usePageInfo, type IslandName } from '../render/PageContext.tsx';
import { scriptJson } from '../render/scriptJson.ts';

/**
 * Server side of an island: renders the component into a marked container and leaves its props
 * beside it as JSON. The site script loads the island's code when the visitor gets near it,
 * and the code hydrates exactly the same tree.
 */
interface Props<P> {
  name: IslandName;
  props: P;
  /** sessionStorage key of a draft the island restores: if one exists, load the island at once. */
  draftKey?: string;
  children: ReactNode;
}

export function Island<P>({ name, props, draftKey, children }: Props<P>) {
  usePageInfo().islands.add(name);
  return (
    <>
      <div data-island={name} data-island-draft={draftKey}>{children}</div>
      <script type="application/json" id={`${name}-props`} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
    </>
  );
}
