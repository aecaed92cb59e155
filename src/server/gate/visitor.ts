import { dbKind, getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { securityEvent } from "@/server/security-events";
import { hashSessionToken, liveSessionViewer, TOKEN_PATTERN } from "./session";
import { keepSession, keptSession, sessionGeneration } from "./session-cache";

export type Viewer =
  | { verified: false; admin: false }
  | { verified: true; admin: boolean; email: string; sessionId: number; codeId: number | null; role: "client" | "admin"; verifiedAt: Date };

export type VerifiedViewer = Extract<Viewer, { verified: true }>;

export const ANONYMOUS: Viewer = { verified: false, admin: false };

/**
 * Who holds this session token: a live session row makes a verified client or admin. A missing,
 * unknown, revoked, expired or idle token is anonymous, and so is a database fault: gated
 * content is never shown by mistake. `stale` says the token named no live session (its cookie
 * can go); after a database fault nothing is known, and the cookie stays.
 */
export async function lookupVisitor(token: string | undefined, request: { route?: string; ip?: string } = {}): Promise<{ viewer: Viewer; stale: boolean }> {
  if (!token) return { viewer: ANONYMOUS, stale: false };
  try {
    if (!TOKEN_PATTERN.test(token)) {
      securityEvent("invalid-session", { ...request, reason: "malformed" });
      return { viewer: ANONYMOUS, stale: true };
    }
    const db = await getDb();
    // Only the embedded database, which one process owns, may remember sessions (session-cache.ts).
    const remember = (await dbKind()) === "pglite";
    const hash = hashSessionToken(token);
    const kept = remember ? keptSession(db, hash) : null;
    if (kept) return { viewer: viewerOf({ ...kept, role: "client" }), stale: false };
    const readAt = sessionGeneration();
    const row = await liveSessionViewer(db, token);
    if (!row) {
      // Unknown, revoked, expired or idle: a forged or stolen-then-revoked cookie looks like this too.
      securityEvent("invalid-session", { ...request, reason: "no live session" });
      return { viewer: ANONYMOUS, stale: true };
    }
    if (remember && row.role === "client") keepSession(db, hash, row, readAt);
    return { viewer: viewerOf(row), stale: false };
  } catch (err) {
    logger.warn({ err }, "session check failed; treating the visitor as anonymous");
    return { viewer: ANONYMOUS, stale: false };
  }
}

function viewerOf(row: { id: number; role: "client" | "admin"; email: string; verifiedAt: Date; invitationCodeId: number | null }): VerifiedViewer {
  return {
    verified: true,
    admin: row.role === "admin",
    role: row.role,
    email: row.email,
    sessionId: row.id,
    codeId: row.invitationCodeId,
    verifiedAt: row.verifiedAt,
  };
}
