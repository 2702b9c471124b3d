// Runs in the page: whether the site script (src/browser/site.ts, started after the first paint)
// has been fetched, and its URL.

/** The URL of the site script once the page has requested it, else null. Runs in the browser. */
export function siteScriptUrl(): string | null {
  const entry = performance.getEntriesByType('resource').find((e) => /\/assets\/site-[\w-]+\.js$|\/src\/browser\/site\.ts$/.test(e.name));
  return entry ? entry.name : null;
}

/** True once the site script has been requested. Runs in the browser. */
export function siteScriptRequested(): boolean {
  return performance.getEntriesByType('resource').some((e) => /\/assets\/site-[\w-]+\.js$|\/src\/browser\/site\.ts$/.test(e.name));
}
