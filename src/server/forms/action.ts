import "server-only";
import type { z } from "zod";
import { formValues, type FormState } from "@/lib/forms";
import { validatedFormState, type ActionContext } from "./form-state";
import { rememberPostback } from "./postback";

export type { ActionContext };

/** A Next.js server action through the one validating path (src/server/forms/form-state.ts). */
export function validatedAction<S extends z.ZodType>(
  schema: S,
  options: { failureMessage: string; name: string },
  handler: (data: z.output<S>, ctx: ActionContext) => Promise<FormState>,
) {
  return async (_prev: FormState, formData: FormData): Promise<FormState> => {
    const state = await validatedFormState(schema, formValues(formData), options, handler);
    await rememberPostback(options.name, state);
    return state;
  };
}
