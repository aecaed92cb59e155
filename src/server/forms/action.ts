import "server-only";
import type { z } from "zod";
import { fieldErrorsOf, formValues, type FormState } from "@/lib/forms";
import { logger } from "@/server/log";
import { rememberPostback } from "./postback";

export type ActionContext = { values: Record<string, string> };

/**
 * Every form's server action goes through here: the form's zod schema is checked on the server
 * (the same schema the browser uses), field errors come back for useActionState, and an
 * unexpected fault becomes the form's plain failure message instead of a stack trace.
 */
export function validatedAction<S extends z.ZodType>(
  schema: S,
  options: { failureMessage: string; name: string },
  handler: (data: z.output<S>, ctx: ActionContext) => Promise<FormState>,
) {
  return async (_prev: FormState, formData: FormData): Promise<FormState> => {
    const state = await answer(formValues(formData));
    await rememberPostback(options.name, state);
    return state;
  };

  async function answer(values: Record<string, string>): Promise<FormState> {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      return { status: "error", message: "Please correct the highlighted fields.", fieldErrors: fieldErrorsOf(parsed.error), values };
    }
    try {
      return await handler(parsed.data, { values });
    } catch (err) {
      logger.error({ err, form: options.name }, "form action failed");
      return { status: "error", message: options.failureMessage, values };
    }
  }
}
