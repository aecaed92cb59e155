import "server-only";
import type { z } from "zod";
import { formValues, type FormState } from "@/lib/forms";
import { FORM_META } from "@/lib/schemas/fields";
import { formCopy } from "@/content/forms";
import { getViewer } from "@/server/gate/viewer";
import { clientIp } from "@/server/request-ip";
import { logger } from "@/server/log";
import { rememberPostback } from "./postback";
import { processSubmission, type LeadDefinition, type SubmissionOutcome } from "@/server/leads/pipeline";

type LeadActionOptions = {
  /** The visitor's text after a stored submission (or a silently dropped honeypot post). */
  success: string | ((data: Record<string, string>) => string);
  /** The form's plain failure message for an unexpected fault. */
  failureMessage: string;
  /** Gated forms: the action itself refuses a caller without a verified session. */
  verifiedOnly?: boolean;
};

/** Turns a pipeline outcome into what useActionState shows. */
export function formStateOf(outcome: SubmissionOutcome, values: Record<string, string>, options: Pick<LeadActionOptions, "success">): FormState {
  const success = (data: Record<string, string> = {}) => (typeof options.success === "string" ? options.success : options.success(data));
  switch (outcome.kind) {
    case "invalid":
      return { status: "error", message: formCopy.invalid, fieldErrors: outcome.fieldErrors, values };
    case "too-fast":
      return { status: "error", message: formCopy.tooFast, values };
    case "limited":
      return { status: "error", message: formCopy.rateLimited(Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60))), values };
    case "key-reused":
      return { status: "error", message: formCopy.keyReused, values };
    case "spam":
      return { status: "success", message: success(), submittedAt: Date.now() };
    case "stored":
      return { status: "success", message: success(outcome.data), submittedAt: Date.now(), data: outcome.data };
  }
}

/**
 * A server action for one lead form: the same pipeline as the JSON API (schema, honeypot, fill
 * time, replay key, per-IP limit, row and e-mails in one transaction), answered as FormState.
 * Works for a plain POST with JavaScript off as well as through useActionState.
 */
export function leadAction<S extends z.ZodType>(def: LeadDefinition<S>, options: LeadActionOptions) {
  return async (_prev: FormState, formData: FormData): Promise<FormState> => {
    const values = formValues(formData);
    const state = await answer(values);
    await rememberPostback(def.form === "contact" ? "home-contact" : def.form, state);
    return state;
  };

  async function answer(values: Record<string, string>): Promise<FormState> {
    try {
      if (options.verifiedOnly) {
        const viewer = await getViewer();
        if (!viewer.verified) return { status: "error", message: formCopy.verifyFirst, values };
      }
      const outcome = await processSubmission(def, values, {
        ip: await clientIp(),
        honeypot: values[FORM_META.honeypot],
        startedAt: values[FORM_META.startedAt],
        idempotencyKey: values[FORM_META.idempotencyKey],
        checkFillTime: true,
      });
      return formStateOf(outcome, values, options);
    } catch (err) {
      logger.error({ err, form: def.form }, "form action failed");
      return { status: "error", message: options.failureMessage, values };
    }
  }
}
