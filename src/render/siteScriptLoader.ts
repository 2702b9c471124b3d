/**
 * The inline module that starts the site script once the page has painted. Nothing the script
 * does (language hint, tooltips, prefetching, loading islands, the 404 log) is needed for the
 * first paint, so its request waits for the first contentful paint instead of competing with it.
 * Some first paints are never reported (Firefox, when a page opens scrolled to a #fragment or
 * restores its scroll on reload), and some browsers lack paint timing: a second after the load
 * event (at once, without paint timing) it starts anyway. import() runs a module once, however
 * often it is called. The text is hashed into the Content-Security-Policy: keep it byte-stable.
 */
export function siteScriptLoader(src: string): string {
  return [
    `const start=()=>import(${JSON.stringify(src)}),paint=PerformanceObserver.supportedEntryTypes?.includes("paint");`,
    'paint&&new PerformanceObserver((list,observer)=>{list.getEntriesByName("first-contentful-paint").length&&(observer.disconnect(),start())}).observe({type:"paint",buffered:true});',
    'addEventListener("load",()=>setTimeout(start,paint?1e3:0),{once:true})',
  ].join('');
}
