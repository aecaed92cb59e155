/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The visitor, from the session cookie: looked up on first call, once per request (src/middleware). */
    viewer(): Promise<import("@/server/gate/visitor").Viewer>;
    /** The production server's render queue, as it stands (server.mjs); absent under `astro dev`. */
    renderLoad?: () => import("@/server/render-queue").RenderQueueState;
  }
}
