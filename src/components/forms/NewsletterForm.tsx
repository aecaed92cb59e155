import { useId } from "react";
import { AlertCircle, CheckCircle2 } from "lucide-react";
import type { FormState } from "@/lib/forms";
import { LIMITS } from "@/lib/schemas/form-constants";
import { newsletterCopy } from "@/content/forms";
import type { NewsletterSource } from "@/content/lead-labels";
import { actions } from "astro:actions";
import { FormGuard } from "./FormGuard";
import { useActionForm } from "./useActionForm";

const loadNewsletterSchema = () => import("@/lib/schemas/newsletter").then((m) => m.newsletterSchema);

function Submit({ dark, pending }: { dark: boolean; pending: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg px-5 py-2.5 font-semibold disabled:cursor-wait disabled:opacity-70 ${
        dark ? "bg-white text-brand-900 hover:bg-brand-50" : "bg-brand-700 text-white hover:bg-brand-800"
      }`}
    >
      {pending ? newsletterCopy.pending : newsletterCopy.button}
    </button>
  );
}

/**
 * Newsletter sign-up (double opt-in): the footer band (`tone="dark"`) and the /blog box.
 * The answer is the same whether or not the address was already on the list.
 */
export function NewsletterForm({
  source,
  tone = "light",
  initialState,
}: {
  /** Where the box stands, as the console names it (src/content/lead-labels.ts). */
  source: NewsletterSource;
  tone?: "light" | "dark";
  initialState?: FormState;
}) {
  // Without JavaScript the post goes to /newsletter (the permalink), rendered per request.
  const { state, pending, formProps } = useActionForm(actions.newsletter, loadNewsletterSchema, initialState);
  const id = useId();
  const dark = tone === "dark";
  const v = state.status === "error" ? (state.values ?? {}) : {};
  const error = state.fieldErrors?.email;
  const emailId = `${id}-email`;
  const describedBy = error ? `${id}-error` : state.message ? `${id}-message` : undefined;
  return (
    <form action="/newsletter" {...formProps} className="relative" aria-label={newsletterCopy.formName[source === "footer" ? "footer" : "elsewhere"]}>
      <FormGuard resetKey={state.submittedAt} />
      <input type="hidden" name="source" value={source} />
      <label htmlFor={emailId} className={`block text-sm font-medium ${dark ? "text-slate-200" : "text-slate-800"}`}>
        {newsletterCopy.label}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row" key={`fields-${state.submittedAt ?? 0}`}>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={LIMITS.email}
          placeholder="you@company.com"
          defaultValue={v.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block w-full min-w-0 rounded-lg border px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:outline-none ${
            error ? "border-red-700" : dark ? "border-white/20" : "border-slate-300"
          } bg-white focus:ring-brand-400`}
        />
        <Submit dark={dark} pending={pending} />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={`mt-2 flex items-start gap-1.5 text-sm font-medium ${dark ? "text-red-200" : "text-red-700"}`}>
          <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : state.message ? (
        <p
          id={`${id}-message`}
          role={state.status === "success" ? "status" : "alert"}
          data-testid={state.status === "success" ? "newsletter-success" : "newsletter-error"}
          className={`mt-2 flex items-start gap-1.5 text-sm font-medium ${
            state.status === "success" ? (dark ? "text-green-200" : "text-green-800") : dark ? "text-red-200" : "text-red-700"
          }`}
        >
          {state.status === "success" ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          ) : (
            <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          )}
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
