import "server-only";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { liveSessionViewer } from "./session";

export type Viewer =
  | { verified: false; admin: false }
  | { verified: true; admin: boolean; email: string; sessionId: number; role: "client" | "admin"; verifiedAt: Date };

export type VerifiedViewer = Extract<Viewer, { verified: true }>;

export const ANONYMOUS: Viewer = { verified: false, admin: false };

/**
 * Who holds this session token: a live session row makes a verified client or admin. A missing,
 * unknown, revoked, expired or idle token is anonymous, and so is a database fault: gated
 * content is never shown by mistake. `stale` says the token named no live session (its cookie
 * can go); after a database fault nothing is known, and the cookie stays.
 */
export async function lookupVisitor(token: string | undefined): Promise<{ viewer: Viewer; stale: boolean }> {
  if (!token) return { viewer: ANONYMOUS, stale: false };
  try {
    const row = await liveSessionViewer(await getDb(), token);
    if (!row) return { viewer: ANONYMOUS, stale: true };
    return { viewer: { verified: true, admin: row.role === "admin", role: row.role, email: row.email, sessionId: row.id, verifiedAt: row.verifiedAt }, stale: false };
  } catch (err) {
    logger.warn({ err }, "session check failed; treating the visitor as anonymous");
    return { viewer: ANONYMOUS, stale: false };
  }
}
