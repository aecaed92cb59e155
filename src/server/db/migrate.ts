import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";

const migrationsFolder = () => path.join(process.cwd(), "drizzle");

// Any 64-bit number that this application alone uses as its advisory-lock key.
const MIGRATION_LOCK_KEY = 4_170_541_611;

/** Applies the committed migrations to the embedded database. */
export async function migrateEmbedded(db: unknown) {
  await migratePglite(db as PgliteDatabase<Record<string, never>>, { migrationsFolder: migrationsFolder() });
}

/**
 * Applies the committed migrations on PostgreSQL, as the role that owns the schema
 * (`npm run db:migrate`); an advisory lock on one connection keeps two runs from racing.
 */
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

/** `npm run db:migrate` on PostgreSQL: the migrations applied through `url`, the owner's connection. */
export async function migrateAsOwner(url: string): Promise<MigrationState> {
  const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 10_000 });
  try {
    await migrateServer(pool);
    return await migrationState(pool);
  } finally {
    await pool.end();
  }
}

/** How many of the migrations this build ships a PostgreSQL database has, and how many there are. */
export type MigrationState = { applied: number; needed: number };

export async function migrationState(pool: Pool): Promise<MigrationState> {
  const shipped = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  // Drizzle's own record (drizzle.__drizzle_migrations): it applies every shipped migration newer
  // than the newest row's created_at, so that row alone says where the database stands.
  const table = await pool.query<{ found: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
  let last = -Infinity;
  if (table.rows[0]?.found) {
    const newest = await pool.query<{ last: string | null }>(`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
    if (newest.rows[0]?.last) last = Number(newest.rows[0].last);
  }
  return { applied: shipped.filter((m) => m.folderMillis <= last).length, needed: shipped.length };
}

export class MigrationsBehindError extends Error {
  constructor({ applied, needed }: MigrationState) {
    super(`the database is at migration ${applied}, this build needs ${needed}: run npm run db:migrate`);
    this.name = "MigrationsBehindError";
  }
}

/**
 * The site's check at start on PostgreSQL: it runs as a role that cannot change the schema, so it
 * applies nothing and refuses to run on a database older than its code. A newer database (the next
 * release migrated before this server stopped) is fine: migrations only add.
 */
export async function assertMigrated(pool: Pool): Promise<void> {
  let state: MigrationState;
  try {
    state = await migrationState(pool);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(
      `cannot read the applied migrations (${reason}): the site's role needs USAGE on schema drizzle and SELECT on its table (deploy/postgres-roles.sql)`,
      {
        cause: err,
      },
    );
  }
  if (state.applied < state.needed) throw new MigrationsBehindError(state);
}
