/**
 * The embedded database's thread (embedded-thread.ts starts it): opens PGlite with its
 * extensions, migrates it, and serves it on a Unix socket until it is told to close. Node runs
 * this file as it is, outside the server's bundle, so its imports name their files.
 */
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { drizzle } from "drizzle-orm/pglite";
import { openEmbedded } from "./embedded.ts";
import { migrateEmbedded } from "./migrate.ts";
import type { ThreadMessage, ThreadRequest, ThreadStart } from "./embedded-thread.ts";

const port = parentPort!;
const { pgliteDir, socket } = workerData as ThreadStart;
const say = (message: ThreadMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/**
 * An error thrown by PGlite itself (an SQL error is an answer on the wire, not a throw) leaves
 * it unusable, and the socket server's queue waiting for ever: the thread ends instead, so the
 * server's queries fail at once and its health check says so.
 */
function endOnBreakage(db: PGlite) {
  const run = db.execProtocolRawStream.bind(db);
  db.execProtocolRawStream = async (...args) => {
    try {
      return await run(...args);
    } catch (err) {
      console.error("The embedded database failed:", err);
      process.exit(1);
    }
  };
}

async function open(): Promise<{ db: PGlite; server: PGLiteSocketServer }> {
  const db = await openEmbedded(pgliteDir);
  try {
    await migrateEmbedded(drizzle(db));
    // PGlite has no autovacuum: without statistics the planner guesses every table's size.
    await db.exec("ANALYZE");
    endOnBreakage(db);
    // A socket left by a process that was killed: this process holds the data directory's lock.
    fs.rmSync(socket, { force: true });
    // The server asks on one connection (PGlite has one session); a second is allowed only so a
    // reconnection does not find the old one still counted.
    const server = new PGLiteSocketServer({ db, path: socket, maxConnections: 2 });
    await server.start();
    fs.chmodSync(socket, 0o600);
    return { db, server };
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
}

async function serve() {
  let opened: Awaited<ReturnType<typeof open>>;
  try {
    opened = await open();
  } catch (err) {
    say({ kind: "failed", message: (err instanceof Error ? err.message : String(err)).split("\n")[0] });
    return port.close();
  }
  const { db, server } = opened;
  port.on("message", async ({ id, kind }: ThreadRequest) => {
    try {
      if (kind === "dump") {
        const bytes = new Uint8Array(await (await db.dumpDataDir("gzip")).arrayBuffer());
        return say({ kind: "answer", id, bytes }, [bytes.buffer as ArrayBuffer]);
      }
      await server.stop();
      await db.close();
      say({ kind: "answer", id });
    } catch (err) {
      say({ kind: "refused", id, message: err instanceof Error ? err.message : String(err) });
    }
  });
  say({ kind: "ready" });
}

void serve();
