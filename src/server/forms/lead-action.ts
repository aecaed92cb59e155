import "server-only";
import type { z } from "zod";
import { formValues, type FormState } from "@/lib/forms";
import { getViewer } from "@/server/gate/viewer";
import { clientIp } from "@/server/request-ip";
import type { LeadDefinition } from "@/server/leads/pipeline";
import { leadFormState, type LeadFormOptions } from "./form-state";
import { rememberPostback } from "./postback";

export { formStateOf } from "./form-state";

/** A Next.js server action for one lead form (src/server/forms/form-state.ts does the work). */
export function leadAction<S extends z.ZodType>(def: LeadDefinition<S>, options: LeadFormOptions) {
  return async (_prev: FormState, formData: FormData): Promise<FormState> => {
    const values = formValues(formData);
    const state = await leadFormState(def, values, { ip: await clientIp(), verified: async () => (await getViewer()).verified }, options);
    await rememberPostback(def.form === "contact" ? "home-contact" : def.form, state);
    return state;
  };
}
