import { and, count, eq, getTableName, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/server/db/client";
import {
  accessRequests,
  adminPasskeys,
  adminRecoveryCodes,
  adminSignIns,
  contactSubmissions,
  invitationCodes,
  jobApplications,
  leadNotes,
  newsletterSubscribers,
  outbox,
  partnershipApplications,
  rateLimitHits,
  signInLinks,
  verifiedSessions,
} from "@/server/db/schema";
import { audit, auditedBy, type AuditSource } from "@/server/audit";
import { normalizeEmail } from "@/lib/email-address";
import { emailBucket } from "@/server/gate/verify-limits";
import { linkEmailBucket } from "@/server/gate/sign-in-link";
import type { SessionEnding } from "@/server/gate/session-cache";

/** Each lead table with its e-mail column and the foreign key its notes hold (notes go with the lead, by cascade). */
const leadTables = [
  { kind: "contactSubmissions", table: contactSubmissions, email: contactSubmissions.email, note: leadNotes.contactSubmissionId },
  { kind: "accessRequests", table: accessRequests, email: accessRequests.email, note: leadNotes.accessRequestId },
  { kind: "partnershipApplications", table: partnershipApplications, email: partnershipApplications.email, note: leadNotes.partnershipApplicationId },
  { kind: "jobApplications", table: jobApplications, email: jobApplications.email, note: leadNotes.jobApplicationId },
  { kind: "newsletterSubscribers", table: newsletterSubscribers, email: newsletterSubscribers.email, note: leadNotes.newsletterSubscriberId },
] as const;

const sameAddress = (column: SQLWrapper, address: string): SQL => sql`lower(${column}) = ${address}`;

/** The ids of one lead table's rows under the address, as a subquery. */
const leadIds = (lead: (typeof leadTables)[number], address: string) => sql`(SELECT id FROM ${lead.table} WHERE ${sameAddress(lead.email, address)})`;

/**
 * The address as a whole word of a text (a message's body or subject): not inside a longer
 * address, so mail naming ann@example.com is not taken for mail naming jo.ann@example.com.
 */
function namesAddress(column: SQLWrapper, address: string): SQL {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return sql`coalesce(${column}, '') ~* ${`(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-])`}`;
}

/** The notes on the address's leads. */
const notesOf = (address: string) => or(...leadTables.map((lead) => sql`${lead.note} IN ${leadIds(lead, address)}`))!;

/**
 * One holder of a person's address: what erasure counts and then removes in it. `where` picks
 * the rows; `clear` removes them (deletes, unless the holder says otherwise) and answers how many.
 */
type Holder = {
  kind: ErasedKind;
  table: PgTable;
  where: (address: string) => SQL;
  clear?: (tx: Db, address: string, ending: SessionEnding) => Promise<number>;
};

/**
 * Everything that holds an address, in the order erasure clears it: mail first (it finds the
 * leads it is about), then the leads with their notes, then the gate's rows. A new table that
 * keeps an address is one line here (and one label in src/content/admin.ts). The audit log is
 * not here: it is append-only for a year (decision 0026) and keeps that the erasure happened.
 */
const holders: Holder[] = [
  {
    kind: "mail",
    table: outbox,
    where: (address) =>
      or(
        sameAddress(outbox.toAddress, address),
        sameAddress(outbox.replyTo, address),
        ...leadTables.map((lead) => and(eq(outbox.leadTable, getTableName(lead.table)), sql`${outbox.leadId} IN ${leadIds(lead, address)}`)),
        namesAddress(outbox.subject, address),
        namesAddress(outbox.textBody, address),
        namesAddress(outbox.htmlBody, address),
      )!,
  },
  {
    kind: "notes",
    table: leadNotes,
    where: notesOf,
    // Counted here, deleted with their leads (ON DELETE CASCADE).
    clear: (tx, address) => countOf(tx, leadNotes, notesOf(address)),
  },
  ...leadTables.map((lead): Holder => ({ kind: lead.kind, table: lead.table, where: (address) => sameAddress(lead.email, address) })),
  { kind: "sessions", table: verifiedSessions, where: (address) => sameAddress(verifiedSessions.email, address), clear: deleteSessions },
  // A client code bound to the address is revoked and forgets it; the row stays, so the sessions and audit entries that name it still resolve.
  {
    kind: "invitationCodes",
    table: invitationCodes,
    where: (address) => and(eq(invitationCodes.role, "client"), sameAddress(invitationCodes.email, address))!,
    clear: revokeBoundCodes,
  },
  { kind: "signIns", table: adminSignIns, where: (address) => sameAddress(adminSignIns.email, address) },
  // The e-mailed sign-in links (decision 0065), used or not.
  { kind: "signInLinks", table: signInLinks, where: (address) => sameAddress(signInLinks.email, address) },
  // The code-guessing limit counts an address under its hash (src/server/gate/verify-limits.ts): a guessable pseudonym of it.
  { kind: "rateLimits", table: rateLimitHits, where: (address) => inArray(rateLimitHits.bucket, [emailBucket(address), linkEmailBucket(address)]) },
];

export const ERASED_KINDS = [
  "contactSubmissions",
  "accessRequests",
  "partnershipApplications",
  "jobApplications",
  "newsletterSubscribers",
  "notes",
  "mail",
  "sessions",
  "invitationCodes",
  "signIns",
  "signInLinks",
  "rateLimits",
] as const;
export type ErasedKind = (typeof ERASED_KINDS)[number];
/** How many rows of each kind an address has (before erasure) or had (after it). */
export type ErasureCounts = Record<ErasedKind, number>;

async function countOf(tx: Db, table: PgTable, where: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

async function deleteWhere(tx: Db, table: PgTable, where: SQL): Promise<number> {
  const rows = await tx
    .delete(table)
    .where(where)
    .returning({ one: sql<number>`1` });
  return rows.length;
}

/** The address's sessions, live or ended, deleted. Only inside endingSessions(). */
async function deleteSessions(tx: Db, address: string, ending: SessionEnding): Promise<number> {
  void ending; // the proof is the point: a deleted session must not stay remembered
  const rows = await tx.delete(verifiedSessions).where(sameAddress(verifiedSessions.email, address)).returning({ id: verifiedSessions.id });
  return rows.length;
}

async function revokeBoundCodes(tx: Db, address: string): Promise<number> {
  const rows = await tx
    .update(invitationCodes)
    .set({ email: null, revokedAt: sql`coalesce(${invitationCodes.revokedAt}, now())` })
    .where(and(eq(invitationCodes.role, "client"), sameAddress(invitationCodes.email, address)))
    .returning({ id: invitationCodes.id });
  return rows.length;
}

/**
 * Whether the address signs in to the console (an admin session, passkey, code or recovery code
 * under it). An administrator is not erased from the console: that would remove the owner's own
 * way in; it is done on the server, by revoking the codes and then erasing.
 */
export async function isAdministrator(db: Db, email: string): Promise<boolean> {
  const address = normalizeEmail(email);
  const signsIn = [
    () => countOf(db, verifiedSessions, and(eq(verifiedSessions.role, "admin"), sameAddress(verifiedSessions.email, address))!),
    () => countOf(db, adminPasskeys, sameAddress(adminPasskeys.email, address)),
    () => countOf(db, adminRecoveryCodes, sameAddress(adminRecoveryCodes.email, address)),
    () => countOf(db, invitationCodes, and(eq(invitationCodes.role, "admin"), sameAddress(invitationCodes.email, address))!),
  ];
  for (const found of signsIn) if ((await found()) > 0) return true;
  return false;
}

/** What erasing the address would remove, kind by kind (the console's first step). */
export async function erasurePreview(db: Db, email: string): Promise<ErasureCounts> {
  const address = normalizeEmail(email);
  const counts = Object.fromEntries(ERASED_KINDS.map((kind) => [kind, 0])) as ErasureCounts;
  for (const holder of holders) counts[holder.kind] = await countOf(db, holder.table, holder.where(address));
  return counts;
}

export type ErasureResult = { ok: true; counts: ErasureCounts } | { ok: false; reason: "administrator" };

/**
 * Erases everything held under one address in one transaction, and writes one audit entry,
 * `privacy.erase`, with the counts and not the address. A fault anywhere rolls all of it back.
 * Runs inside endingSessions() (the caller's): the address's sessions are deleted.
 */
export async function erase(db: Db, email: string, actor: AuditSource | string, ending: SessionEnding): Promise<ErasureResult> {
  const address = normalizeEmail(email);
  return db.transaction(async (tx) => {
    if (await isAdministrator(tx, address)) {
      await audit(tx, { ...auditedBy(actor), action: "privacy.erase", outcome: "refused", detail: { reason: "administrator" } });
      return { ok: false, reason: "administrator" } as const;
    }
    const counts = Object.fromEntries(ERASED_KINDS.map((kind) => [kind, 0])) as ErasureCounts;
    for (const holder of holders) {
      const where = holder.where(address);
      counts[holder.kind] = holder.clear ? await holder.clear(tx, address, ending) : await deleteWhere(tx, holder.table, where);
    }
    await audit(tx, { ...auditedBy(actor), action: "privacy.erase", outcome: "ok", detail: { counts } });
    return { ok: true, counts } as const;
  });
}
