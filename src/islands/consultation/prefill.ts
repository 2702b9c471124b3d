// What a page's call to action fills in on the form (src/components/consultationLink.ts): the
// consultation type by its slug, the technology as a start of the stack field. Read from the
// address; nothing typed is overwritten but the type, which the visitor just chose.
import type { Draft } from './draft.ts';

export interface TypeChoice {
  slug?: string;
  value: string;
}

/** The draft with what the address asks for: `?type=<slug>` chooses the type, `?stack=` fills an empty stack. */
export function applyPrefill(draft: Draft, search: string, types: readonly TypeChoice[]): Draft {
  const query = new URLSearchParams(search);
  const type = types.find((t) => t.slug && t.slug === query.get('type'));
  const stack = query.get('stack')?.trim();
  return {
    ...draft,
    ...(type ? { consultationType: type.value } : {}),
    ...(stack && !draft.currentStack ? { currentStack: stack } : {}),
  };
}
