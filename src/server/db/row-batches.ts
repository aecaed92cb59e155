import { desc, getTableColumns, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Pool, PoolClient } from "pg";
import { isEmbedded, type Db } from "./client";

export type Row = Record<string, unknown>;

/** How a whole-table read is ordered: newest first by a time column, the id breaking ties. */
export type NewestFirst = { time: PgColumn; id: PgColumn };

/**
 * How long a read may wait for its consumer between two batches before PostgreSQL ends it: a
 * download whose client stopped reading must not hold a connection of the pool for ever.
 */
const IDLE_SECONDS = 60;

/**
 * Every row of a table, newest first, `size` rows at a time, each batch read only when the one
 * before has been taken: memory holds one batch whatever the table's size. Stop early with
 * `return()` (a `for await` that breaks does), which ends the read on the database at once.
 *
 * PostgreSQL: one cursor in a read-only transaction on a connection of its own, so the rows are
 * one snapshot. The embedded database runs one transaction at a time for the whole server, so a
 * transaction held while a client downloads would stall every other request: there each batch
 * is its own short query, continuing after the last row of the batch before (keyset). A row
 * changed meanwhile is read as it is then; one added meanwhile (newer) is not read.
 */
export function newestFirstBatches(db: Db, table: PgTable, order: NewestFirst, size: number): AsyncGenerator<Row[]> {
  return isEmbedded(db) ? keysetBatches(db, table, order, size) : cursorBatches(db, (db as unknown as { $client: Pool }).$client, table, order, size);
}

async function* keysetBatches(db: Db, table: PgTable, { time, id }: NewestFirst, size: number): AsyncGenerator<Row[]> {
  // The time as the database's text: a JS Date would drop its microseconds, and with them rows.
  let after: { time: string; id: unknown } | null = null;
  for (;;) {
    const rows: Row[] = await db
      .select({ ...getTableColumns(table), keysetTime: sql<string>`${time}::text` })
      .from(table)
      .where(after ? sql`(${time}, ${id}) < (${after.time}::timestamptz, ${after.id})` : undefined)
      .orderBy(desc(time), desc(id))
      .limit(size);
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    after = { time: last.keysetTime as string, id: last[keyOf(table, id)] };
    for (const row of rows) delete row.keysetTime;
    yield rows;
    if (rows.length < size) return;
  }
}

async function* cursorBatches(db: Db, pool: Pool, table: PgTable, { time, id }: NewestFirst, size: number): AsyncGenerator<Row[]> {
  const query = db.select().from(table).orderBy(desc(time), desc(id)).toSQL();
  const client: PoolClient = await pool.connect();
  // The connection goes back to the pool once, broken or not. One lost while the rows wait for
  // their reader (the idle limit above, a restart of the database) is closed at once, even if
  // nobody reads on: it must neither crash the server nor stay taken.
  let lost: unknown;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    client.off("error", onError);
    client.release(lost instanceof Error ? lost : lost ? true : undefined);
  };
  const onError = (err: unknown) => {
    lost ??= err;
    release();
  };
  client.on("error", onError);
  try {
    await client.query("BEGIN READ ONLY");
    await client.query(`SET LOCAL idle_in_transaction_session_timeout = '${IDLE_SECONDS}s'`);
    await client.query(`DECLARE newest_first NO SCROLL CURSOR FOR ${query.sql}`, query.params);
    // Fetched through Drizzle, so the values arrive as its own queries get them (times as text) and map the same way.
    const own = drizzle({ client });
    const columns = Object.entries(getTableColumns(table));
    for (;;) {
      const { rows } = await own.execute<Row>(sql.raw(`FETCH ${size} FROM newest_first`));
      if (rows.length > 0)
        yield rows.map((raw) => Object.fromEntries(columns.map(([key, c]) => [key, raw[c.name] === null ? null : c.mapFromDriverValue(raw[c.name])])));
      if (rows.length < size) return;
    }
  } catch (err) {
    lost ??= err;
    throw err;
  } finally {
    // It only read: rolled back, and the connection is ready for the next request.
    if (!lost && !released) await client.query("ROLLBACK").catch((err: unknown) => (lost = err));
    release();
  }
}

/** The key of a table's column in its rows (the property name, not the database's). */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`${column.name} is not a column of this table`);
  return entry[0];
}
