import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assertMigrated } from "@/server/db/migrate";
import { useDatabase } from "../support/db";

// On PostgreSQL a server applies no migration: it compares drizzle's record with the migrations it
// ships and refuses a database behind them (decision 0050).
const shipped = (JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: { when: number }[] }).entries;

describe.skipIf(!process.env.TEST_DATABASE_URL)("the start's check of the applied migrations", () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    await useDatabase("postgres");
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
  });
  beforeEach(async () => {
    // Back to the template's record: every shipped migration applied, nothing after it.
    await pool.query(`DELETE FROM drizzle.__drizzle_migrations WHERE created_at > $1`, [shipped.at(-1)!.when]);
  });

  it("passes a database with every migration of the build", async () => {
    await expect(assertMigrated(pool)).resolves.toBeUndefined();
  });

  it("refuses a database one migration behind, counting what it has", async () => {
    const newest = await pool.query(`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`);
    await pool.query(`DELETE FROM drizzle.__drizzle_migrations WHERE id = $1`, [newest.rows[0].id]);
    try {
      await expect(assertMigrated(pool)).rejects.toThrow(
        `the database is at migration ${shipped.length - 1}, this build needs ${shipped.length}: run npm run db:migrate`,
      );
    } finally {
      await pool.query(`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)`, [
        newest.rows[0].id,
        newest.rows[0].hash,
        newest.rows[0].created_at,
      ]);
    }
  });

  it("passes a database a newer release has already migrated, so old servers run on until replaced", async () => {
    await pool.query(`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-the-next-release', $1)`, [shipped.at(-1)!.when + 60_000]);
    await expect(assertMigrated(pool)).resolves.toBeUndefined();
  });
});
