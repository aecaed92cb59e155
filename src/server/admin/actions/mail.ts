"use server";
import "server-only";
import { redirect } from "next/navigation";
import { formValues } from "@/lib/forms";
import { adminContext } from "../guard";
import { retryMail } from "../operations/mail";

/** Puts parked e-mail back in the queue: one message (id) or all of them (src/server/admin/operations/mail.ts). */
export async function retryMailAction(formData: FormData): Promise<void> {
  const admin = await adminContext();
  redirect(await retryMail(formValues(formData), admin));
}
