import { audit, visitorActor } from "@/server/audit";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { revokeSessionByToken } from "./session";
import { endingSessions } from "./session-cache";

/**
 * Logout: revokes the session row behind this token and writes it to the audit log. A database
 * fault is logged and swallowed: the caller clears the cookie, so the visitor is logged out of
 * this browser either way.
 */
export async function endSession(token: string | undefined, ip: string): Promise<void> {
  if (!token) return;
  try {
    const db = await getDb();
    const ended = await endingSessions((ending) => revokeSessionByToken(db, token, ending));
    if (ended)
      await audit(db, {
        actor: ended.role === "admin" ? `admin:${ended.email}` : visitorActor(ended.email),
        action: "gate.logout",
        target: `session:${ended.id}`,
        ip,
        sessionId: ended.id,
        codeId: ended.invitationCodeId,
      });
  } catch (err) {
    logger.error({ err }, "logout could not revoke the session row");
  }
}
