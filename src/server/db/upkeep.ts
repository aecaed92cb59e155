import { sql } from "drizzle-orm";
import { logger } from "../log";
import { isEmbedded, type Db } from "./client";

/**
 * The embedded database's upkeep, after each retention pass (src/server/retention.ts). PGlite has
 * no autovacuum: the rows deleted or updated would stay as dead space in their tables and indexes
 * for ever, and the planner would keep the row counts it saw at start (decision 0058). PostgreSQL
 * does this itself.
 */
export async function upkeepEmbedded(db: Db): Promise<void> {
  if (!isEmbedded(db)) return;
  const started = performance.now();
  await db.execute(sql`VACUUM (ANALYZE)`);
  logger.info({ ms: Math.round(performance.now() - started) }, "embedded database vacuumed and analysed");
}
