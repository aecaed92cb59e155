import { and, eq, gt, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { verifiedSessions, type VerifiedSession } from "@/server/db/schema";
import { keyedHash, randomToken } from "@/server/crypto";
import type { CodeRole } from "./codes";
import type { SessionEnding } from "./session-cache";

/** Verified clients stay in for 30 days. */
const CLIENT_SESSION_MS = 30 * 24 * 3600 * 1000;
/** Admin sessions end 12 hours after verification at the latest... */
const ADMIN_SESSION_MS = 12 * 3600 * 1000;
/** ...or after 30 minutes without a request. */
export const ADMIN_IDLE_MS = 30 * 60 * 1000;
/** last_activity is written at most this often, so reading a page is not a write every time. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** What is stored of a session token: its keyed hash (decision 0011). */
export const hashSessionToken = (token: string) => keyedHash("session-token", token);

/** A session token is 32 random bytes in base64url: 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function sessionLifetimeMs(role: CodeRole): number {
  return role === "admin" ? ADMIN_SESSION_MS : CLIENT_SESSION_MS;
}

export type NewSession = {
  email: string;
  role: CodeRole;
  invitationCodeId: number | null;
  ip?: string | null;
  userAgent?: string | null;
};

/** Creates a session row (inside the caller's transaction) and returns the raw token, which is stored only as its hash. */
export async function createSession(db: Db, s: NewSession): Promise<{ token: string; row: VerifiedSession; maxAgeSeconds: number }> {
  const token = randomToken(32);
  const lifetime = sessionLifetimeMs(s.role);
  const now = new Date();
  const [row] = await db
    .insert(verifiedSessions)
    .values({
      tokenHash: hashSessionToken(token),
      email: s.email,
      role: s.role,
      invitationCodeId: s.invitationCodeId,
      verifiedAt: now,
      lastActivity: now,
      expiresAt: new Date(now.getTime() + lifetime),
      ip: s.ip ?? null,
      userAgent: s.userAgent ?? null,
    })
    .returning();
  return { token, row, maxAgeSeconds: Math.floor(lifetime / 1000) };
}

/**
 * The one definition of a live session, as a condition on verified_sessions: not revoked, not
 * expired, and, for admins, a request within the last ADMIN_IDLE_MS. findLiveSession and the
 * admin console's session list and counts all use it, so they cannot disagree.
 */
export function liveSessionCondition(): SQL {
  return and(
    isNull(verifiedSessions.revokedAt),
    gt(verifiedSessions.expiresAt, sql`now()`),
    or(ne(verifiedSessions.role, "admin"), gt(verifiedSessions.lastActivity, sql`now() - (${ADMIN_IDLE_MS}::int * interval '1 millisecond')`)),
  )!;
}

/**
 * Deletes the sessions already over at `cutoff`: revoked or expired by then (an idle admin
 * session expires within ADMIN_SESSION_MS too), so none can be live again; the rows deleted.
 * Only inside endingSessions(), like every write that ends or deletes a session.
 */
export async function deleteSessionsEndedBefore(db: Db, cutoff: Date, ending: SessionEnding): Promise<number> {
  void ending; // the proof is the point: this runs inside endingSessions()
  const gone = await db
    .delete(verifiedSessions)
    .where(or(lte(verifiedSessions.revokedAt, cutoff), lte(verifiedSessions.expiresAt, cutoff)))
    .returning({ id: verifiedSessions.id });
  return gone.length;
}

/**
 * The live session for a raw token, or null when it is malformed, unknown, revoked, expired or
 * (admins) idle too long. Touches last_activity at most once a minute.
 */
export async function findLiveSession(db: Db, token: string, options: { touch?: boolean } = {}): Promise<VerifiedSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(verifiedSessions)
    .where(and(eq(verifiedSessions.tokenHash, hashSessionToken(token)), liveSessionCondition()))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  if (options.touch !== false && now - row.lastActivity.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(verifiedSessions)
      .set({ lastActivity: new Date(now) })
      .where(eq(verifiedSessions.id, row.id));
  }
  return row;
}

/**
 * What a page needs of a live session (same rules and touch as findLiveSession): the visitor's
 * role, e-mail and session, without the rest of the row. Asked on every request that reads the
 * visitor (the header's island, gated areas), so it fetches seven columns, not the whole row.
 */
export async function liveSessionViewer(
  db: Db,
  token: string,
): Promise<Pick<VerifiedSession, "id" | "role" | "email" | "verifiedAt" | "expiresAt" | "invitationCodeId"> | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      id: verifiedSessions.id,
      role: verifiedSessions.role,
      email: verifiedSessions.email,
      verifiedAt: verifiedSessions.verifiedAt,
      expiresAt: verifiedSessions.expiresAt,
      lastActivity: verifiedSessions.lastActivity,
      invitationCodeId: verifiedSessions.invitationCodeId,
    })
    .from(verifiedSessions)
    .where(and(eq(verifiedSessions.tokenHash, hashSessionToken(token)), liveSessionCondition()))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  if (now - row.lastActivity.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(verifiedSessions)
      .set({ lastActivity: new Date(now) })
      .where(eq(verifiedSessions.id, row.id));
  }
  return row;
}

/** Ends the session a raw token belongs to; returns the row it ended, if any. Only inside endingSessions(). */
export async function revokeSessionByToken(db: Db, token: string, ending: SessionEnding): Promise<VerifiedSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .update(verifiedSessions)
    .set({ revokedAt: ending.at })
    .where(and(eq(verifiedSessions.tokenHash, hashSessionToken(token)), isNull(verifiedSessions.revokedAt)))
    .returning();
  return row ?? null;
}
