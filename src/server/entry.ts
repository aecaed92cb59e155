/**
 * The server build's entry module (dist/server/entry.mjs, set in astro.config.mjs): the Node
 * adapter's request handler, and the steps the production server (server.mjs) calls around it,
 * in the same module graph as the pages, so they share one database, one render cache and one
 * mail worker.
 */
export { handler } from "@astrojs/node/server.js";
export { start, stop } from "./lifecycle";
export { keptPage } from "./kept-page";
export { mayUpload } from "./upload-gate";
