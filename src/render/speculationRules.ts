/**
 * Speculation Rules: Chromium prerenders a page of this site when the visitor shows intent
 * (hover, or pointer down on touch), so the next page appears at once; no client router needed.
 * The text is hashed into the Content-Security-Policy, so it must stay byte-identical.
 */
export const speculationRules = JSON.stringify({
  prerender: [{ source: 'document', where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/*.*' } }] }, eagerness: 'moderate' }],
});
