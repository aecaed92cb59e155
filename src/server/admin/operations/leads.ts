import type { FormState } from "@/lib/forms";
import { getDb } from "@/server/db/client";
import { audit, auditedBy } from "@/server/audit";
import { validatedFormState } from "@/server/forms/form-state";
import type { AdminContext } from "../access";
import { approveAccessRequest, rejectAccessRequest } from "../approval";
import { addNote, changeStage } from "../lead-desk";
import { sendReply } from "../lead-reply";
import { kickMailWorker } from "@/server/mail/worker";
import { idSchema, noteSchema, rejectSchema, replySchema, stageSchema } from "../schemas";
import { parsedOr, withNotice } from "./parse";

const stageForm = { name: "admin-stage", failureMessage: "The stage could not be changed. Nothing was saved; please try again." };
const noteForm = { name: "admin-note", failureMessage: "The note could not be saved. Please try again." };

/** A lead's stage, value and reason through the one validating path: field errors on the page, or back to the record with a notice. */
export function setStage(values: Record<string, string>, admin: AdminContext): Promise<FormState> {
  return validatedFormState(stageSchema, values, stageForm, async (data) => {
    const changed = await changeStage(await getDb(), data, admin);
    const notice = !changed ? "missing" : changed.from === changed.to ? "stage-saved" : `stage-${changed.to}`;
    return { status: "success", data: { redirectTo: withNotice(`/admin/inbox/${data.inbox}/${data.id}`, notice) } };
  });
}

/** A note on a lead through the one validating path: the field's error on the page, or back to the record with a notice. */
export function saveNote(values: Record<string, string>, admin: AdminContext): Promise<FormState> {
  return validatedFormState(noteSchema, values, noteForm, async (data) => {
    const id = await addNote(await getDb(), data, admin);
    return { status: "success", data: { redirectTo: withNotice(`/admin/inbox/${data.inbox}/${data.id}`, id === null ? "missing" : "note-added") } };
  });
}

const replyForm = { name: "admin-reply", failureMessage: "The reply could not be queued. Nothing was sent; please try again." };

/** A reply to a lead through the one validating path: the fields' errors on the page, or back to the record, the reply queued. */
export function saveReply(values: Record<string, string>, admin: AdminContext): Promise<FormState> {
  return validatedFormState(replySchema, values, replyForm, async (data) => {
    const sent = await sendReply(await getDb(), data, admin);
    if (sent) kickMailWorker();
    return { status: "success", data: { redirectTo: withNotice(`/admin/inbox/${data.inbox}/${data.id}`, sent ? "reply-queued" : "missing") } };
  });
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
