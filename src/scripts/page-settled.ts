/**
 * Resolves once the page has loaded and its first contentful paint is done (decision 0022): what
 * waits for it neither takes bandwidth from the page's stylesheet and font nor delays its first
 * paint. `load` alone can come before the first paint, so this also waits for the paint entry
 * where the browser reports one.
 */
export function pageSettled(): Promise<void> {
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  const loaded = new Promise<void>((resolve) => (document.readyState === "complete" ? resolve() : addEventListener("load", () => resolve(), { once: true })));
  return Promise.all([painted, loaded]).then(() => undefined);
}
