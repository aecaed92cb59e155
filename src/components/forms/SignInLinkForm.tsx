import { Mail } from "lucide-react";
import type { FormState } from "@/lib/forms";
import { signInLinkCopy } from "@/content/gate";
import { actions } from "astro:actions";
import { Field } from "./Field";
import { FormAlert, SubmitButton } from "./FormKit";
import { useActionForm } from "./useActionForm";

const loadSchema = () => import("@/lib/schemas/sign-in-link").then((m) => m.signInLinkSchema);

/** Where the form posts without JavaScript; that page renders the same answer. */
export const SIGN_IN_LINK_PATH = "/verify/sign-in-link";

/**
 * "E-mail me a sign-in link" (decision 0065): an address that signed in before gets a single-use
 * link; every address gets the same answer. `returnTo` is a same-site path the link leads back to.
 */
export function SignInLinkForm({ initialState, returnTo = "/" }: { initialState?: FormState; returnTo?: string }) {
  const { state, pending, formProps } = useActionForm(actions.signInLink, loadSchema, initialState);
  const v = state.status === "error" ? (state.values ?? {}) : {};
  return (
    <form
      id="sign-in-link"
      action={SIGN_IN_LINK_PATH}
      {...formProps}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      aria-labelledby="sign-in-link-title"
    >
      <h2 id="sign-in-link-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Mail aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {signInLinkCopy.title}
      </h2>
      <p className="text-slate-600">{signInLinkCopy.text}</p>
      <FormAlert state={state} />
      <input type="hidden" name="next" value={returnTo} />
      <Field
        name="linkEmail"
        label={signInLinkCopy.emailLabel}
        type="email"
        placeholder="you@company.com"
        autoComplete="email"
        maxLength={254}
        required
        defaultValue={v.linkEmail}
        error={state.fieldErrors?.linkEmail}
      />
      <SubmitButton pending={pending} label={signInLinkCopy.submit} pendingLabel={signInLinkCopy.pending} />
    </form>
  );
}
