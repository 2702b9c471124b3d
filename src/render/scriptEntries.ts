import type { ScriptName } from './PageContext.ts';

/** Source of each browser script a page may ask for: the client build's inputs, and what dev serves. */
export const scriptEntries: Record<ScriptName, string> = {
  site: 'src/browser/site.ts',
  consultation: 'src/islands/consultation/client.tsx',
};
