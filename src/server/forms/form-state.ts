import type { z } from "zod";
import { formCopy } from "@/content/forms";
import { fieldErrorsOf, type FormState } from "@/lib/forms";
import { FORM_META } from "@/lib/schemas/fields";
import { logger } from "@/server/log";
import { processSubmission, type LeadDefinition, type SubmissionOutcome } from "@/server/leads/pipeline";
import type { RequestSource } from "@/server/leads/source";

export type ActionContext = { values: Record<string, string> };

/**
 * The one validating path of every form: the form's zod schema (the same one the browser uses)
 * on the posted values, field errors back as FormState, then the handler; an unexpected fault
 * becomes the form's plain failure message, never a stack trace.
 */
export async function validatedFormState<S extends z.ZodType>(
  schema: S,
  values: Record<string, string>,
  options: { failureMessage: string; name: string },
  handler: (data: z.output<S>, ctx: ActionContext) => Promise<FormState>,
): Promise<FormState> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { status: "error", message: formCopy.invalid, fieldErrors: fieldErrorsOf(parsed.error), values };
  try {
    return await handler(parsed.data, { values });
  } catch (err) {
    logger.error({ err, form: options.name }, "form action failed");
    return { status: "error", message: options.failureMessage, values };
  }
}

export type LeadFormOptions = {
  /** The visitor's text after a stored submission (or a silently dropped honeypot post). */
  success: string | ((data: Record<string, string>) => string);
  /** The form's plain failure message for an unexpected fault. */
  failureMessage: string;
  /** Gated forms: refused to a caller without a verified session. */
  verifiedOnly?: boolean;
};

/** Turns a pipeline outcome into what the form shows. */
function formStateOf(outcome: SubmissionOutcome, values: Record<string, string>, options: Pick<LeadFormOptions, "success">): FormState {
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
 * One lead form's answer: the same pipeline as the JSON API (schema, honeypot, fill time, replay
 * key, per-address limit, row and e-mails in one transaction), as FormState.
 */
export async function leadFormState<S extends z.ZodType>(
  def: LeadDefinition<S>,
  values: Record<string, string>,
  request: { ip: string; verified: () => Promise<boolean>; source?: () => RequestSource },
  options: LeadFormOptions,
): Promise<FormState> {
  try {
    if (options.verifiedOnly && !(await request.verified())) return { status: "error", message: formCopy.verifyFirst, values };
    const outcome = await processSubmission(def, values, {
      ip: request.ip,
      honeypot: values[FORM_META.honeypot],
      startedAt: values[FORM_META.startedAt],
      idempotencyKey: values[FORM_META.idempotencyKey],
      checkFillTime: true,
      source: request.source?.(),
    });
    return formStateOf(outcome, values, options);
  } catch (err) {
    logger.error({ err, form: def.form }, "form action failed");
    return { status: "error", message: options.failureMessage, values };
  }
}
