import { getDb } from "@/server/db/client";
import { audit, auditedBy } from "@/server/audit";
import { requeueFailedMail } from "@/server/mail/outbox";
import { kickMailWorker } from "@/server/mail/worker";
import type { AdminContext } from "../access";
import { retryMailSchema } from "../schemas";
import { parsedOr, withNotice } from "./parse";

/**
 * Puts parked e-mail back in the queue: one message (id) or all of them. The requeue and its
 * audit entry are stored together; this server's worker is woken so the mail goes out at once.
 * Answers where to go back to.
 */
export async function retryMail(values: Record<string, string>, admin: AdminContext): Promise<string> {
  const parsed = parsedOr(retryMailSchema, values, "/admin/mail");
  if (!parsed.ok) return parsed.redirectTo;
  const { id } = parsed.data;
  const db = await getDb();
  const ids = await db.transaction(async (tx) => {
    const requeued = await requeueFailedMail(tx, id);
    await audit(tx, {
      ...auditedBy(admin),
      action: "mail.retry",
      outcome: requeued.length > 0 ? "ok" : "not-found",
      target: id ? `outbox:${id}` : null,
      detail: { ids: requeued },
    });
    return requeued;
  });
  if (ids.length > 0) kickMailWorker();
  return withNotice("/admin/mail", ids.length === 0 ? "mail-gone" : id ? "mail-retried" : "mail-retried-all");
}
