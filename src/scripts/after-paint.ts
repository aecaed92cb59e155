// Starts the site's own behaviour (popover state, the cookie choice) once the page has settled.
// That script waits in a <template data-after-paint>, so the browser neither fetches nor runs it
// while the page loads, and the page paints exactly as its HTML without scripts would (decision
// 0022). The build bundles this file into one small script written inline, with its hash in the
// page's Content-Security-Policy.
import { pageSettled } from "./page-settled";

const start = () => {
  for (const t of document.querySelectorAll<HTMLTemplateElement>("template[data-after-paint]")) t.replaceWith(document.importNode(t.content, true));
};
void pageSettled().then(() => setTimeout(start));
