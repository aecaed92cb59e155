import type { FormState } from "@/lib/forms";
import { getDb } from "@/server/db/client";
import { audit, auditedBy } from "@/server/audit";
import { validatedFormState } from "@/server/forms/form-state";
import type { AdminContext } from "../access";
import { approveAccessRequest, rejectAccessRequest } from "../approval";
import { setHandledStatus } from "../inboxes";
import { idSchema, rejectSchema, statusSchema } from "../schemas";
import { parsedOr, withNotice } from "./parse";

/** new ⇄ handled on a contact submission, partnership or job application; answers where to go back to. */
export async function setInboxStatus(values: Record<string, string>, admin: AdminContext): Promise<string> {
  const parsed = parsedOr(statusSchema, values, `/admin/inbox/${encodeURIComponent(values.inbox ?? "")}`);
  if (!parsed.ok) return parsed.redirectTo;
  const data = parsed.data;
  const db = await getDb();
  const ok = await db.transaction(async (tx) => {
    const changed = await setHandledStatus(tx, data.inbox, data.id, data.status);
    await audit(tx, {
      ...auditedBy(admin),
      action: `${data.inbox}.status`,
      outcome: changed ? "ok" : "not-found",
      target: `${data.inbox}:${data.id}`,
      detail: { status: data.status },
    });
    return changed;
  });
  return withNotice(`/admin/inbox/${data.inbox}/${data.id}`, ok ? (data.status === "handled" ? "handled" : "reopened") : "missing");
}

const approveForm = { name: "admin-approve", failureMessage: "The request could not be approved. Nothing was changed; please try again." };

/**
 * Approves an access request. The page shows the new code once, in the answer to this post
 * (for example to read it to the requester on the phone); the e-mail carries it too.
 */
async function approveHandler({ id }: { id: number }, admin: AdminContext): Promise<FormState> {
  const db = await getDb();
  const result = await approveAccessRequest(db, id, admin);
  if (!result.ok) {
    await audit(db, { ...auditedBy(admin), action: "access-request.approve", outcome: result.reason, target: `access_request:${id}` });
    return {
      status: "error",
      message: result.reason === "not-found" ? "This access request no longer exists." : "This request has already been decided.",
      data: { id: String(id) },
    };
  }
  return {
    status: "success",
    message: `Approved. A single-use code valid for 7 days was e-mailed to ${result.request.email}.`,
    data: { code: result.code ?? "", email: result.request.email, id: String(id) },
    submittedAt: Date.now(),
  };
}

/** The Approve form through the one validating path. */
export function approve(values: Record<string, string>, admin: AdminContext): Promise<FormState> {
  return validatedFormState(idSchema, values, approveForm, (data) => approveHandler(data, admin));
}

/** Rejects an access request, optionally with a polite note to the requester; answers where to go back to. */
export async function reject(values: Record<string, string>, admin: AdminContext): Promise<string> {
  const parsed = parsedOr(rejectSchema, values, "/admin/inbox/access-requests");
  if (!parsed.ok) return parsed.redirectTo;
  const data = parsed.data;
  const db = await getDb();
  const result = await rejectAccessRequest(db, data.id, { ...admin, notify: data.notify });
  if (!result.ok) {
    await audit(db, { ...auditedBy(admin), action: "access-request.reject", outcome: result.reason, target: `access_request:${data.id}` });
  }
  const notice = result.ok ? (data.notify ? "rejected-notified" : "rejected") : result.reason === "not-found" ? "missing" : "decided";
  return withNotice(`/admin/inbox/access-requests/${data.id}`, notice);
}
