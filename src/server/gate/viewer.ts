import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { getDb } from "@/server/db/client";
import { sessionCookieName } from "./cookie";
import { viewerForToken, type Viewer } from "./visitor";
import { ADMIN_IDLE_MS, findLiveSession } from "./session";

export { ADMIN_IDLE_MS };

export { ANONYMOUS, type Viewer, type VerifiedViewer } from "./visitor";

/** Looks a raw session token up; null when it is unknown, revoked, expired or idle too long. */
export async function sessionForToken(token: string) {
  return findLiveSession(await getDb(), token);
}

/**
 * Who is asking, decided on the server from the session cookie. Cached per request.
 * A database fault counts as "not verified": gated content is never shown by mistake.
 * (An invalid cookie is cleared by proxy.ts before the request gets here.)
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  await connection();
  return viewerForToken((await cookies()).get(sessionCookieName())?.value);
});
