// The unsent request, kept for this tab only (sessionStorage): it survives a reload and a
// switch of language, and is gone when the tab closes or the visitor starts a new request.
import { draftKey } from './draftKey.ts';
import type { ConsultationRequest } from './mailto.ts';

export type Draft = Partial<Record<keyof ConsultationRequest, string>>;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings); the form still works, just without drafts.
    return undefined;
  }
}

export function loadDraft(): Draft {
  try {
    const raw = storage()?.getItem(draftKey);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export function saveDraft(draft: Draft): void {
  try {
    storage()?.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Quota or disabled storage: nothing to do, the text is still in the form.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(draftKey);
  } catch {
    // See saveDraft.
  }
}
