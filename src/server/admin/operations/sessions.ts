import { getDb } from "@/server/db/client";
import { audit, auditedBy } from "@/server/audit";
import { endingSessions } from "@/server/gate/session-cache";
import type { AdminContext } from "../access";
import { revokeSession as endSessionRow } from "../sessions";
import { idSchema } from "../schemas";
import { parsedOr, withNotice } from "./parse";

/** Ends one verified session at once (the visitor is anonymous on their next request); answers where to go back to. */
export async function revokeSession(values: Record<string, string>, admin: AdminContext): Promise<string> {
  const parsed = parsedOr(idSchema, values, "/admin/sessions");
  if (!parsed.ok) return parsed.redirectTo;
  const { id } = parsed.data;
  const db = await getDb();
  const revoked = await endingSessions((ending) =>
    db.transaction(async (tx) => {
      const row = await endSessionRow(tx, id, ending);
      await audit(tx, {
        ...auditedBy(admin),
        action: "session.revoke",
        outcome: row ? "ok" : "not-found",
        target: `session:${id}`,
        detail: row ? { email: row.email } : null,
      });
      return row;
    }),
  );
  return withNotice("/admin/sessions", revoked ? "revoked" : "missing");
}
