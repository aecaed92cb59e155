import type { FormState } from "@/lib/forms";
import { SubmitButton } from "./FormKit";
import { NewsletterResult } from "./NewsletterResult";

type Props = {
  /** The page the button posts to (it renders the answer). */
  path: string;
  token: string;
  prompt: string;
  button: string;
  pending: string;
  /** The answer to the post, when the page is rendering one. */
  state?: FormState;
};

/**
 * The one button of a newsletter link's page (confirm or unsubscribe). Opening the link changes
 * nothing, because mail scanners open links too; the visitor's press does. A plain POST to the
 * same page, with no script.
 */
export function NewsletterLinkForm({ path, token, prompt, button, pending, state }: Props) {
  if (state && (state.status === "success" || state.data?.invalid)) return <NewsletterResult ok={state.status === "success"} text={state.message ?? ""} />;
  return (
    <form method="post" action={path} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-label={button}>
      {state?.status === "error" && state.message ? (
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
