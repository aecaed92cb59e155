import type { FormState } from "@/lib/forms";
import { LIMITS } from "@/lib/schemas/form-constants";
import { actions } from "astro:actions";
import { Field, TextareaField } from "./Field";
import { FormAlert, SubmitButton } from "./FormKit";
import { FormGuard } from "./FormGuard";
import { useActionForm } from "./useActionForm";

const loadJobApplicationSchema = () => import("@/lib/schemas/job-application").then((m) => m.jobApplicationSchema);

/** Careers "Apply Now" for one position (its slug travels in a hidden field). */
export function JobApplicationForm({ position, title, initialState }: { position: string; title: string; initialState?: FormState }) {
  const { state, pending, formProps } = useActionForm(actions.jobApplication, loadJobApplicationSchema, initialState);
  const v = state.status === "error" ? (state.values ?? {}) : {};
  const e = state.fieldErrors ?? {};
  return (
    <form
      action={`/careers/apply/${position}`}
      {...formProps}
      className="relative space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      aria-label={`Application for ${title}`}
    >
      <FormAlert state={state} />
      <FormGuard resetKey={state.submittedAt} />
      <input type="hidden" name="position" value={position} />
      <div className="grid gap-5 sm:grid-cols-2" key={`fields-${state.submittedAt ?? 0}`}>
        {/* The role applied for, shown read-only; its error (a position closed meanwhile) belongs here. */}
        <Field name="positionTitle" label="Position" value={title} readOnly error={e.position} announce className="sm:col-span-2 [&_input]:bg-slate-50" />
        <Field name="name" label="Full Name" autoComplete="name" required maxLength={LIMITS.name} defaultValue={v.name} error={e.name} />
        <Field name="email" label="Email" type="email" autoComplete="email" required maxLength={LIMITS.email} defaultValue={v.email} error={e.email} />
        <Field name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={v.phone} error={e.phone} />
        <Field
          name="profileUrl"
          label="LinkedIn or portfolio URL"
          type="url"
          autoComplete="url"
          maxLength={LIMITS.url}
          placeholder="https://"
          defaultValue={v.profileUrl}
          error={e.profileUrl}
        />
        <TextareaField
          name="coverNote"
          label="Cover note"
          rows={6}
          required
          maxLength={LIMITS.message}
          hint="A few lines on why this role, and something you built or achieved that you are proud of."
          defaultValue={v.coverNote}
          error={e.coverNote}
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton pending={pending} label="Submit Application" pendingLabel="Submitting..." className="w-full sm:w-auto" />
    </form>
  );
}
