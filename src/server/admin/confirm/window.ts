import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { verifiedSessions } from "@/server/db/schema";

/**
 * How long one "confirm it's you" lets an administrator end sessions and remove passkeys
 * (decision 0053): long enough to work through a list of sessions after one prompt, short
 * enough that a session left open, or a cookie taken from it, cannot do either on its own.
 */
export const CONFIRM_WINDOW_MS = 5 * 60 * 1000;

/** Whether this session proved a factor again within the window (the database's clock decides, as for every session limit). */
export async function recentlyConfirmed(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: verifiedSessions.id })
    .from(verifiedSessions)
    .where(and(eq(verifiedSessions.id, sessionId), gt(verifiedSessions.reauthenticatedAt, sql`now() - (${CONFIRM_WINDOW_MS}::int * interval '1 millisecond')`)))
    .limit(1);
  return Boolean(row);
}

/** Records a factor proved again on this session, now. */
export async function markConfirmed(tx: Db, sessionId: number): Promise<void> {
  await tx
    .update(verifiedSessions)
    .set({ reauthenticatedAt: sql`now()` })
    .where(eq(verifiedSessions.id, sessionId));
}
