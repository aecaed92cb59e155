import { and, asc, desc, getTableColumns, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/server/db/client";
import { compareNewestFirst, keyTimestamp, pageOfKeys, parseListKey, type ListKey, type ListLinks, type ListWindow } from "@/lib/list-cursor";

/**
 * A console list read newest first a page at a time by (time, id) (src/lib/list-cursor.ts):
 * every page is an index seek on the table's (time, id) index, whatever page it is and however
 * long the list.
 */
export type KeysetList = {
  table: PgTable;
  created: PgColumn;
  id: PgColumn;
  /** What a page reads of each row: every column unless named (a list that shows a long text's start only). */
  columns?: Record<string, PgColumn | SQL>;
};

const columnsOf = (list: KeysetList) => list.columns ?? getTableColumns(list.table);

export type KeysetPage<Row> = { rows: Row[]; links: ListLinks };

/** A search's matches: exact up to SEARCH_COUNT_CAP, past it `more` (shown as "more than 1,000"). */
export type Matches = { n: number; more: boolean };

/**
 * How many matches a search counts before it calls the term common. Also the line between its
 * two ways of finding a page: under it, the trigram index finds every match and the page is cut
 * from them; from it, matches are common enough (one row in 200 of 200,000) that walking the list
 * newest first finds a page's worth within a few thousand rows.
 */
export const SEARCH_COUNT_CAP = 1000;

/** Three letters or digits in a row: what pg_trgm makes a trigram of, so the index can narrow by the term. */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/** A LIKE pattern that matches the text literally anywhere (%, _ and \ in the query are not wildcards). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The row's key as list-cursor writes it: `<microseconds since 1970>-<id>`, made by the database, which keeps the microseconds. */
const keyOf = (list: KeysetList) => sql<string>`((extract(epoch from ${list.created}) * 1000000)::bigint)::text || '-' || ${list.id}::text`;
const before = (list: KeysetList, key: ListKey) => sql`(${list.created}, ${list.id}) < (${keyTimestamp(key)}::timestamptz, ${key.id})`;
const after = (list: KeysetList, key: ListKey) => sql`(${list.created}, ${list.id}) > (${keyTimestamp(key)}::timestamptz, ${key.id})`;

type Keyed = Record<string, unknown> & { listKey: string };

function withoutKey<Row>(rows: Keyed[]): Row[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => column !== "listKey")) as Row);
}

/** One page of `list` (narrowed by `where`), newest first, at `window`. */
export async function keysetPage<Row>(db: Db, list: KeysetList, window: ListWindow, size: number, where?: SQL): Promise<KeysetPage<Row>> {
  const columns = { ...columnsOf(list), listKey: keyOf(list) };
  const read = (bound: SQL | undefined, newestFirst: boolean) =>
    db
      .select(columns)
      .from(list.table)
      .where(and(where, bound))
      .orderBy(...(newestFirst ? [desc(list.created), desc(list.id)] : [asc(list.created), asc(list.id)]))
      .limit(size + 1) as Promise<Keyed[]>;
  const exists = async (bound: SQL) =>
    (
      await db
        .select({ one: sql`1` })
        .from(list.table)
        .where(and(where, bound))
        .limit(1)
    ).length > 0;
  const key = (row: Keyed) => parseListKey(row.listKey)!;
  const newest = async (): Promise<KeysetPage<Row>> => {
    const rows = await read(undefined, true);
    return { rows: withoutKey(rows.slice(0, size)), links: { newer: null, older: rows.length > size ? rows[size - 1].listKey : null } };
  };

  switch (window.from) {
    case "newest":
      return newest();
    case "older": {
      const rows = await read(before(list, window.key), true);
      // Nothing older (a key past the end, or its rows since deleted): the newest page, as for a key that is not one.
      if (!rows.length) return newest();
      const page = rows.slice(0, size);
      return {
        rows: withoutKey(page),
        links: {
          newer: (await exists(after(list, key(page[0])))) ? page[0].listKey : null,
          older: rows.length > size ? page[size - 1].listKey : null,
        },
      };
    }
    case "newer": {
      const rows = await read(after(list, window.key), false);
      // A page that reaches the top is the newest page, full, rather than the few rows left.
      if (rows.length <= size) return newest();
      const page = rows.slice(0, size).reverse();
      const last = page[page.length - 1];
      return { rows: withoutKey(page), links: { newer: page[0].listKey, older: (await exists(before(list, key(last)))) ? last.listKey : null } };
    }
    case "oldest": {
      const rows = await read(undefined, false);
      const page = rows.slice(0, size).reverse();
      return { rows: withoutKey(page), links: { newer: rows.length > size ? page[0].listKey : null, older: null } };
    }
  }
}

/**
 * One page of the rows of `list` (narrowed by `where`) whose `text` contains `term`, ignoring case,
 * and how many there are. The first query asks the trigram index on `text` for up to
 * SEARCH_COUNT_CAP + 1 matches, in no order, so it stops there. Fewer: they are all the matches,
 * and the page is cut from them in memory and read by id. As many: the term is common, and the
 * page is walked newest first on the (time, id) index with a test the trigram index cannot serve
 * (the same one: ILIKE compares lower-cased text), so the planner cannot turn to reading every
 * match and sorting them, which it would do on a guess of few matches (the embedded database's
 * statistics are as of its last start or daily vacuum).
 */
export async function searchPage<Row>(
  db: Db,
  list: KeysetList,
  window: ListWindow,
  size: number,
  search: { text: SQL; term: string; where?: SQL },
): Promise<KeysetPage<Row> & { matches: Matches }> {
  const probe = (on: Db) =>
    on
      .select({ listKey: keyOf(list) })
      .from(list.table)
      .where(and(search.where, ilike(search.text, containsPattern(search.term))))
      .limit(SEARCH_COUNT_CAP + 1);
  // Guessing thousands of matches, the planner reads the table from the start until it has
  // SEARCH_COUNT_CAP + 1, which costs every row before the last (40,000 rows, 50 ms on the embedded
  // database, for a surname in one row of 40) where the trigram index costs only the matches
  // (10 ms). A term without three letters or digits in a row has no trigram to look up, and there
  // the index would be read whole: the planner chooses.
  const found = HAS_TRIGRAM.test(search.term)
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        return probe(tx);
      })
    : await probe(db);
  if (found.length > SEARCH_COUNT_CAP) {
    const walked = await keysetPage<Row>(db, list, window, size, and(search.where, sql`strpos(lower(${search.text}), lower(${search.term})) > 0`));
    return { ...walked, matches: { n: SEARCH_COUNT_CAP, more: true } };
  }
  const sorted = found.map((r) => parseListKey(r.listKey)!).sort(compareNewestFirst);
  const { keys, links } = pageOfKeys(sorted, window, size);
  const rows = keys.length
    ? ((await db
        .select(columnsOf(list))
        .from(list.table)
        .where(
          inArray(
            list.id,
            keys.map((k) => k.id),
          ),
        )
        .orderBy(desc(list.created), desc(list.id))) as Row[])
    : [];
  return { rows, links, matches: { n: found.length, more: false } };
}
