import { languages } from '../i18n/languages.ts';
import { languageHintDismissedKey } from './languageHintKey.ts';

/**
 * The inline classic script in every page's head that decides, before the first paint, whether
 * to show the language hint (LanguageHint.tsx): when the first of the browser's languages that
 * the site has is not the page's, it marks <html data-hint="that language">, and the CSS shows
 * the bar in that language above the header. Decided before the page paints, the bar moves
 * nothing once shown. Hashed into the Content-Security-Policy: keep it byte-stable.
 */
export const languageHintScript = [
  `try{const h=document.documentElement,s=${JSON.stringify(languages)},`,
  'p=navigator.languages.map((t)=>t.split("-")[0].toLowerCase()).find((l)=>s.includes(l));',
  `p&&p!==h.lang&&!sessionStorage.getItem(${JSON.stringify(languageHintDismissedKey)})&&h.setAttribute("data-hint",p)}catch{}`,
].join('');
