import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { verifiedSessions } from "@/server/db/schema";
import { seal, unseal } from "@/server/crypto";
import { isHttpsSite } from "@/lib/site-url";
import { hashSessionToken, TOKEN_PATTERN } from "@/server/gate/session";

/**
 * A console save that meets an ended session (decision 0067). The console answers strangers with
 * its 404 and keeps doing so; only a browser whose session cookie names an administrator's session
 * that has ended is told "your session ended" and offered the sign-in, on the page it posted to,
 * with its post kept in the form. That browser gets a resume ticket: a sealed cookie naming the
 * administrator's address for half an hour, which lets it take the sign-in's next steps there
 * (its stale session cookie is cleared by the first answer).
 */

/** Long enough to find the code and the passkey; short enough that a forgotten tab's ticket is gone by evening. */
const TICKET_MS = 30 * 60 * 1000;

export function resumeCookieName(): string {
  return isHttpsSite() ? "__Host-gte_resume" : "gte_resume";
}

/** Same attributes as the session cookie's, Strict: only this site's own pages ever send it back. */
export function resumeCookieOptions() {
  return { httpOnly: true, sameSite: "strict" as const, secure: isHttpsSite(), path: "/", maxAge: TICKET_MS / 1000 };
}

/** The address of the administrator whose ended session this token was, or null (unknown, malformed, a client's). */
export async function endedAdminEmail(db: Db, token: string | undefined): Promise<string | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ email: verifiedSessions.email })
    .from(verifiedSessions)
    .where(and(eq(verifiedSessions.tokenHash, hashSessionToken(token)), eq(verifiedSessions.role, "admin")))
    .limit(1);
  return row?.email ?? null;
}

/** The sealed ticket for an address: only this server can make or read it. */
export function resumeTicket(email: string, now = Date.now()): string {
  return seal(JSON.stringify({ email, until: now + TICKET_MS }));
}

/** The address a ticket names while it is good, or null (altered, another server's secret, or past its half hour). */
export function readResumeTicket(ticket: string | undefined, now = Date.now()): string | null {
  const plain = ticket ? unseal(ticket) : null;
  if (!plain) return null;
  try {
    const { email, until } = JSON.parse(plain) as { email?: unknown; until?: unknown };
    return typeof email === "string" && typeof until === "number" && until > now ? email : null;
  } catch {
    return null;
  }
}
