/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The visitor, from the session cookie: looked up on first call, once per request (src/middleware). */
    viewer(): Promise<import("@/server/gate/visitor").Viewer>;
    /** The production server's render queue, as it stands (server.mjs); absent under `astro dev`. */
    renderLoad?: () => import("@/server/render-queue").RenderQueueState;
    /**
     * Resolves once the client has taken what was written to it (server.mjs), so a long answer
     * (the CSV export) reads its next part only then; undefined when nothing waits. Absent under
     * `astro dev`.
     */
    drained?: () => Promise<void> | undefined;
  }
}
