import { and, eq, getTableName } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { accessRequests, type AccessRequest } from "@/server/db/schema";
import { audit, auditedBy, personRef, type AuditSource } from "@/server/audit";
import { enqueueMail } from "@/server/mail/outbox";
import { createInvitationCode } from "@/server/gate/codes";
import { approvalMail, rejectionMail } from "./mail";
import { truncateText } from "@/lib/text";

/** How long an approved requester's code stays valid. */
export const APPROVAL_CODE_DAYS = 7;

export type Decision =
  { ok: true; request: AccessRequest; code?: string; codeId?: number; mailId?: number } | { ok: false; reason: "not-found" | "already-decided" };

/**
 * Approves a pending access request in one transaction: a single-use client code bound to the
 * requester's e-mail (valid 7 days), the link from the request to it, the e-mail carrying the
 * code, and the audit entry are stored together or not at all. Two admins approving at once
 * cannot both succeed: only the update that still finds the request pending goes through.
 */
export async function approveAccessRequest(db: Db, id: number, by: AuditSource): Promise<Decision> {
  const { actor } = by;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(accessRequests)
      .set({ status: "approved", decidedAt: now, decidedBy: actor })
      .where(and(eq(accessRequests.id, id), eq(accessRequests.status, "pending")))
      .returning();
    if (!claimed) return { ok: false, reason: (await exists(tx, id)) ? "already-decided" : "not-found" } as const;

    const expiresAt = new Date(now.getTime() + APPROVAL_CODE_DAYS * 24 * 60 * 60 * 1000);
    const { code, row } = await createInvitationCode(tx, {
      role: "client",
      maxUses: 1,
      expiresAt,
      email: claimed.email,
      label: truncateText(`Access request #${claimed.id}: ${claimed.name}`, 120),
      createdBy: actor,
      by,
    });
    const [request] = await tx.update(accessRequests).set({ invitationCodeId: row.id }).where(eq(accessRequests.id, id)).returning();
    const mailId = await enqueueMail(tx, { ...approvalMail(claimed, code, expiresAt), lead: requestLead(id) });
    await audit(tx, {
      ...auditedBy(by),
      action: "access-request.approve",
      target: `access_request:${id}`,
      detail: { invitationCodeId: row.id, person: personRef(claimed.email), expiresAt: expiresAt.toISOString(), mailId },
    });
    return { ok: true, request, code, codeId: row.id, mailId } as const;
  });
}

/** Rejects a pending access request; with `notify`, a polite note is queued in the same transaction. */
export async function rejectAccessRequest(db: Db, id: number, { notify, ...by }: AuditSource & { notify: boolean }): Promise<Decision> {
  const { actor } = by;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .update(accessRequests)
      .set({ status: "rejected", decidedAt: new Date(), decidedBy: actor })
      .where(and(eq(accessRequests.id, id), eq(accessRequests.status, "pending")))
      .returning();
    if (!request) return { ok: false, reason: (await exists(tx, id)) ? "already-decided" : "not-found" } as const;
    const mailId = notify ? await enqueueMail(tx, { ...rejectionMail(request), lead: requestLead(id) }) : undefined;
    await audit(tx, {
      ...auditedBy(by),
      action: "access-request.reject",
      target: `access_request:${id}`,
      detail: { person: personRef(request.email), notified: notify, ...(mailId ? { mailId } : {}) },
    });
    return { ok: true, request, mailId } as const;
  });
}

/** The request an e-mail is about, for its page in the console. */
const requestLead = (id: number) => ({ table: getTableName(accessRequests), id });

async function exists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: accessRequests.id }).from(accessRequests).where(eq(accessRequests.id, id)).limit(1);
  return Boolean(row);
}
