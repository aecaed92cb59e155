import { sql } from "drizzle-orm";
import { logger } from "../log";
import { isEmbedded, type Db } from "./client";

/**
 * The embedded database's upkeep, after each daily retention pass (src/server/retention.ts).
 * PGlite has no autovacuum: the rows deleted or updated would stay as dead space in their tables
 * and indexes, and the planner would keep the row counts it saw at start (decision 0058).
 * PostgreSQL does this itself. One table at a time: the first vacuum of a large database reads
 * every page, and requests waiting for the database get it between two tables.
 */
export async function upkeepEmbedded(db: Db): Promise<void> {
  if (!isEmbedded(db)) return;
  const started = performance.now();
  const tables = await db.execute(sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'drizzle')`);
  for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) await db.execute(sql.raw(`VACUUM (ANALYZE) ${name}`));
  logger.info({ ms: Math.round(performance.now() - started) }, "embedded database vacuumed and analysed");
}
