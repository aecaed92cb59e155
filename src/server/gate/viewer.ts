import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { sessionCookieName } from "./cookie";
import { ADMIN_IDLE_MS, findLiveSession } from "./session";

export { ADMIN_IDLE_MS };

export type Viewer =
  | { verified: false; admin: false }
  | { verified: true; admin: boolean; email: string; sessionId: number; role: "client" | "admin"; verifiedAt: Date };

export type VerifiedViewer = Extract<Viewer, { verified: true }>;

export const ANONYMOUS: Viewer = { verified: false, admin: false };

/** Looks a raw session token up; null when it is unknown, revoked, expired or idle too long. */
export async function sessionForToken(token: string) {
  return findLiveSession(await getDb(), token);
}

/**
 * Who is asking, decided on the server from the session cookie. Cached per request.
 * A database fault counts as "not verified": gated content is never shown by mistake.
 * (An invalid cookie is cleared by src/proxy.ts before the request gets here.)
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  await connection();
  const token = (await cookies()).get(sessionCookieName())?.value;
  if (!token) return ANONYMOUS;
  try {
    const row = await sessionForToken(token);
    if (!row) return ANONYMOUS;
    return { verified: true, admin: row.role === "admin", role: row.role, email: row.email, sessionId: row.id, verifiedAt: row.verifiedAt };
  } catch (err) {
    logger.warn({ err }, "session check failed; treating the visitor as anonymous");
    return ANONYMOUS;
  }
});
