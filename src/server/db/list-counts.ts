import { getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";
import { listCounts } from "./schema";

/** Rows by list and key, as the triggers keep them (drizzle/0011_list_counts.sql, 0016_lead_stage_counts.sql). */
export type ListCounts = {
  /**
   * How many rows of `table` have `key` (a status, an action, a category), or all its rows; `by`
   * names a second way a table is counted (the lead tables' "stage").
   */
  of(table: PgTable, key?: string, by?: string): number;
  /** The keys `table` has rows under, with their counts, in key order. */
  keysOf(table: PgTable, by?: string): { key: string; n: number }[];
};

/** Every list's counts: one read of a table of a few dozen rows, whatever the lists hold. */
export async function readListCounts(db: Db): Promise<ListCounts> {
  const rows = await db.select().from(listCounts);
  const keysOf = (table: PgTable, by?: string) =>
    rows
      .filter((r) => r.list === (by ? `${getTableName(table)}:${by}` : getTableName(table)) && r.n > 0)
      .map(({ key, n }) => ({ key, n }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    keysOf,
    of: (table, key, by) => keysOf(table, by).reduce((sum, r) => (key === undefined || r.key === key ? sum + r.n : sum), 0),
  };
}
