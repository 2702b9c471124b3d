import type { ReactNode } from 'react';
import { usePageInfo, type ScriptName } from '../render/PageContext.tsx';

/** JSON that is safe inside a <script> element ("</script>" and "<!--" cannot appear). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Server side of an island: renders the component into a marked container and leaves its props
 * beside it as JSON, for the island's script to hydrate exactly the same tree.
 */
export function Island<P>({ name, props, children }: { name: ScriptName; props: P; children: ReactNode }) {
  usePageInfo().scripts.add(name);
  return (
    <>
      <div data-island={name}>{children}</div>
      <script type="application/json" id={`${name}-props`} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
    </>
  );
}
