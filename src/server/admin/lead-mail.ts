import { eq, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { outbox, type DeliveredMail } from "@/server/db/schema";
import { inboxDef, type InboxSlug } from "./inboxes";

/** One e-mail about a lead, as its page in the console lists it. */
export type LeadMail = {
  subject: string;
  to: string;
  /** sent; queued (waiting, or between attempts); parked (given up on: retried from /admin/mail). */
  state: "sent" | "queued" | "parked";
  /** When it was sent, or gave up; when it was queued, for one still waiting. */
  at: Date;
  attempts: number;
  lastError: string | null;
};

type OutboxCopy = {
  subject: string;
  to: string;
  sentAt: string | null;
  failedAt: string | null;
  createdAt: string;
  attempts: number;
  lastError: string | null;
};

/**
 * Every e-mail about one lead, oldest first: those the outbox still holds (queued, parked, or
 * sent lately) and those whose copies were pruned, from the record the lead keeps. Both are read
 * in one statement, so a prune running meanwhile neither hides nor doubles one.
 */
export async function leadMail(db: Db, slug: InboxSlug, id: number): Promise<LeadMail[]> {
  const { table, id: idColumn } = inboxDef(slug);
  // Named with its table: inside the subquery a bare "id" would be the outbox's.
  const leadId = sql`${sql.identifier(getTableName(table))}.${sql.identifier(idColumn.name)}`;
  const copies = sql<OutboxCopy[]>`(
    SELECT coalesce(jsonb_agg(jsonb_build_object(
      'subject', ${outbox.subject}, 'to', ${outbox.toAddress}, 'sentAt', ${outbox.sentAt}, 'failedAt', ${outbox.failedAt},
      'createdAt', ${outbox.createdAt}, 'attempts', ${outbox.attempts}, 'lastError', ${outbox.lastError}) ORDER BY ${outbox.id}), '[]'::jsonb)
    FROM ${outbox} WHERE ${outbox.leadTable} = ${getTableName(table)} AND ${outbox.leadId} = ${leadId})`;
  const [row] = await db
    .select({ kept: sql<DeliveredMail[] | null>`${getTableColumns(table).deliveredMail}`, copies })
    .from(table)
    .where(eq(idColumn, id));
  if (!row) return [];
  const kept = (row.kept ?? []).map((m): LeadMail => ({ subject: m.subject, to: m.to, state: "sent", at: new Date(m.sentAt), attempts: 0, lastError: null }));
  const live = row.copies.map((m): LeadMail => ({
    subject: m.subject,
    to: m.to,
    state: m.sentAt ? "sent" : m.failedAt ? "parked" : "queued",
    at: new Date(m.sentAt ?? m.failedAt ?? m.createdAt),
    attempts: m.attempts,
    lastError: m.lastError,
  }));
  return [...kept, ...live];
}
