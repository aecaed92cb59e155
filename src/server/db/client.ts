import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { env } from "../env";
import { openEmbedded } from "./embedded";
import { acquireDataDirLock, releaseDataDirLock } from "./lock";
import { assertMigrated, migrateEmbedded } from "./migrate";
import { rekeyPlainHashes } from "./rekey";

/** Both drivers share PostgreSQL's query builder; a transaction is a Db too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void>; embedded?: PGlite };

// One handle per process, kept on globalThis so hot reload and several route bundles share it.
const g = globalThis as unknown as { __gteDb?: Promise<Handle> };

async function open(): Promise<Handle> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) {
    const pool = new Pool({ connectionString: DATABASE_URL, max: 10, connectionTimeoutMillis: 5_000 });
    // A dropped connection must not crash the server; the next query reconnects.
    pool.on("error", () => {});
    // The site's role cannot change the schema: `npm run db:migrate` does, as the owner.
    await assertMigrated(pool).catch(async (err: unknown) => {
      await pool.end();
      throw err;
    });
    const db = drizzlePg(pool, { schema });
    await rekeyPlainHashes(db as unknown as Db);
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
  }
  const dir = path.resolve(DATA_DIR, "pglite");
  fs.mkdirSync(dir, { recursive: true });
  acquireDataDirLock(path.resolve(DATA_DIR));
  const client = await openEmbedded(dir);
  const db = drizzlePglite(client, { schema });
  await migrateEmbedded(db);
  await rekeyPlainHashes(db as unknown as Db);
  return {
    db: db as unknown as Db,
    kind: "pglite",
    embedded: client,
    close: async () => {
      await client.close();
      releaseDataDirLock(path.resolve(DATA_DIR));
    },
  };
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

/** This process's embedded database itself (for what only it can do, such as a dump); null on PostgreSQL. */
export async function embeddedDatabase(): Promise<PGlite | null> {
  return (await handle()).embedded ?? null;
}

export async function closeDb(): Promise<void> {
  const h = g.__gteDb;
  g.__gteDb = undefined;
  if (h) await (await h).close();
}
