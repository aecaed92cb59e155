import type { AstroGlobal } from "astro";
import type { ActionClient } from "astro:actions";
import { ATTRIBUTION_FIELD } from "@/lib/attribution";
import { failedState, formValues, type FormState } from "@/lib/forms";

/**
 * The answer to a form posted to this page without JavaScript: the page's action run on the
 * posted form (the same action the island calls), or nothing on a GET. The page renders it in
 * the form, so a plain post shows what the island would have shown.
 */
export async function postedState(astro: AstroGlobal, action: ActionClient<FormState, "form", undefined>): Promise<FormState | undefined> {
  if (astro.request.method !== "POST") return undefined;
  let data: FormData;
  try {
    data = await astro.request.formData();
  } catch {
    return failedState(400, {});
  }
  const { data: state, error } = await astro.callAction(action, data);
  // The visit's touches, if the site script added them, are the lead's business, not the page's.
  data.delete(ATTRIBUTION_FIELD);
  return state ?? failedState(error?.status, formValues(data));
}
