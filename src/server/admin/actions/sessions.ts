"use server";
import "server-only";
import { redirect } from "next/navigation";
import { formValues } from "@/lib/forms";
import { adminContext } from "../guard";
import { revokeSession } from "../operations/sessions";

/** Ends one verified session at once (the visitor is anonymous on their next request). */
export async function revokeSessionAction(formData: FormData): Promise<void> {
  const admin = await adminContext();
  redirect(await revokeSession(formValues(formData), admin));
}
