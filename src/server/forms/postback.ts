import "server-only";
import { headers } from "next/headers";
import type { FormState } from "@/lib/forms";

/**
 * A form posted without JavaScript runs its server action and then renders the page in the same
 * request. React's own hand-over of the action's result to useActionState does not reach the
 * form under Cache Components (the page renders with the initial state), so the action also
 * leaves its result here, keyed by the request, and the page passes it to the form as its
 * initial state. The key is the request's headers object, which Next.js shares between the
 * action and the render of one request; entries vanish with the request.
 */
const results = new WeakMap<object, Map<string, FormState>>();

async function requestKey(): Promise<object | null> {
  try {
    return await headers();
  } catch {
    // Outside a request (tests calling an action directly): nothing to hand over.
    return null;
  }
}

export async function rememberPostback(form: string, state: FormState): Promise<void> {
  const key = await requestKey();
  if (!key) return;
  const forms = results.get(key) ?? new Map<string, FormState>();
  forms.set(form, state);
  results.set(key, forms);
}

/** The result of this request's post of `form`, if the request was one. */
export async function postbackFor(form: string): Promise<FormState | undefined> {
  const key = await requestKey();
  return key ? results.get(key)?.get(form) : undefined;
}
