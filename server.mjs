#!/usr/bin/env node
// The production server of the Astro site: prerendered pages and hashed assets served as files
// from memory, everything else rendered by Astro's handler through the render queue. It checks
// every setting and opens the database before it opens its port, or exits with the reason.
//
//   node server.mjs [--port 3000] [--hostname 127.0.0.1]
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import closeWithGrace from "close-with-grace";
import pino from "pino";
import { loadProjectEnv, outDirOf } from "./scripts/project-env.mjs";
import { createStaticFiles } from "./scripts/static-files.mjs";
import { NO_STORE } from "./src/lib/cache-control.ts";
import { CLIENT_IP_HEADER, clientAddress, parseTrustedProxies } from "./src/lib/client-address.ts";
import { FORM_BODY_MAX_BYTES, bodyLimitFor, bodyTooLargeMessage, takesUploads } from "./src/lib/post-body-limit.ts";
import { checkSameOrigin } from "./src/lib/same-origin.ts";
import { loggableUrl } from "./src/lib/log-url.ts";
import { NON_DOCUMENT_CSP, securityHeaders } from "./src/lib/security-headers.ts";
import { RenderQueue } from "./src/server/render-queue.ts";

const dir = path.dirname(fileURLToPath(import.meta.url));
process.env.NODE_ENV = "production";
// .env as the rest of the project reads it; variables already set in the shell win.
loadProjectEnv(dir);

/** A start that cannot succeed ends here: one line saying why, and a non-zero exit. */
function refuseToStart(reason) {
  console.error(`The server did not start: ${String(reason).split("\n")[0]}`);
  process.exit(1);
}

try {
  const { values } = parseArgs({ options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } } });
  if (values.port !== undefined) process.env.PORT = values.port;
  if (values.hostname !== undefined) process.env.HOST = values.hostname;
} catch (err) {
  refuseToStart(`${err.message} (usage: node server.mjs [--port 3000] [--hostname 127.0.0.1])`);
}

const outDir = outDirOf(dir);
const app = await import(pathToFileURL(path.join(outDir, "server", "entry.mjs")).href).catch((err) =>
  refuseToStart(err.code === "ERR_MODULE_NOT_FOUND" ? `no build in ${outDir}: run npm run build first` : err.message),
);
// Every setting checked (src/server/env.ts), the database opened, locked and migrated.
const settings = await app.start().catch((err) => refuseToStart(err?.message ?? err));
const log = pino({ level: settings.LOG_LEVEL, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime });

const localSite = `http://localhost:${settings.PORT}`;
if (!process.env.SITE_URL) {
  // Links rendered per request follow this server's own port rather than a guess.
  process.env.SITE_URL = localSite;
  log.warn(`SITE_URL is not set: links point to ${localSite}; set SITE_URL to the site's public address`);
} else if (["localhost", "127.0.0.1", "[::1]"].includes(new URL(settings.SITE_URL).hostname)) {
  log.warn(`SITE_URL is ${settings.SITE_URL}: set it to the site's public address before visitors arrive`);
}

const trustedProxies = parseTrustedProxies(settings.TRUST_PROXY);
const queue = new RenderQueue({ concurrency: settings.RENDER_CONCURRENCY, maxWaiting: settings.RENDER_QUEUE, perClient: settings.RENDER_PER_CLIENT });
const siteOrigin = new URL(process.env.SITE_URL).origin;
// A write to a static page is refused as the rendered pages refuse it (src/middleware): a foreign
// Origin with 403, before anything else; a same-site one with 405, since a file takes no POST.
const files = createStaticFiles(
  path.join(outDir, "client"),
  path.join(outDir, "_headers.json"),
  (req) =>
    checkSameOrigin(req.method ?? "GET", { get: (name) => req.headers[name]?.toString() ?? null }, [
      siteOrigin,
      `http://${req.headers.host}`,
      `https://${req.headers.host}`,
    ]).ok,
);

/** The headers every answer carries, the ones this file makes itself included. */
const answerHeaders = Object.fromEntries([...securityHeaders().map(({ key, value }) => [key, value]), ["Content-Security-Policy", NON_DOCUMENT_CSP]]);

function answer(res, status, text, headers = {}) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { ...answerHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE, ...headers });
  res.end(text);
}
const busy = (res) => answer(res, 503, "The site is busy. Please try again in a few seconds.", { "Retry-After": "5" });

/** The path of a request's address (its target is a path, or an absolute URL through some proxies); "/" when unreadable. */
function pathOf(req) {
  try {
    return new URL(req.url ?? "/", "http://request.invalid").pathname;
  } catch {
    return "/";
  }
}

// Bodies are read whole before a render slot is taken, so a slow sender holds a connection, never a
// slot; all bodies being read at once may hold at most this much memory.
const BODY_MEMORY_BYTES = 64 * 1024 * 1024;
let bodyBytes = 0;

/**
 * The request's body, at most `limit` bytes as sent (chunked or not): a Buffer, or why not. A body
 * that grows past the limit is read to its end and dropped as it comes (a client still sending
 * would not see an answer given earlier), within the server's request time limit.
 */
function readBody(req, limit) {
  if (Number(req.headers["content-length"]) > limit) return Promise.resolve("too large");
  return new Promise((resolve) => {
    let chunks = [];
    let size = 0;
    let held = 0;
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      bodyBytes -= held;
      resolve(result);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        bodyBytes -= held;
        [chunks, held] = [[], 0];
        return;
      }
      held += chunk.length;
      bodyBytes += chunk.length;
      if (bodyBytes > BODY_MEMORY_BYTES) done("busy");
      else chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => done(size > limit ? "too large" : Buffer.concat(chunks)));
    req.once("error", () => done("gone"));
    req.once("close", () => done("gone"));
  });
}

/**
 * Once the client has taken what was written to it (undefined when nothing waits): Astro writes a
 * streamed answer as fast as it is made, so a long one (the CSV export) asks this before making
 * its next part, and a slow client holds back the database reads rather than filling memory.
 */
function drained(res) {
  if (!res.writableNeedDrain || res.destroyed) return undefined;
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/** Astro renders the request; resolves once its answer is sent or its client has gone. */
function render(req, res) {
  return new Promise((resolve) => {
    res.once("close", resolve);
    app.handler(req, res, () => files.notFound(req, res), { renderLoad: () => queue.state, drained: () => drained(res) });
  });
}

async function handle(req, res) {
  // Whatever the client says about its own address is replaced by what we can vouch for.
  const client = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxies);
  req.headers[CLIENT_IP_HEADER] = client;
  if (files.serve(req, res)) return;
  const pathname = pathOf(req);
  if (req.method !== "GET" && req.method !== "HEAD") {
    // The blog editor's larger limit is an administrator's only (the page answers anyone else 404).
    const admin = takesUploads(pathname) && (await app.mayUpload(req.headers.cookie));
    const body = await readBody(req, admin ? bodyLimitFor(pathname) : FORM_BODY_MAX_BYTES);
    if (body === "too large") return answer(res, 413, bodyTooLargeMessage(pathname));
    if (body === "busy") return busy(res);
    if (body === "gone") return;
    req.body = body; // the adapter takes a body already read as it is
  }
  const kept = req.method === "GET" ? app.keptPage(req.url, req.headers["accept-encoding"], req.headers.cookie) : undefined;
  if (kept) return void res.writeHead(kept.status, kept.headers).end(kept.body);
  // The health check is one database round trip: a load balancer must get it even when pages queue.
  if (pathname === "/api/health") return render(req, res);
  // A client that hung up already (or hangs up while it waits) takes no render and no place in line.
  const left = new AbortController();
  if (res.destroyed || req.socket.destroyed) left.abort();
  else res.once("close", () => left.abort());
  if ((await queue.run(client, left.signal, () => render(req, res))) === "busy") busy(res);
}

let draining = false;
const server = http.createServer((req, res) => {
  // Keep-alive connections would keep arriving after close(): ask clients to reconnect elsewhere.
  if (draining) res.setHeader("Connection", "close");
  handle(req, res).catch((err) => {
    log.error({ err, url: loggableUrl(req.url) }, "unhandled request error");
    answer(res, 500, "Something went wrong on our side. Please try again.");
  });
});
server.keepAliveTimeout = 65_000; // longer than common load balancer idle timeouts
server.headersTimeout = 66_000;
// The whole request, body included, must arrive within this: a sender slower than that is cut off.
server.requestTimeout = 60_000;

server.once("error", (err) => refuseToStart(err.code === "EADDRINUSE" ? `port ${settings.PORT} on ${settings.HOST} is already in use` : err.message));
server.listen(settings.PORT, settings.HOST, () =>
  log.info({ port: settings.PORT, hostname: settings.HOST }, `ready on http://${settings.HOST}:${settings.PORT}`),
);

// SIGTERM, SIGINT or a crash: no new connections, requests in flight finish (for at most
// SHUTDOWN_DRAIN_MS), then the database is closed. A second signal, or a close that hangs, exits at once.
closeWithGrace(
  {
    delay: settings.SHUTDOWN_DRAIN_MS + 10_000,
    logger: { error: (msg) => log.error(msg) },
    onSecondSignal: (signal) => log.warn({ signal }, "second signal: exiting at once"),
  },
  async ({ signal, err }) => {
    if (err) log.error({ err }, "uncaught error: shutting down");
    draining = true;
    log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    // Keep-alive connections that fall idle meanwhile are closed as they do; busy ones finish or are cut.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
    const drainTimer = setTimeout(() => {
      log.warn("drain time is up: closing the remaining connections");
      server.closeAllConnections();
    }, settings.SHUTDOWN_DRAIN_MS);
    await new Promise((resolve) => server.close(resolve));
    clearInterval(idleSweep);
    clearTimeout(drainTimer);
    await app.stop().catch((error) => log.error({ err: error }, "shutdown step failed"));
    log.info("stopped");
  },
);
