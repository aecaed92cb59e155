import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { auditLog, type AuditEntry } from "@/server/db/schema";
import { containsPattern } from "./inboxes";
import { toStorableText, truncateText } from "@/lib/text";

const AUDIT_PAGE_SIZE = 50;

export type AuditPage = { rows: AuditEntry[]; total: number; page: number; pages: number; actions: string[] };

/** The audit log, newest first, narrowed to one action and/or an actor containing the given text. */
export async function listAudit(db: Db, opts: { action?: string; actor?: string; page?: number } = {}): Promise<AuditPage> {
  const filters: SQL[] = [];
  // Filters come from the query string: what the database cannot compare is dropped, not sent.
  const action = opts.action ? toStorableText(opts.action) : "";
  const actor = opts.actor ? truncateText(toStorableText(opts.actor).trim(), 200, "") : "";
  if (action) filters.push(eq(auditLog.action, action));
  if (actor) filters.push(ilike(auditLog.actor, containsPattern(actor)));
  const where = filters.length ? and(...filters) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(opts.page ?? 1) || 1), pages);
  const [rows, actionRows] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return { rows, total, page, pages, actions: actionRows.map((r) => r.action) };
}
