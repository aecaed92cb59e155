import type { Db } from "./db/client";
import { auditLog, type NewAuditEntry } from "./db/schema";

/**
 * One line in the audit log: verification attempts and every admin action.
 * Never pass a raw invitation code or session token in `detail`.
 */
export async function audit(db: Db, entry: Omit<NewAuditEntry, "id" | "createdAt">): Promise<void> {
  await db.insert(auditLog).values(entry);
}
