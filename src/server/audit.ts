import type { Db } from "./db/client";
import { auditLog, type NewAuditEntry } from "./db/schema";
import { normalizeEmail } from "@/lib/email-address";
import { keyedToken } from "./crypto";

/**
 * How the audit log names a visitor: a keyed reference made from their address ("p-" and 16
 * characters of an HMAC under the server's secret), never the address. The same person is
 * recognisable across entries, and erasing them (decision 0073) leaves no address in a log that
 * cannot be rewritten (decision 0026). Administrators keep their address: they cannot be erased
 * from the console, and the trail of who held the keys must read plainly (decision 0075).
 */
export function personRef(email: string): string {
  return `p-${keyedToken("audit-person", normalizeEmail(email)).slice(0, 16)}`;
}

/** The actor of a visitor's own request: `visitor:p-…`. */
export const visitorActor = (email: string) => `visitor:${personRef(email)}`;

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

/** An address in an entry's detail: an administrator's as it is, anyone else's as their reference. */
export function auditedAddress(email: string, role: string): { email: string } | { person: string } {
  return role === "admin" ? { email } : { person: personRef(email) };
}
