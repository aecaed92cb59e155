import { useEffect, useRef } from "react";
import { CheckCircle2 } from "lucide-react";
import type { FormState } from "@/lib/forms";
import { LIMITS } from "@/lib/schemas/form-constants";
import { requestAccessCopy as copy } from "@/content/forms";
import { actions } from "astro:actions";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Field, TextareaField } from "./Field";
import { FormAlert, SubmitButton } from "./FormKit";
import { FormGuard } from "./FormGuard";
import { useActionForm } from "./useActionForm";

const loadAccessRequestSchema = () => import("@/lib/schemas/access-request").then((m) => m.accessRequestSchema);

/**
 * /request-access: the request form, then the "Request Submitted!" screen. `requested` is what
 * the visitor's locked panel said they wanted to see; the description starts with it.
 */
export function RequestAccessForm({ initialState, requested }: { initialState?: FormState; requested?: string }) {
  const { state, pending, formProps } = useActionForm(actions.accessRequest, loadAccessRequestSchema, initialState);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = state.status === "success";
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div className="rounded-2xl border border-green-200 bg-white p-8 text-center shadow-sm" data-testid="request-submitted">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-700" />
        <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 outline-none">
          {copy.successTitle}
        </h2>
        <p role="status" className="mx-auto mt-3 max-w-lg text-slate-700">
          {copy.successText}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink cta={{ label: copy.returnHome, href: "/" }} />
          <ButtonLink cta={{ label: copy.haveCode, href: "/verify", variant: "outline" }} />
        </div>
      </div>
    );
  }

  const v: Record<string, string | undefined> =
    state.status === "error" ? (state.values ?? {}) : { businessDescription: requested ? `${requested}\n\n` : undefined };
  const e = state.fieldErrors ?? {};
  return (
    <form
      action="/request-access"
      {...formProps}
      className="relative space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      aria-labelledby="request-access-title"
    >
      <div>
        <h2 id="request-access-title" className="text-2xl font-bold text-slate-900">
          {copy.formTitle}
        </h2>
        <p className="mt-1 text-slate-600">{copy.formIntro}</p>
      </div>
      <FormAlert state={state} />
      <FormGuard resetKey={state.submittedAt} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label="Full Name" autoComplete="name" required maxLength={LIMITS.name} defaultValue={v.name} error={e.name} />
        <Field name="email" label="Email Address" type="email" autoComplete="email" required maxLength={LIMITS.email} defaultValue={v.email} error={e.email} />
        <Field name="phone" label="Phone Number" type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={v.phone} error={e.phone} />
        <Field name="company" label="Company Name" autoComplete="organization" maxLength={LIMITS.company} defaultValue={v.company} error={e.company} />
        <TextareaField
          name="businessDescription"
          label="Tell us about your business"
          rows={5}
          required
          maxLength={LIMITS.message}
          hint="What your business does, and what you would like to see or discuss with us."
          defaultValue={v.businessDescription}
          error={e.businessDescription}
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton pending={pending} label="Submit Request" pendingLabel="Submitting..." className="w-full sm:w-auto" />
    </form>
  );
}
