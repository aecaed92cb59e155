import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * The embedded database in a thread of its own (decision 0058): PGlite runs its queries as
 * WebAssembly on the thread that calls it, so on the server's thread one slow query held every
 * request, pages from memory and the health check included. The thread (embedded-worker.ts)
 * opens and migrates the database, then serves it on a Unix socket that the server reaches with
 * node-postgres, as it reaches PostgreSQL. Its port carries the little the wire cannot: that it
 * is ready, a dump of its files, and the order to close.
 */

/** What the thread is started with. */
export type ThreadStart = { pgliteDir: string; socket: string };

/** An order to the thread, answered once under the same id. */
export type ThreadRequest = { id: number; kind: "dump" | "close" };

/** What the thread says: that it is serving or could not, or its answer to a request. */
export type ThreadMessage =
  | { kind: "ready" }
  | { kind: "failed"; message: string }
  | { kind: "answer"; id: number; bytes?: Uint8Array }
  | { kind: "refused"; id: number; message: string };

/** The socket's file name in its folder: node-postgres, given the folder as its host, connects to `.s.PGSQL.<port>`. */
const PORT = 5432;

/**
 * A Unix socket's path is limited to about 100 bytes (108 with its final NUL on Linux, 104 on
 * macOS): a longer one cannot be listened on at all.
 */
const SOCKET_PATH_MAX_BYTES = 103;

/** The database's socket in `dataDir`, in a private folder of its own. */
export function databaseSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "socket", `.s.PGSQL.${PORT}`);
}

/**
 * The thread's code, run by Node as it is (type stripping): a worker is not part of the server's
 * bundle. Beside this file when it runs from source (the scripts, the tests, the development
 * server), wherever they are started from; the built server, whose bundle is elsewhere, runs from
 * the project's folder, where it also finds the migrations.
 */
function workerFile(): string {
  const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), "embedded-worker.ts");
  return fs.existsSync(beside) ? beside : path.join(process.cwd(), "src", "server", "db", "embedded-worker.ts");
}

export class EmbeddedThread {
  private readonly pending = new Map<number, { resolve: (bytes: Uint8Array | undefined) => void; reject: (err: Error) => void }>();
  private nextId = 1;
  /** Why the thread is gone (requests fail with it at once), or null while it runs. */
  private ended: Error | null = null;
  private closing = false;

  private constructor(
    private readonly worker: Worker,
    /** The folder to give node-postgres as its host. */
    readonly socketDir: string,
    readonly port: number,
  ) {}

  /**
   * Starts the thread on `dataDir`'s database (the caller holds the data directory's lock) and
   * resolves once it serves, or rejects with one line saying why it cannot. `onExit` is told if
   * the thread ends later while it was not asked to.
   */
  static async start(dataDir: string, onExit: (err: Error) => void): Promise<EmbeddedThread> {
    const socket = databaseSocketPath(dataDir);
    const socketDir = path.dirname(socket);
    if (Buffer.byteLength(socket) > SOCKET_PATH_MAX_BYTES)
      throw new Error(
        `DATA_DIR is too long for the embedded database's socket: ${socket} has ${Buffer.byteLength(socket)} bytes, a Unix socket at most ${SOCKET_PATH_MAX_BYTES}; choose a shorter DATA_DIR`,
      );
    // Private before the socket exists: only this account (and root) can connect, as only it can read the files.
    fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    fs.chmodSync(socketDir, 0o700);
    const start: ThreadStart = { pgliteDir: path.join(path.resolve(dataDir), "pglite"), socket };
    fs.mkdirSync(start.pgliteDir, { recursive: true });
    const worker = new Worker(workerFile(), { workerData: start });
    const thread = new EmbeddedThread(worker, socketDir, PORT);
    await new Promise<void>((resolve, reject) => {
      const early = (code: number) => reject(new Error(`the embedded database's thread ended before it was ready (exit code ${code})`));
      const thrown = (err: Error) => reject(new Error(`the embedded database's thread did not start: ${err.message}`, { cause: err }));
      worker.once("exit", early);
      worker.once("error", thrown);
      worker.on("message", function first(message: ThreadMessage) {
        if (message.kind !== "ready" && message.kind !== "failed") return;
        worker.off("message", first);
        worker.off("exit", early);
        worker.off("error", thrown);
        if (message.kind === "ready") resolve();
        else reject(new Error(`the embedded database in ${start.pgliteDir} did not open: ${message.message}`));
      });
    }).catch(async (err: unknown) => {
      await worker.terminate();
      throw err;
    });
    worker.on("message", (message: ThreadMessage) => thread.settle(message));
    let thrown: Error | undefined;
    worker.on("error", (err) => (thrown = err));
    worker.once("exit", (code) => {
      const err = thrown ?? new Error(`the embedded database's thread ended (exit code ${code})`);
      thread.ended = err;
      for (const waiting of thread.pending.values()) waiting.reject(err);
      thread.pending.clear();
      if (!thread.closing) onExit(err);
    });
    return thread;
  }

  private settle(message: ThreadMessage) {
    if (message.kind !== "answer" && message.kind !== "refused") return;
    const waiting = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (message.kind === "answer") waiting?.resolve(message.bytes);
    else waiting?.reject(new Error(message.message));
  }

  private ask(kind: ThreadRequest["kind"]): Promise<Uint8Array | undefined> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, kind } satisfies ThreadRequest);
    });
  }

  /**
   * The database's files as a gzipped tar. The caller holds the only connection meanwhile, so no
   * query runs and no transaction is open while they are read.
   */
  async dump(): Promise<Uint8Array> {
    const bytes = await this.ask("dump");
    if (!bytes) throw new Error("the embedded database's thread sent no dump");
    return bytes;
  }

  /** Closes the database (its last changes written to disk), then ends the thread. */
  async close(): Promise<void> {
    if (this.ended) return;
    this.closing = true;
    try {
      await this.ask("close");
    } finally {
      await this.worker.terminate();
    }
  }
}
