import { and, desc, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { invitationCodes, verifiedSessions } from "@/server/db/schema";
import { liveSessionCondition } from "@/server/gate/session";
import type { SessionEnding } from "@/server/gate/session-cache";

export type ActiveSession = {
  id: number;
  email: string;
  role: "client" | "admin";
  codeLabel: string | null;
  codeId: number | null;
  verifiedAt: Date;
  lastActivity: Date;
  expiresAt: Date;
  ip: string | null;
};

/** Live sessions as the gate defines them (an idle admin session is over), most recently active first. */
export async function listActiveSessions(db: Db): Promise<ActiveSession[]> {
  return db
    .select({
      id: verifiedSessions.id,
      email: verifiedSessions.email,
      role: verifiedSessions.role,
      codeLabel: invitationCodes.label,
      codeId: invitationCodes.id,
      verifiedAt: verifiedSessions.verifiedAt,
      lastActivity: verifiedSessions.lastActivity,
      expiresAt: verifiedSessions.expiresAt,
      ip: verifiedSessions.ip,
    })
    .from(verifiedSessions)
    .leftJoin(invitationCodes, eq(invitationCodes.id, verifiedSessions.invitationCodeId))
    .where(liveSessionCondition())
    .orderBy(desc(verifiedSessions.lastActivity), desc(verifiedSessions.id))
    .limit(500);
}

/** Ends one session at once; false when it was unknown or already ended. Only inside endingSessions(). */
export async function revokeSession(db: Db, id: number, ending: SessionEnding): Promise<{ email: string; role: string } | null> {
  const [row] = await db
    .update(verifiedSessions)
    .set({ revokedAt: ending.at })
    .where(and(eq(verifiedSessions.id, id), isNull(verifiedSessions.revokedAt)))
    .returning({ email: verifiedSessions.email, role: verifiedSessions.role });
  return row ?? null;
}

/** Ends every other live session of this administrator's address, keeping the one asking; the rows ended. Only inside endingSessions(). */
export async function revokeOtherSessions(db: Db, email: string, keep: number, ending: SessionEnding): Promise<number[]> {
  const rows = await db
    .update(verifiedSessions)
    .set({ revokedAt: ending.at })
    .where(and(eq(verifiedSessions.email, email), ne(verifiedSessions.id, keep), liveSessionCondition()))
    .returning({ id: verifiedSessions.id });
  return rows.map((r) => r.id);
}
