import type { z } from "zod";
import { formCopy } from "@/content/forms";

/** What every form action returns to useActionState. */
export type FormState = {
  status: "idle" | "success" | "error";
  /** Shown at the top of the form: the success text, or a general error. */
  message?: string;
  /** One message per field name, shown next to the field. */
  fieldErrors?: Record<string, string>;
  /** What the visitor typed, sent back so nothing is lost after a server-side refusal (no-JS posts too). */
  values?: Record<string, string>;
  /** Changes on every success so a form can reset itself. */
  submittedAt?: number;
  /** Extra data a form's success screen needs (never secrets). */
  data?: Record<string, string>;
};

export const idleState: FormState = { status: "idle" };

/** First message per field from a zod error. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!out[key]) out[key] = issue.message;
  }
  return out;
}

/** Form values as plain strings (files and repeated keys are not used by this site's forms). */
export function formValues(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of formData.entries()) {
    if (typeof v === "string" && !k.startsWith("$ACTION")) out[k] = v;
  }
  return out;
}

/** What a refused or failed post tells the visitor (by HTTP status); what they typed stays in the form. */
export function failedState(status: number | undefined, values: Record<string, string>): FormState {
  const message = status === 403 ? formCopy.refused : status === 413 ? formCopy.tooLarge : status === 429 ? formCopy.rateLimited(1) : formCopy.unreachable;
  return { status: "error", message, values };
}
