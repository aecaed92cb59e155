// Starts the site's own behaviour (popover state, the cookie choice) once the page has loaded and
// painted a frame. That script waits in a <template data-after-paint>, so the browser neither
// fetches nor runs it while the page loads, and the page paints exactly as its HTML without
// scripts would (decision 0017). This file imports nothing, so the build writes it inline, with
// its hash in the page's Content-Security-Policy.
addEventListener("load", () =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const t of document.querySelectorAll<HTMLTemplateElement>("template[data-after-paint]")) t.replaceWith(document.importNode(t.content, true));
    }),
  ),
);
