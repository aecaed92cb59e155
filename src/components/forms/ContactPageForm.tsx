import type { FormState } from "@/lib/forms";
import { LIMITS, BUDGET_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS } from "@/lib/schemas/form-constants";
import { actions } from "astro:actions";
import { Field, SelectField, TextareaField } from "./Field";
import { FormAlert, SubmitButton } from "./FormKit";
import { FormGuard } from "./FormGuard";
import { InquiryNextSteps } from "./InquiryNextSteps";
import { useActionForm } from "./useActionForm";
import type { InquiryPrefill } from "@/content/inquiry";

const loadContactPageSchema = () => import("@/lib/schemas/contact").then((m) => m.contactPageSchema);

/**
 * The project inquiry on /contact, open to anyone (spec §5 fields, labels and options; DESIGN.md
 * difference 10). It starts with what the visitor's button carried (`prefill`: a service, a
 * plan's opening line), and once sent it gives way to what happens next. A plain post goes to /contact
 * without a fragment: the answer is the top of the page, and a fragment would keep the browser
 * from moving the focus to it (autofocus yields to a fragment's target).
 */
export function ContactPageForm({ initialState, prefill = {} }: { initialState?: FormState; prefill?: InquiryPrefill }) {
  const { state, pending, formProps } = useActionForm(actions.contactPage, loadContactPageSchema, initialState);
  if (state.status === "success") return <InquiryNextSteps message={state.message ?? ""} />;
  const v: Record<string, string | undefined> = state.status === "error" ? (state.values ?? {}) : prefill;
  const e = state.fieldErrors ?? {};
  return (
    <form
      action="/contact"
      {...formProps}
      className="relative space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      aria-label="Project inquiry form"
    >
      <FormAlert state={state} />
      <FormGuard resetKey={state.submittedAt} />
      <div className="grid gap-5 sm:grid-cols-2" key={`fields-${state.submittedAt ?? 0}`}>
        <Field name="name" label="Full Name" autoComplete="name" required maxLength={LIMITS.name} defaultValue={v.name} error={e.name} />
        <Field name="email" label="Email Address" type="email" autoComplete="email" required maxLength={LIMITS.email} defaultValue={v.email} error={e.email} />
        <Field name="phone" label="Phone Number" type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={v.phone} error={e.phone} />
        <Field name="company" label="Company Name" autoComplete="organization" maxLength={LIMITS.company} defaultValue={v.company} error={e.company} />
        <SelectField
          name="servicesInterested"
          label="Services Interested In"
          required
          options={SERVICE_OPTIONS}
          placeholder="Select a service"
          defaultValue={v.servicesInterested ?? ""}
          error={e.servicesInterested}
          className="sm:col-span-2"
        />
        <SelectField
          name="projectBudget"
          label="Project Budget"
          options={BUDGET_OPTIONS}
          placeholder="Select a budget range"
          defaultValue={v.projectBudget ?? ""}
          error={e.projectBudget}
        />
        <SelectField
          name="timeline"
          label="Timeline"
          options={TIMELINE_OPTIONS}
          placeholder="Select a timeline"
          defaultValue={v.timeline ?? ""}
          error={e.timeline}
        />
        <TextareaField
          name="message"
          label="Project Details & Goals"
          rows={5}
          required
          maxLength={LIMITS.message}
          placeholder="Tell us about your business, what you want to achieve and any deadlines."
          defaultValue={v.message}
          error={e.message}
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton pending={pending} label="Send Message" pendingLabel="Sending..." className="w-full sm:w-auto" />
    </form>
  );
}
