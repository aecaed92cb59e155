import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle } from "drizzle-orm/node-postgres";
import type { Pool } from "pg";

const migrationsFolder = () => path.join(process.cwd(), "drizzle");

// Any 64-bit number that this application alone uses as its advisory-lock key.
const MIGRATION_LOCK_KEY = 4_170_541_611;

/** Applies the committed migrations to the embedded database. */
export async function migrateEmbedded(db: unknown) {
  await migratePglite(db as PgliteDatabase<Record<string, never>>, { migrationsFolder: migrationsFolder() });
}

/** Applies the committed migrations on PostgreSQL; an advisory lock on one connection keeps servers from racing. */
export async function migrateServer(pool: Pool) {
  const conn = await pool.connect();
  try {
    const db = drizzle(conn);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migratePg(db, { migrationsFolder: migrationsFolder() });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    conn.release();
  }
}
