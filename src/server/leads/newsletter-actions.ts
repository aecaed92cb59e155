"use server";
import "server-only";
import type { FormState } from "@/lib/forms";
import { leadAction } from "@/server/forms/lead-action";
import { rememberPostback } from "@/server/forms/postback";
import { leadForms } from "./forms";
import { confirmNewsletterState, unsubscribeNewsletterState } from "./newsletter-links";

/** The newsletter box: one answer whether or not the address was known. */
export const subscribeNewsletter = leadAction(leadForms.newsletter.def, leadForms.newsletter.options);

/** "Confirm my subscription" on /newsletter/confirm. */
export async function confirmNewsletter(_prev: FormState, formData: FormData): Promise<FormState> {
  const state = await confirmNewsletterState(String(formData.get("token") ?? ""));
  await rememberPostback("newsletter-confirm", state);
  return state;
}

/** "Unsubscribe" on /newsletter/unsubscribe. */
export async function unsubscribeNewsletter(_prev: FormState, formData: FormData): Promise<FormState> {
  const state = await unsubscribeNewsletterState(String(formData.get("token") ?? ""));
  await rememberPostback("newsletter-unsubscribe", state);
  return state;
}
