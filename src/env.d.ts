/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The visitor, from the session cookie: looked up on first call, once per request (src/middleware). */
    viewer(): Promise<import("@/server/gate/visitor").Viewer>;
  }
}
