import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { verifiedSessions } from "@/server/db/schema";
import { liveSessionCondition } from "@/server/gate/session";

/**
 * Counts the administrator's activity in a page that sent no request (typing in the editor) as a
 * request: the live admin session's last_activity becomes now, on the database's clock. A session
 * already ended (idle, expired, revoked) stays ended, and the 12-hour lifetime is untouched.
 * Answers whether the session was live.
 */
export async function keepAdminSessionAlive(db: Db, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(verifiedSessions)
    .set({ lastActivity: sql`now()` })
    .where(and(eq(verifiedSessions.id, sessionId), eq(verifiedSessions.role, "admin"), liveSessionCondition()))
    .returning({ id: verifiedSessions.id });
  return rows.length === 1;
}
