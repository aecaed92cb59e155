import type { FormState } from "@/lib/forms";
import { LIMITS } from "@/lib/schemas/form-constants";
import { actions } from "astro:actions";
import { Field, TextareaField } from "./Field";
import { FormAlert, SubmitButton } from "./FormKit";
import { FormGuard } from "./FormGuard";
import { InquiryNextSteps } from "./InquiryNextSteps";
import { useActionForm } from "./useActionForm";

const loadHomeContactSchema = () => import("@/lib/schemas/contact").then((m) => m.homeContactSchema);

/**
 * The contact form at the bottom of the home page. Posted without JavaScript, it goes to
 * /message (the permalink), a page rendered per request that shows the answer in full. Once sent,
 * it gives way to what happens next, as the inquiry on /contact does: a message is an inquiry too.
 */
export function HomeContactForm({ initialState }: { initialState?: FormState }) {
  const { state, pending, formProps } = useActionForm(actions.homeContact, loadHomeContactSchema, initialState);
  if (state.status === "success") return <InquiryNextSteps message={state.message ?? ""} />;
  const v = state.status === "error" ? (state.values ?? {}) : {};
  const e = state.fieldErrors ?? {};
  return (
    <form
      action="/message"
      {...formProps}
      className="relative space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      aria-label="Contact form"
    >
      <FormAlert state={state} />
      <FormGuard resetKey={state.submittedAt} />
      <div className="grid gap-5 sm:grid-cols-2" key={`fields-${state.submittedAt ?? 0}`}>
        <Field name="name" label="Name" autoComplete="name" required maxLength={LIMITS.name} defaultValue={v.name} error={e.name} />
        <Field name="email" label="Email" type="email" autoComplete="email" required maxLength={LIMITS.email} defaultValue={v.email} error={e.email} />
        <Field name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={v.phone} error={e.phone} />
        <Field name="business" label="Business type" autoComplete="organization" maxLength={LIMITS.company} defaultValue={v.business} error={e.business} />
        <TextareaField
          name="message"
          label="Message"
          rows={5}
          required
          maxLength={LIMITS.message}
          defaultValue={v.message}
          error={e.message}
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton pending={pending} label="Send Message" pendingLabel="Sending..." className="w-full sm:w-auto" />
    </form>
  );
}
