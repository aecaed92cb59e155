#!/usr/bin/env node
// The production server: Next.js behind a plain Node.js HTTP server that it can shut down
// gracefully. The request handling itself (client address, page cache, compression, security
// policy) lives in src/server/http and reaches this file through the instrumentation hook.
//
//   node server.mjs [--port 3000] [--hostname 0.0.0.0]     (npm start builds first if needed)
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";
import next from "next";
import pino from "pino";

const dir = path.dirname(fileURLToPath(import.meta.url));
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
nextEnv.loadEnvConfig(dir, false, { info: () => {}, error: console.error });

const log = pino({ level: process.env.LOG_LEVEL || "info", base: { pid: process.pid } });
const arg = (long, short) => {
  const i = process.argv.findIndex((a) => a === long || a === short);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg("--port", "-p") || process.env.PORT || 3000);
const hostname = arg("--hostname", "-H") || process.env.HOSTNAME_BIND || "0.0.0.0";
// In-flight requests get this long to finish after SIGTERM before connections are cut.
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS || 25_000);

const app = next({ dev: false, dir, hostname, port });
try {
  await app.prepare();
} catch (err) {
  log.fatal({ err: { message: err?.message } }, "the server could not start");
  console.error(err?.message ?? err);
  process.exit(1);
}
const nextHandler = app.getRequestHandler();

// Next.js loads the instrumentation hook (database, migrations, seed, mail worker, and the
// hooks below) on its first request. Make that request ourselves, on a private loopback port,
// so the public port opens only once the app is ready and every request gets the same handling.
await new Promise((resolve) => {
  const warm = http.createServer((req, res) => nextHandler(req, res));
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
const hooks = globalThis.__gteServerHooks;
if (!hooks) log.warn("server hooks missing: serving without page cache or client-address handling");
const handle = hooks ? hooks.createRequestHandler(nextHandler) : nextHandler;

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
  Promise.resolve(handle(req, res)).catch((err) => {
    log.error({ err }, "unhandled request error");
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end("Something went wrong on our side. Please try again.");
    } else res.destroy();
  });
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
    await hooks?.shutdown();
  } catch (err) {
    log.error({ err }, "shutdown hook failed");
  }
  log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
