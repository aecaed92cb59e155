import { getDb } from "@/server/db/client";
import { audit, auditedAddress, auditedBy } from "@/server/audit";
import { endingSessions } from "@/server/gate/session-cache";
import type { AdminContext } from "../access";
import { revokeOtherSessions, revokeSession as endSessionRow } from "../sessions";
import { unconfirmed } from "../confirm/pending";
import { idSchema } from "../schemas";
import { parsedOr, withNotice } from "./parse";

/** Ends one verified session at once (the visitor is anonymous on their next request), never the one asking; answers where to go back to. */
export async function revokeSession(values: Record<string, string>, admin: AdminContext): Promise<string> {
  const parsed = parsedOr(idSchema, values, "/admin/sessions");
  if (!parsed.ok) return parsed.redirectTo;
  const { id } = parsed.data;
  const db = await getDb();
  // The session in use ends by signing out, which says where it leads; from the list it would be a click that locks the console.
  if (id === admin.sessionId) {
    await audit(db, { ...auditedBy(admin), action: "session.revoke", outcome: "refused", target: `session:${id}`, detail: { reason: "current-session" } });
    return withNotice("/admin/sessions", "current-session");
  }
  const confirmFirst = await unconfirmed(admin, { action: "revokeSession", id }, values);
  if (confirmFirst) return confirmFirst;
  const revoked = await endingSessions((ending) =>
    db.transaction(async (tx) => {
      const row = await endSessionRow(tx, id, ending);
      await audit(tx, {
        ...auditedBy(admin),
        action: "session.revoke",
        outcome: row ? "ok" : "not-found",
        target: `session:${id}`,
        detail: row ? auditedAddress(row.email, row.role) : null,
      });
      return row;
    }),
  );
  return withNotice("/admin/sessions", revoked ? "revoked" : "missing");
}

/** Ends every other session of the signed-in administrator's address (other browsers, other devices); this one stays. */
export async function endOtherSessions(values: Record<string, string>, admin: AdminContext): Promise<string> {
  const confirmFirst = await unconfirmed(admin, { action: "endOtherSessions", id: null }, values);
  if (confirmFirst) return confirmFirst;
  const db = await getDb();
  const ended = await endingSessions((ending) =>
    db.transaction(async (tx) => {
      const ids = await revokeOtherSessions(tx, admin.email, admin.sessionId, ending);
      await audit(tx, {
        ...auditedBy(admin),
        action: "session.revoke-others",
        outcome: ids.length > 0 ? "ok" : "none",
        detail: { email: admin.email, sessionIds: ids },
      });
      return ids.length;
    }),
  );
  return withNotice("/admin/sessions", ended > 0 ? "others-ended" : "no-others");
}
