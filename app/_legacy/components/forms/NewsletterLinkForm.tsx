"use client";

import { useActionState } from "react";
import { idleState, type FormState } from "@/lib/forms";
import { SubmitButton } from "./FormKit";
import { NewsletterResult } from "./NewsletterResult";

type Props = {
  action: (prev: FormState, formData: FormData) => Promise<FormState>;
  token: string;
  prompt: string;
  button: string;
  pending: string;
  initialState?: FormState;
};

/**
 * The one button of a newsletter link's page (confirm or unsubscribe). Opening the link changes
 * nothing, because mail scanners open links too; the visitor's press does. Works without
 * JavaScript as a plain POST to the same page.
 */
export function NewsletterLinkForm({ action, token, prompt, button, pending, initialState }: Props) {
  const [state, formAction] = useActionState(action, initialState ?? idleState);
  if (state.status === "success" || state.data?.invalid) return <NewsletterResult ok={state.status === "success"} text={state.message ?? ""} />;
  return (
    <form action={formAction} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-label={button}>
      {state.status === "error" && state.message ? (
        <p role="alert" data-testid="form-error" className="font-medium text-red-700">
          {state.message}
        </p>
      ) : null}
      <p className="text-lg text-slate-800">{prompt}</p>
      <input type="hidden" name="token" value={token} />
      <SubmitButton label={button} pendingLabel={pending} />
    </form>
  );
}
