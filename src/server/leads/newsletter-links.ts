import { formCopy, newsletterCopy } from "@/content/forms";
import type { FormState } from "@/lib/forms";
import { logger } from "@/server/log";
import { confirmSubscription, unsubscribe } from "./newsletter";

/** The button on a newsletter link's page: done, or the link is not (or no longer) valid. */
async function linkState(form: string, token: string, run: (token: string) => Promise<boolean>, texts: { done: string; invalid: string }): Promise<FormState> {
  try {
    return (await run(token))
      ? { status: "success", message: texts.done, submittedAt: Date.now() }
      : { status: "error", message: texts.invalid, data: { invalid: "1" } };
  } catch (err) {
    logger.error({ err, form }, "newsletter link failed");
    return { status: "error", message: formCopy.newsletterLinkFailure };
  }
}

/** "Confirm my subscription" on /newsletter/confirm. */
export const confirmNewsletterState = (token: string) =>
  linkState("newsletter-confirm", token, async (t) => (await confirmSubscription(t)) === "confirmed", newsletterCopy.confirm);

/** "Unsubscribe" on /newsletter/unsubscribe. */
export const unsubscribeNewsletterState = (token: string) =>
  linkState("newsletter-unsubscribe", token, async (t) => (await unsubscribe(t)) === "unsubscribed", newsletterCopy.unsubscribe);
