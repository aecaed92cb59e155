"use server";
import "server-only";
import { redirect } from "next/navigation";
import { getDb } from "@/server/db/client";
import { audit } from "@/server/audit";
import { requeueFailedMail } from "@/server/mail/outbox";
import { kickMailWorker } from "@/server/mail/worker";
import { adminContext, parseOr } from "../guard";
import { retryMailSchema } from "../schemas";

/**
 * Puts parked e-mail back in the queue: one message (id) or all of them. The requeue and its
 * audit entry are stored together; this server's worker is woken so the mail goes out at once.
 */
export async function retryMailAction(formData: FormData): Promise<void> {
  const { actor, ip } = await adminContext();
  const { id } = parseOr(retryMailSchema, formData, "/admin/mail");
  const db = await getDb();
  const ids = await db.transaction(async (tx) => {
    const requeued = await requeueFailedMail(tx, id);
    await audit(tx, {
      actor,
      action: "mail.retry",
      outcome: requeued.length > 0 ? "ok" : "not-found",
      target: id ? `outbox:${id}` : null,
      ip,
      detail: { ids: requeued },
    });
    return requeued;
  });
  if (ids.length > 0) kickMailWorker();
  redirect(`/admin/mail?notice=${ids.length === 0 ? "mail-gone" : id ? "mail-retried" : "mail-retried-all"}`);
}
