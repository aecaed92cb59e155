/**
 * The embedded database's daily upkeep (src/server/db/upkeep.ts): PGlite has no autovacuum, so
 * without it the planner would keep the row counts of the last start.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { upkeepEmbedded } from "@/server/db/upkeep";
import { useDatabase } from "../support/db";

it("vacuums and analyses every table of the embedded database, so the planner sees the rows written since it opened", async () => {
  const db = await useDatabase("pglite");
  await db.execute(sql`
    INSERT INTO contact_submissions (name, email, message, source)
    SELECT 'Lead ' || i, 'lead' || i || '@example.com', 'A new website, please.', 'home' FROM generate_series(1, 300) AS i`);
  await upkeepEmbedded(db);
  const result = await db.execute(sql`select reltuples::int as n from pg_class where relname = 'contact_submissions'`);
  expect((result as unknown as { rows: { n: number }[] }).rows[0].n).toBe(300);
});
