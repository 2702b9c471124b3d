// The little behaviour every page has, without React (about 1.3 KB gzip): the language
// hint, the language switch keeping the #fragment, tooltips, closing the header's menu,
// prefetching where Speculation Rules are missing, the islands loading on demand, and the 404
// logging its path.

import { languageHintDismissedKey } from '../render/languageHintKey.ts';

/** sessionStorage, or nothing when the browser disables it (then nothing is remembered). */
const session = (() => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
})();

// Language hint: shown (or not) before the first paint by the head's script; closing it is
// remembered for this tab only.
for (const box of document.querySelectorAll<HTMLElement>('[data-language-hint]')) {
  box.querySelector('[data-dismiss]')!.addEventListener('click', () => {
    document.documentElement.removeAttribute('data-hint');
    try {
      session?.setItem(languageHintDismissedKey, '1');
    } catch {
      // Storage full: the hint closes, it just cannot stay closed after a reload.
    }
  });
}

// Language switch: carry the current #fragment to the twin page.
const switches = document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]');
const syncHash = () => switches.forEach((a) => a.setAttribute('href', a.pathname + location.hash));
syncHash();
addEventListener('hashchange', syncHash);

// Tooltips: 700 ms after the pointer arrives, at once on keyboard focus; Escape closes.
const hoverDelay = 700;
const tooltips = [...document.querySelectorAll<HTMLElement>('[data-tooltip]')];
const hide = (tip: HTMLElement) => {
  clearTimeout(Number(tip.dataset.timer));
  tip.lastElementChild!.setAttribute('hidden', '');
};
const show = (tip: HTMLElement) => {
  const bubble = tip.lastElementChild as HTMLElement;
  tooltips.forEach((other) => other !== tip && hide(other));
  bubble.style.setProperty('--tooltip-shift', '0px');
  bubble.removeAttribute('data-above');
  bubble.removeAttribute('hidden');
  // Keep the bubble inside the viewport: shift it sideways, or open it above its trigger.
  const { left, right, bottom } = bubble.getBoundingClientRect();
  const shift = Math.max(8 - left, 0) || Math.min(innerWidth - 8 - right, 0);
  bubble.style.setProperty('--tooltip-shift', `${shift}px`);
  if (bottom > innerHeight - 8) bubble.setAttribute('data-above', '');
};
for (const tip of tooltips) {
  tip.addEventListener('mouseenter', () => (tip.dataset.timer = String(setTimeout(() => show(tip), hoverDelay))));
  tip.addEventListener('mouseleave', () => tip.contains(document.activeElement) || hide(tip));
  tip.addEventListener('focusin', () => show(tip));
  tip.addEventListener('focusout', () => hide(tip));
}
addEventListener('keydown', (event) => event.key === 'Escape' && tooltips.forEach(hide));

// The header's menu on narrow screens is a <details>: Escape or a click elsewhere closes it, as a
// menu does (without JavaScript, its own button still opens and closes it).
const menu = document.querySelector<HTMLDetailsElement>('details[data-menu]');
if (menu) {
  addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')!.focus();
  });
  addEventListener('click', (event) => menu.open && !menu.contains(event.target as Node) && (menu.open = false));
}

// Browsers without Speculation Rules: prefetch a page of the site when a link to it is
// hovered, focused or touched, so the click finds it in the cache.
if (!HTMLScriptElement.supports?.('speculationrules')) {
  const prefetched = new Set([location.pathname]);
  const prefetch = (event: Event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href^="/"]');
    if (!link || prefetched.has(link.pathname)) return;
    prefetched.add(link.pathname);
    document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href: link.pathname }));
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) addEventListener(type, prefetch, { passive: true });
}

// Islands (the consultation form): load their code only when the visitor gets near them,
// touches them, or has a draft to restore, so the page itself loads as light as any other.
const islandScripts = JSON.parse(document.getElementById('island-scripts')?.textContent ?? '{}') as Record<string, string>;
for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const src = islandScripts[island.dataset.island!];
  if (!src) continue;
  const load = () => {
    observer.disconnect();
    import(/* @vite-ignore */ src);
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: '100% 0px' });
  observer.observe(island);
  island.addEventListener('focusin', load, { once: true });
  island.addEventListener('pointerdown', load, { once: true });
  if (island.dataset.islandDraft && session?.getItem(island.dataset.islandDraft)) load();
}

// 404: tell the developer console which path was missing.
if (document.querySelector('[data-not-found]')) {
  console.error('404 Error: User attempted to access non-existent route:', location.pathname);
}
