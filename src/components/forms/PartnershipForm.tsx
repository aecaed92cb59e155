import type { FormState } from "@/lib/forms";
import { LIMITS, REVENUE_OPTIONS } from "@/lib/schemas/form-constants";
import { actions } from "astro:actions";
import { Field, SelectField, TextareaField } from "./Field";
import { FormAlert, SubmitButton } from "./FormKit";
import { FormGuard } from "./FormGuard";
import { useActionForm } from "./useActionForm";

const loadPartnershipSchema = () => import("@/lib/schemas/partnership").then((m) => m.partnershipSchema);

/** The equity partnership application on /equity-partnership#application (verified visitors). */
export function PartnershipForm({ initialState }: { initialState?: FormState }) {
  const { state, pending, formProps } = useActionForm(actions.partnership, loadPartnershipSchema, initialState);
  const v = state.status === "error" ? (state.values ?? {}) : {};
  const e = state.fieldErrors ?? {};
  return (
    <form
      action="/equity-partnership"
      {...formProps}
      className="relative space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      aria-label="Partnership application"
    >
      <FormAlert state={state} />
      <FormGuard resetKey={state.submittedAt} />
      <div className="grid gap-5 sm:grid-cols-2" key={`fields-${state.submittedAt ?? 0}`}>
        <Field
          name="businessName"
          label="Business Name"
          autoComplete="organization"
          required
          maxLength={LIMITS.company}
          defaultValue={v.businessName}
          error={e.businessName}
        />
        <Field
          name="industry"
          label="Industry"
          required
          maxLength={LIMITS.industry}
          placeholder="e.g. Towing, auto repair, retail"
          defaultValue={v.industry}
          error={e.industry}
        />
        <Field name="name" label="Your Name" autoComplete="name" required maxLength={LIMITS.name} defaultValue={v.name} error={e.name} />
        <Field name="email" label="Email" type="email" autoComplete="email" required maxLength={LIMITS.email} defaultValue={v.email} error={e.email} />
        <Field name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={v.phone} error={e.phone} />
        <SelectField
          name="revenueRange"
          label="Annual Revenue Range"
          options={REVENUE_OPTIONS}
          placeholder="Select a range"
          defaultValue={v.revenueRange ?? ""}
          error={e.revenueRange}
        />
        <TextareaField
          name="description"
          label="Tell us about your business and goals"
          rows={5}
          required
          maxLength={LIMITS.message}
          defaultValue={v.description}
          error={e.description}
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton pending={pending} label="Submit Application" pendingLabel="Submitting..." className="w-full sm:w-auto" />
    </form>
  );
}
