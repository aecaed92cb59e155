/**
 * Resolves once the page has loaded and painted its content (decision 0022): what waits for it
 * neither takes bandwidth from the page's stylesheet and font nor comes before its largest paint.
 *
 * `load` alone can come before the first paint, and the first paint can be the header alone:
 * the parser stops at the inline script of the header's server island, the browser paints what it
 * has, and the page's first screen (its largest paint) comes a frame or more later, on a slow
 * phone after `load`. So this waits for the browser's largest-contentful-paint entry of an element
 * in <main>, where it reports them (at most a second after `load`: a page whose main holds
 * nothing larger than its header has none), else for the first contentful paint, and in both
 * cases for a frame painted after `load`.
 */
export function pageSettled(): Promise<void> {
  const loaded = new Promise<void>((resolve) => (document.readyState === "complete" ? resolve() : addEventListener("load", () => resolve(), { once: true })));
  const supports = (type: string) => PerformanceObserver.supportedEntryTypes?.includes(type) ?? false;
  const painted = new Promise<void>((resolve) => {
    if (supports("largest-contentful-paint")) {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntries().some((e) => (e as PerformanceEntry & { element?: Element | null }).element?.closest("main"))) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: "largest-contentful-paint", buffered: true });
      void loaded.then(() =>
        setTimeout(() => {
          observer.disconnect();
          resolve();
        }, 1000),
      );
    } else if (supports("paint")) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: "paint", buffered: true });
    } else resolve();
  });
  // A requestAnimationFrame callback runs just before a frame is painted; a task it queues runs after that paint.
  const nextFramePainted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return Promise.all([painted, loaded]).then(nextFramePainted);
}
