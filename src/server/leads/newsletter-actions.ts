"use server";
import "server-only";
import { formCopy, newsletterCopy } from "@/content/forms";
import type { FormState } from "@/lib/forms";
import { leadAction } from "@/server/forms/lead-action";
import { rememberPostback } from "@/server/forms/postback";
import { logger } from "@/server/log";
import { confirmSubscription, newsletterLead, unsubscribe } from "./newsletter";

/** The newsletter box: one answer whether or not the address was known. */
export const subscribeNewsletter = leadAction(newsletterLead, {
  success: formCopy.newsletterSuccess,
  failureMessage: formCopy.newsletterFailure,
});

/** The button of a newsletter link's page: the answer for useActionState, and for the page after a post without JavaScript. */
async function linkAction(form: string, formData: FormData, run: (token: string) => Promise<boolean>, texts: { done: string; invalid: string }): Promise<FormState> {
  const token = String(formData.get("token") ?? "");
  let state: FormState;
  try {
    state = (await run(token)) ? { status: "success", message: texts.done, submittedAt: Date.now() } : { status: "error", message: texts.invalid, data: { invalid: "1" } };
  } catch (err) {
    logger.error({ err, form }, "newsletter link failed");
    state = { status: "error", message: formCopy.newsletterLinkFailure };
  }
  await rememberPostback(form, state);
  return state;
}

/** "Confirm my subscription" on /newsletter/confirm. */
export async function confirmNewsletter(_prev: FormState, formData: FormData): Promise<FormState> {
  return linkAction("newsletter-confirm", formData, async (token) => (await confirmSubscription(token)) === "confirmed", newsletterCopy.confirm);
}

/** "Unsubscribe" on /newsletter/unsubscribe. */
export async function unsubscribeNewsletter(_prev: FormState, formData: FormData): Promise<FormState> {
  return linkAction("newsletter-unsubscribe", formData, async (token) => (await unsubscribe(token)) === "unsubscribed", newsletterCopy.unsubscribe);
}
