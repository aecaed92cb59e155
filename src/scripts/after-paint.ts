// Starts the site's own behaviour (popover state, the cookie choice) once the page has loaded and
// its first contentful paint is done. That script waits in a <template data-after-paint>, so the
// browser neither fetches nor runs it while the page loads, and the page paints exactly as its
// HTML without scripts would (decision 0022). `load` alone can come before the first paint, so
// this also waits for the paint entry where the browser reports one. This file imports nothing,
// so the build writes it inline, with its hash in the page's Content-Security-Policy.
const start = () => {
  for (const t of document.querySelectorAll<HTMLTemplateElement>("template[data-after-paint]")) t.replaceWith(document.importNode(t.content, true));
};
const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    resolve();
  }).observe({ type: "paint", buffered: true });
});
const loaded = new Promise<void>((resolve) => (document.readyState === "complete" ? resolve() : addEventListener("load", () => resolve(), { once: true })));
void Promise.all([painted, loaded]).then(() => setTimeout(start));
