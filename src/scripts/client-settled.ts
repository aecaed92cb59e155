import type { ClientDirective } from "astro";
import { pageSettled } from "./page-settled";

const REACHING_IN = ["focusin", "pointerdown", "keydown"] as const;

/**
 * `client:settled`, the directive of every form island: it hydrates once the page has settled (its
 * load and first paint, decision 0022) and the island is in view, or at once when the visitor
 * reaches into it. An island's scripts (React, the form, about 90 KB) fetched during the first
 * paint share a slow phone's bandwidth with the page's stylesheet and font, which put /contact's
 * largest paint at 1.2 × its HTML's without scripts. Until it hydrates the form is a plain post
 * (decision 0005), and what was typed stays: its fields are uncontrolled.
 */
const settled: ClientDirective = (load, _options, el) => {
  let started = false;
  let observer: IntersectionObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const type of REACHING_IN) el.removeEventListener(type, start, true);
    void load().then((hydrate) => hydrate());
  };
  for (const type of REACHING_IN) el.addEventListener(type, start, true);
  void pageSettled().then(() => {
    if (started) return;
    // The island is display: contents, so its children are what can be seen.
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start());
    for (const child of el.children) observer.observe(child);
  });
};

export default settled;
