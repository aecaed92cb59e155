import { sql } from "drizzle-orm";
import { getDb } from "./client";

/** One round trip to the database, given up after `timeoutMs`. */
export async function databaseAnswers(timeoutMs = 1500): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const db = await getDb();
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("database timeout")), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const g = globalThis as unknown as { __gteDbHealth?: { at: number; ok: boolean; pending?: Promise<boolean> } };

/**
 * Whether the database answers, asked at most once a second however many requests want to know:
 * pages that cannot work without it answer 503 at once instead of each waiting for a time-out.
 */
export async function databaseAvailable(now = Date.now()): Promise<boolean> {
  const h = (g.__gteDbHealth ??= { at: 0, ok: true });
  if (now - h.at < 1000) return h.ok;
  h.pending ??= databaseAnswers().then((ok) => {
    h.at = Date.now();
    h.ok = ok;
    h.pending = undefined;
    return ok;
  });
  return h.pending;
}
