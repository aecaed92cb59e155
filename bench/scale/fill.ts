/**
 * Fills one scratch database to a size, run by the bench as its own process (`tsx
 * bench/scale/fill.ts`) with DATABASE_URL or DATA_DIR naming the database, so the app's own code
 * opens it as the server would: migrations (on PostgreSQL as `npm run db:migrate` applies them),
 * the seed posts and the search index (`npm run db:seed`), then the SQL of fill-sql.ts through
 * the app's Drizzle handle. Going through that handle keeps the fill working whatever the app
 * opens the embedded database with (its extensions, a worker thread). Prints one line,
 * `FILLED {json}`, with the row counts and the seconds each step took. With BENCH_FILL_ONLY_FORGET=1
 * it only deletes the administrators' passkeys: a reused store (BENCH_REUSE) holds the one an
 * earlier run registered, whose key left with that run, and the next run registers its own.
 */
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/server/db/client";
import { migrateAsOwner } from "@/server/db/migrate";
import { seedDatabase } from "@/server/db/seed";
import { fillStatements, SUMMARY_SQL } from "./fill-sql";

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function forgetPasskeys() {
  const db = await getDb();
  await db.execute(sql.raw("delete from admin_passkeys"));
  await closeDb();
}

async function main() {
  if (process.env.BENCH_FILL_ONLY_FORGET === "1") return forgetPasskeys();
  const size = { posts: Number(process.env.BENCH_FILL_POSTS), leads: Number(process.env.BENCH_FILL_LEADS) };
  if (!Number.isInteger(size.posts) || !Number.isInteger(size.leads)) throw new Error("BENCH_FILL_POSTS and BENCH_FILL_LEADS must be whole numbers");
  const seconds: Record<string, number> = {};
  const timed = async (name: string, step: () => Promise<unknown>) => {
    const t0 = performance.now();
    await step();
    seconds[name] = Number(((performance.now() - t0) / 1000).toFixed(1));
    console.error(`[fill] ${name}: ${seconds[name]} s`);
  };
  const postgres = process.env.DATABASE_URL;
  await timed("migrations", async () => {
    if (postgres) await migrateAsOwner(postgres);
    await getDb();
  });
  await timed("seed", () => seedDatabase());
  const db = await getDb();
  for (const s of fillStatements(size))
    await timed(s.name, () =>
      db.transaction(async (tx) => {
        // PostgreSQL's JIT spends seconds compiling statements this size and runs them no faster.
        if (postgres) await tx.execute(sql.raw("set local jit = off"));
        await tx.execute(sql.raw(s.sql));
      }),
    );
  // What autovacuum would have done on PostgreSQL over the two years these rows stand for. The
  // embedded database has no autovacuum: the server analyses it when it starts (decision 0058).
  if (postgres) await timed("vacuum analyze", () => db.execute(sql.raw("vacuum analyze")));
  const [summary] = rows<Record<string, number>>(await db.execute(sql.raw(SUMMARY_SQL)));
  await closeDb();
  console.log(`FILLED ${JSON.stringify({ ...summary, bytes: Number(summary.bytes), seconds })}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
