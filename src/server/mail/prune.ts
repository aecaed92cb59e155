import { and, getTableName, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accessRequests, contactSubmissions, jobApplications, newsletterSubscribers, outbox, partnershipApplications } from "../db/schema";

/** The tables whose rows e-mails are about, each with its record of the mail sent (delivered_mail). */
const LEAD_TABLES = [contactSubmissions, accessRequests, partnershipApplications, jobApplications, newsletterSubscribers];

/** Rows deleted per statement: each is a short write, so a first pass over years of mail never holds the database long. */
const CHUNK = 500;

/**
 * Deletes the outbox's copies of e-mail sent before `cutoff`, and in the same statement adds to
 * each lead the record of what was sent about it (kind, recipient, subject, when), which its page
 * in the console shows from then on. Returns how many copies went.
 */
export async function pruneSentMail(db: Db, cutoff: Date): Promise<number> {
  const record = sql.join(
    LEAD_TABLES.map(
      (t, i) => sql`, kept_${sql.raw(String(i))} AS (
        UPDATE ${t} SET ${sql.identifier(t.deliveredMail.name)} = coalesce(${t.deliveredMail}, '[]'::jsonb) || records.mails
        FROM records WHERE records.lead_table = ${getTableName(t)} AND ${sql.identifier(getTableName(t))}.${sql.identifier(t.id.name)} = records.lead_id
      )`,
    ),
  );
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      WITH gone AS (
        DELETE FROM ${outbox}
        WHERE ${outbox.id} IN (SELECT ${outbox.id} FROM ${outbox} WHERE ${outbox.sentAt} < ${cutoff.toISOString()}::timestamptz ORDER BY ${outbox.id} LIMIT ${CHUNK})
        RETURNING ${outbox.id} AS id, ${outbox.leadTable} AS lead_table, ${outbox.leadId} AS lead_id, ${outbox.kind} AS kind,
                  ${outbox.toAddress} AS to_address, ${outbox.subject} AS subject, ${outbox.sentAt} AS sent_at
      ), records AS (
        SELECT lead_table, lead_id,
               jsonb_agg(jsonb_build_object('kind', kind, 'to', to_address, 'subject', subject,
                 'sentAt', to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY sent_at, id) AS mails
        FROM gone WHERE lead_id IS NOT NULL GROUP BY lead_table, lead_id
      )${record}
      SELECT count(*)::int AS n FROM gone`);
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
    total += n;
    if (n < CHUNK) return total;
  }
}

/** Deletes mail parked (given up on, never sent) before `cutoff`: by then the lead it is about is gone too. */
export async function pruneParkedMail(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(outbox)
    .where(and(isNotNull(outbox.failedAt), isNull(outbox.sentAt), lt(outbox.failedAt, cutoff)))
    .returning({ id: outbox.id });
  return rows.length;
}
