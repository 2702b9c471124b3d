/**
 * The inline module that starts the site script once the page has painted. Nothing the script
 * does (language hint, tooltips, prefetching, loading islands, the 404 log) is needed for the
 * first paint, so its request waits for the first contentful paint (or, in a browser without
 * paint timing, the load event) instead of competing with it. The text is hashed into the
 * Content-Security-Policy, so it must stay byte-identical for a given script URL.
 */
export function siteScriptLoader(src: string): string {
  return [
    `const start=()=>setTimeout(()=>import(${JSON.stringify(src)}));`,
    'PerformanceObserver.supportedEntryTypes?.includes("paint")',
    '?new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})',
    ':addEventListener("load",start,{once:true})',
  ].join('');
}
