import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool, type PoolConfig } from "pg";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { env } from "../env";
import { logger } from "../log";
import { EmbeddedThread } from "./embedded-thread";
import { acquireDataDirLock, releaseDataDirLock } from "./lock";
import { assertMigrated } from "./migrate";
import { rekeyPlainHashes } from "./rekey";

/** Both databases are reached through node-postgres and its query builder; a transaction is a Db too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void>; dump?: () => Promise<Uint8Array> };

// One handle per process, kept on globalThis so hot reload and several route bundles share it.
const g = globalThis as unknown as { __gteDb?: Promise<Handle>; __gteEmbeddedDbs?: WeakSet<object> };
const embeddedDbs = (g.__gteEmbeddedDbs ??= new WeakSet());

/** A pool whose dropped connections do not crash the server (the next query reconnects). */
function pool(config: PoolConfig): Pool {
  const p = new Pool(config);
  p.on("error", () => {});
  return p;
}

async function openPostgres(url: string): Promise<Handle> {
  const p = pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // The site's role cannot change the schema: `npm run db:migrate` does, as the owner.
  await assertMigrated(p).catch(async (err: unknown) => {
    await p.end();
    throw err;
  });
  const db = drizzle(p, { schema }) as unknown as Db;
  await rekeyPlainHashes(db);
  return { db, kind: "postgres", close: () => p.end() };
}

/**
 * The embedded database, served by a thread of its own on a Unix socket (embedded-thread.ts) and
 * reached like PostgreSQL. One connection: PGlite has one session, so the queries of several
 * connections would share its transaction and its unnamed statements; one connection runs them
 * one after another, as PGlite did in this thread. The thread opens the files only once this
 * process holds the data directory's lock, and the lock goes only once it has closed them.
 */
async function openEmbedded(dataDir: string): Promise<Handle> {
  acquireDataDirLock(dataDir);
  let thread: EmbeddedThread;
  try {
    thread = await EmbeddedThread.start(dataDir, (err) => logger.error({ err }, "the embedded database stopped: its queries fail until the server restarts"));
  } catch (err) {
    releaseDataDirLock(dataDir);
    throw err;
  }
  const p = pool({
    host: thread.socketDir,
    port: thread.port,
    user: "postgres",
    database: "postgres",
    ssl: false,
    max: 1,
    // Kept open: a new connection costs PGlite a start-up exchange for nothing.
    idleTimeoutMillis: 0,
    // Waiting for the one connection is every query's turn, bounded by the render queue's caps,
    // not a sign of an outage (a thread that has ended refuses connections at once).
    connectionTimeoutMillis: 30_000,
  });
  const db = drizzle(p, { schema }) as unknown as Db;
  embeddedDbs.add(db);
  const close = async () => {
    await p.end();
    await thread.close();
    releaseDataDirLock(dataDir);
  };
  try {
    await rekeyPlainHashes(db);
  } catch (err) {
    await close();
    throw err;
  }
  const dump = async () => {
    // The only connection, held: no query runs and no transaction is open while the files are read.
    const conn = await p.connect();
    try {
      // What is only in memory is written out first, so the files are the database as of now.
      await conn.query("CHECKPOINT");
      return await thread.dump();
    } finally {
      conn.release();
    }
  };
  return { db, kind: "pglite", close, dump };
}

function open(): Promise<Handle> {
  const { DATABASE_URL, DATA_DIR } = env();
  return DATABASE_URL ? openPostgres(DATABASE_URL) : openEmbedded(path.resolve(DATA_DIR));
}

async function handle(): Promise<Handle> {
  if (!g.__gteDb) {
    g.__gteDb = open().catch((err) => {
      g.__gteDb = undefined; // let the next request try again (the database may come back)
      throw err;
    });
  }
  return g.__gteDb;
}

/** The Drizzle database, opened on first use (the embedded one migrated, PostgreSQL checked to be). */
export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

export async function dbKind(): Promise<Handle["kind"]> {
  return (await handle()).kind;
}

/**
 * Whether `db` is the embedded database, which runs one statement at a time for the whole server:
 * no two transactions race there, and a transaction held open stalls every other request.
 */
export function isEmbedded(db: Db): boolean {
  return embeddedDbs.has(db);
}

/** The open embedded database's files as a gzipped tar (what `npm run backup` gets from a running server); null on PostgreSQL. */
export async function dumpEmbedded(): Promise<Uint8Array | null> {
  return (await handle()).dump?.() ?? null;
}

export async function closeDb(): Promise<void> {
  const h = g.__gteDb;
  g.__gteDb = undefined;
  if (h) await (await h).close();
}
