/**
 * The console's long lists (inboxes, the audit log) go newest first a page at a time by the
 * position of a row, not by a page number: `?older=<key>` is the page after the row with that key,
 * `?newer=<key>` the page before it, `?oldest=1` the last page. A key is the row's time in
 * microseconds since 1970 and its id, so a page costs an index seek however long the list is,
 * and rows added meanwhile never push a row onto the next page twice. Pure: no database.
 */

/** A row's place in a newest-first list: its time (microseconds since 1970, as the database keeps it) and its id. */
export type ListKey = { micros: bigint; id: number };

/** Which page of a list to show. */
export type ListWindow = { from: "newest" } | { from: "oldest" } | { from: "older"; key: ListKey } | { from: "newer"; key: ListKey };

/** The links a page offers: the key to go on from in each direction, or null at that end. */
export type ListLinks = { newer: string | null; older: string | null };

const NEWEST: ListWindow = { from: "newest" };
/** 9999-12-31T23:59:59.999999Z: past it a key names no time the database can hold. */
const MAX_MICROS = 253_402_300_799_999_999n;
const MAX_ID = 2_147_483_647;

export function formatListKey(key: ListKey): string {
  return `${key.micros}-${key.id}`;
}

/** A key as the database writes it (`<micros>-<id>`), or null for anything else. */
export function parseListKey(raw: string | null | undefined): ListKey | null {
  const m = typeof raw === "string" ? /^(\d{1,18})-(\d{1,10})$/.exec(raw) : null;
  if (!m) return null;
  const micros = BigInt(m[1]);
  const id = Number(m[2]);
  if (micros > MAX_MICROS || id < 1 || id > MAX_ID) return null;
  return { micros, id };
}

/**
 * The page a list's query string asks for. A key that is not one (edited by hand, cut short) is
 * the newest page, as a page number that is not one is the first page.
 */
export function listWindowOf(params: { get(name: string): string | null }): ListWindow {
  if (params.get("oldest") === "1") return { from: "oldest" };
  for (const from of ["older", "newer"] as const) {
    const raw = params.get(from);
    if (raw === null) continue;
    const key = parseListKey(raw);
    return key ? { from, key } : NEWEST;
  }
  return NEWEST;
}

/** The key as a `timestamptz` literal with all six decimals, for comparing in SQL. */
export function keyTimestamp(key: ListKey): string {
  const millis = key.micros / 1000n;
  const iso = new Date(Number(millis)).toISOString();
  return `${iso.slice(0, -1)}${String(key.micros % 1000n).padStart(3, "0")}Z`;
}

/** Newest first: a before b when a is newer (then the higher id, as the database orders them). */
export function compareNewestFirst(a: ListKey, b: ListKey): number {
  if (a.micros !== b.micros) return a.micros > b.micros ? -1 : 1;
  return b.id - a.id;
}

/**
 * One page of a list whose keys are all at hand, sorted newest first: what the database's keyset
 * query answers for a long list, for a short one held in memory (a rare search term's matches).
 * A page of newer rows that reaches the top is the newest page, full.
 */
export function pageOfKeys(sorted: readonly ListKey[], window: ListWindow, size: number): { keys: ListKey[]; links: ListLinks } {
  let start = 0;
  if (window.from === "oldest") start = Math.max(0, sorted.length - size);
  else if (window.from === "older") {
    const after = sorted.findIndex((k) => compareNewestFirst(k, window.key) > 0);
    start = after < 0 ? sorted.length : after;
  } else if (window.from === "newer") {
    const end = sorted.findIndex((k) => compareNewestFirst(k, window.key) >= 0);
    start = Math.max(0, (end < 0 ? sorted.length : end) - size);
  }
  // Past the end (a key older than every row): the newest page, as for a key that is not one.
  if (start >= sorted.length && window.from !== "newest") start = 0;
  const keys = sorted.slice(start, start + size);
  return {
    keys,
    links: {
      newer: start > 0 && keys.length ? formatListKey(keys[0]) : null,
      older: start + size < sorted.length && keys.length ? formatListKey(keys[keys.length - 1]) : null,
    },
  };
}
