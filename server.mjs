#!/usr/bin/env node
// The production server of the Astro site: prerendered pages and hashed assets served as files
// from memory (compressed once, at start), everything else rendered by Astro's handler. It starts
// the server side (database, migrations, mail worker) before it opens its port, and shuts down
// gracefully.
//
//   node server.mjs [--port 3000] [--hostname 0.0.0.0]
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pino from "pino";
import { loadProjectEnv, outDirOf } from "./scripts/project-env.mjs";
import { createStaticFiles } from "./scripts/static-files.mjs";
import { CLIENT_IP_HEADER, clientAddress } from "./src/lib/client-address.ts";
import { checkSameOrigin } from "./src/lib/same-origin.ts";
import { FORM_BODY_MAX_BYTES, bodyLimitFor, bodyTooLargeMessage } from "./src/lib/post-body-limit.ts";

const dir = path.dirname(fileURLToPath(import.meta.url));
process.env.NODE_ENV = "production";
process.env.ASTRO_TELEMETRY_DISABLED = "1";
// .env as the rest of the project reads it; variables already set in the shell win.
loadProjectEnv(dir);

const log = pino({ level: process.env.LOG_LEVEL || "info", base: { pid: process.pid } });
const arg = (long, short) => {
  const i = process.argv.findIndex((a) => a === long || a === short);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg("--port", "-p") || process.env.PORT || 3000);
const hostname = arg("--hostname", "-H") || process.env.HOSTNAME_BIND || "0.0.0.0";
const outDir = outDirOf(dir);
// Proxies in front whose X-Forwarded-For entries are believed (the app checks the value at start).
const trustedHops = Math.min(5, Math.max(0, Number(process.env.TRUST_PROXY) || 0));
// Renders run at most this many at a time; this many more wait, and past that a visitor gets 503
// with Retry-After at once instead of a server that slows down for everyone.
const MAX_RENDERS = Number(process.env.RENDER_CONCURRENCY || 8);
const MAX_WAITING = Number(process.env.RENDER_QUEUE || 64);
// In-flight requests get this long to finish after SIGTERM before connections are cut.
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS || 25_000);

const { handler } = await import(pathToFileURL(path.join(outDir, "server", "entry.mjs")).href);
const siteOrigin = new URL(process.env.SITE_URL || "http://localhost:3000").origin;
// A write to a static page is refused as the rendered pages refuse it (src/middleware): a foreign
// Origin with 403, before anything else; a same-site one with 405, since a file takes no POST.
const files = createStaticFiles(path.join(outDir, "client"), path.join(outDir, "_headers.json"), (req) =>
  checkSameOrigin(req.method ?? "GET", { get: (name) => req.headers[name]?.toString() ?? null }, [siteOrigin, `http://${req.headers.host}`, `https://${req.headers.host}`]).ok,
);

let rendering = 0;
const waiting = [];

function plain(res, status, text, headers = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(text);
}

/** A client that hung up while its render waited is dropped: nobody would read the page. */
const gone = (req, res) => req.destroyed || res.destroyed || res.writableEnded;

function startRender(req, res) {
  rendering += 1;
  res.once("close", () => {
    rendering -= 1;
    while (waiting.length && rendering < MAX_RENDERS) {
      const [nextReq, nextRes] = waiting.shift();
      if (!gone(nextReq, nextRes)) startRender(nextReq, nextRes);
    }
  });
  handler(req, res, () => files.notFound(req, res));
}

/** A public page the middleware rendered and keeps (src/server/render-cache.ts), sent without rendering. */
function sendKept(req, res) {
  if (req.method !== "GET") return false;
  const kept = globalThis[Symbol.for("gte.keptPage")]?.(req.url, req.headers["accept-encoding"]);
  if (!kept) return false;
  res.writeHead(kept.status, kept.headers);
  res.end(kept.body);
  return true;
}

/** The path of a request's address (its target is a path, or an absolute URL through some proxies); "/" when unreadable. */
function pathOf(req) {
  try {
    return new URL(req.url ?? "/", "http://request.invalid").pathname;
  } catch {
    return "/";
  }
}

function renderPage(req, res) {
  // A form of this site is a few kilobytes; the blog editor's post may carry images (src/lib/post-body-limit.ts).
  if (Number(req.headers["content-length"] || 0) > FORM_BODY_MAX_BYTES) {
    const pathname = pathOf(req);
    if (Number(req.headers["content-length"]) > bodyLimitFor(pathname)) return plain(res, 413, bodyTooLargeMessage(pathname));
  }
  if (sendKept(req, res)) return;
  // The health check is one database round trip: a load balancer must get it even when pages queue.
  if (rendering < MAX_RENDERS || req.url === "/api/health") return startRender(req, res);
  if (waiting.length >= MAX_WAITING) return plain(res, 503, "The site is busy. Please try again in a few seconds.", { "Retry-After": "5" });
  waiting.push([req, res]);
}

// The first page rendered on the server starts the server side (src/server/lifecycle.ts): make
// that request on a private loopback port, so the public port opens only once all is ready.
await new Promise((resolve) => {
  const warm = http.createServer(renderPage);
  warm.listen(0, "127.0.0.1", async () => {
    try {
      const res = await fetch(`http://127.0.0.1:${warm.address().port}/api/health`);
      await res.arrayBuffer();
    } catch (err) {
      log.warn({ err: { message: err?.message } }, "warm-up request failed");
    }
    warm.close();
    warm.closeAllConnections();
    resolve();
  });
});

let draining = false;
let inflight = 0;
let drained = () => {};

const server = http.createServer((req, res) => {
  inflight += 1;
  res.once("close", () => {
    inflight -= 1;
    if (draining && inflight === 0) drained();
  });
  // Keep-alive connections would keep arriving after close(): ask clients to reconnect elsewhere.
  if (draining) res.setHeader("Connection", "close");
  // Whatever the client says about its own address is replaced by what we can vouch for.
  req.headers[CLIENT_IP_HEADER] = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedHops);
  try {
    if (files.serve(req, res)) return;
    renderPage(req, res);
  } catch (err) {
    log.error({ err }, "unhandled request error");
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end("Something went wrong on our side. Please try again.");
    } else res.destroy();
  }
});
server.keepAliveTimeout = 65_000; // longer than common load balancer idle timeouts
server.headersTimeout = 66_000;
server.requestTimeout = 60_000;

server.listen(port, hostname, () => log.info({ port, hostname }, `ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`));

async function shutdown(signal) {
  if (draining) {
    log.warn({ signal }, "second signal: exiting at once");
    process.exit(1);
  }
  draining = true;
  log.info({ signal, inflight }, "shutting down: no new connections, finishing requests in flight");
  server.close();
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
  await new Promise((resolve) => {
    drained = resolve;
    if (inflight === 0) resolve();
    setTimeout(resolve, DRAIN_MS).unref();
  });
  clearInterval(idleSweep);
  if (inflight > 0) log.warn({ inflight }, "drain time is up: closing the remaining connections");
  server.closeAllConnections();
  try {
    await globalThis[Symbol.for("gte.shutdown")]?.();
  } catch (err) {
    log.error({ err }, "shutdown step failed");
  }
  log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
