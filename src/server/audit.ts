import type { Db } from "./db/client";
import { auditLog, type NewAuditEntry } from "./db/schema";

/**
 * Who an entry is about: the actor's name and, for a console action or a sign-in, the client
 * address and the session and code behind it, so the trail names the key that was used and not
 * only the e-mail address that was typed.
 */
export type AuditSource = { actor: string; ip?: string | null; sessionId?: number | null; codeId?: number | null };

/** The audit log's columns for a source; a bare name is an actor with nothing more known. */
export function auditedBy(by: AuditSource | string): Pick<NewAuditEntry, "actor" | "ip" | "sessionId" | "codeId"> {
  const { actor, ip = null, sessionId = null, codeId = null } = typeof by === "string" ? { actor: by } : by;
  return { actor, ip, sessionId, codeId };
}

/**
 * One line in the audit log: verification attempts and every admin action.
 * Never pass a raw invitation code or session token in `detail`.
 */
export async function audit(db: Db, entry: Omit<NewAuditEntry, "id" | "createdAt">): Promise<void> {
  await db.insert(auditLog).values(entry);
}
