"use server";
import "server-only";
import { redirect } from "next/navigation";
import type { FormState } from "@/lib/forms";
import { getDb } from "@/server/db/client";
import { audit } from "@/server/audit";
import { adminContext, adminFormAction, parseOr } from "../guard";
import { approveAccessRequest, rejectAccessRequest } from "../approval";
import { setHandledStatus } from "../inboxes";
import { idSchema, rejectSchema, statusSchema } from "../schemas";

/** new ⇄ handled on a contact submission, partnership or job application. */
export async function setInboxStatus(formData: FormData): Promise<void> {
  const { actor, ip } = await adminContext();
  const inbox = String(formData.get("inbox") ?? "");
  const back = `/admin/inbox/${encodeURIComponent(inbox)}`;
  const data = parseOr(statusSchema, formData, back);
  const db = await getDb();
  const ok = await db.transaction(async (tx) => {
    const changed = await setHandledStatus(tx, data.inbox, data.id, data.status);
    await audit(tx, {
      actor,
      action: `${data.inbox}.status`,
      outcome: changed ? "ok" : "not-found",
      target: `${data.inbox}:${data.id}`,
      ip,
      detail: { status: data.status },
    });
    return changed;
  });
  redirect(`/admin/inbox/${data.inbox}/${data.id}?notice=${ok ? (data.status === "handled" ? "handled" : "reopened") : "missing"}`);
}

/**
 * Approves an access request. The page shows the new code once, in the answer to this post
 * (for example to read it to the requester on the phone); the e-mail carries it too.
 */
export const approveAccessRequestAction = adminFormAction(
  idSchema,
  { name: "admin-approve", failureMessage: "The request could not be approved. Nothing was changed; please try again." },
  async ({ id }, { actor, ip }): Promise<FormState> => {
    const db = await getDb();
    const result = await approveAccessRequest(db, id, { actor, ip });
    if (!result.ok) {
      await audit(db, { actor, action: "access-request.approve", outcome: result.reason, target: `access_request:${id}`, ip });
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
  },
);

/** Rejects an access request, optionally with a polite note to the requester. */
export async function rejectAccessRequestAction(formData: FormData): Promise<void> {
  const { actor, ip } = await adminContext();
  const data = parseOr(rejectSchema, formData, "/admin/inbox/access-requests");
  const db = await getDb();
  const result = await rejectAccessRequest(db, data.id, { actor, ip, notify: data.notify });
  if (!result.ok) {
    await audit(db, { actor, action: "access-request.reject", outcome: result.reason, target: `access_request:${data.id}`, ip });
  }
  const notice = result.ok ? (data.notify ? "rejected-notified" : "rejected") : result.reason === "not-found" ? "missing" : "decided";
  redirect(`/admin/inbox/access-requests/${data.id}?notice=${notice}`);
}
