"use server";
import "server-only";
import { redirect } from "next/navigation";
import { formValues } from "@/lib/forms";
import { adminContext, adminFormAction } from "../guard";
import { approveForm, approveHandler, reject, setInboxStatus as setStatus } from "../operations/leads";
import { idSchema } from "../schemas";

/** new ⇄ handled on a contact submission, partnership or job application. */
export async function setInboxStatus(formData: FormData): Promise<void> {
  const admin = await adminContext();
  redirect(await setStatus(formValues(formData), admin));
}

/**
 * Approves an access request. The page shows the new code once, in the answer to this post
 * (for example to read it to the requester on the phone); the e-mail carries it too.
 */
export const approveAccessRequestAction = adminFormAction(idSchema, approveForm, approveHandler);

/** Rejects an access request, optionally with a polite note to the requester. */
export async function rejectAccessRequestAction(formData: FormData): Promise<void> {
  const admin = await adminContext();
  redirect(await reject(formValues(formData), admin));
}
