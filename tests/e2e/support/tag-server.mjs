#!/usr/bin/env node
// The stand-in analytics and marketing tags the test build names (tests/e2e/support/settings.mjs):
// /analytics.js and /marketing.js each count in window.__gteTestTags that they ran, so a test sees
// which tags a page loaded. A real server rather than Playwright's request routing, because a
// route on a browser context sends every request of every page through the test process and turns
// the browser's cache off.
//
//   TAG_SERVER_PORT=3212 node tests/e2e/support/tag-server.mjs
import http from "node:http";

const port = Number(process.env.TAG_SERVER_PORT);
if (!port) {
  console.error("TAG_SERVER_PORT is required");
  process.exit(2);
}

const server = http.createServer((req, res) => {
  const key = /^\/(analytics|marketing)\.js$/.exec(new URL(req.url ?? "/", "http://tags").pathname)?.[1];
  if (!key || req.method !== "GET") {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
  res.end(`window.__gteTestTags = window.__gteTestTags || {};\nwindow.__gteTestTags.${key} = (window.__gteTestTags.${key} || 0) + 1;\n`);
});
server.listen(port, "127.0.0.1");
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.close(() => process.exit(0)));
