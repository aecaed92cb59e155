import { idleState, type FormState } from "@/lib/forms";
import { Field, SelectField } from "@/components/forms/Field";
import { FormAlert, SubmitButton } from "@/components/forms/FormKit";
import { PostForm } from "./ui";

const roles = [
  { value: "client", label: "Client (verified visitor)" },
  { value: "admin", label: "Admin (this console)" },
] as const;

/**
 * New invitation code. `result` is this request's answer to its post (`action`):
 * the new code, shown once, or the field errors with the values sent back. Works with JavaScript off.
 */
export function CodeCreateForm({ action, result = idleState }: { action: string; result?: FormState }) {
  const v = result.status === "error" ? (result.values ?? {}) : {};
  const e = result.fieldErrors ?? {};
  return (
    <div className="space-y-4">
      {result.status === "success" && result.data?.code ? (
        <div className="space-y-3" data-testid="new-code-result">
          <FormAlert state={result} />
          <div className="rounded-lg border border-slate-300 bg-white p-4">
            <p className="text-sm font-semibold text-slate-700">
              New {result.data.role} code{result.data.email ? ` for ${result.data.email}` : ""}
            </p>
            <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-slate-900 select-all" data-testid="new-code">
              {result.data.code}
            </p>
          </div>
        </div>
      ) : null}
      <PostForm action={action} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" label="New invitation code">
        {result.status === "error" ? <FormAlert state={result} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="role" label="Role" required options={roles} placeholder="Choose a role" defaultValue={v.role ?? "client"} error={e.role} />
          <Field name="maxUses" label="Uses" type="number" inputMode="numeric" min={1} max={10000} required defaultValue={v.maxUses ?? "1"} error={e.maxUses} />
          <Field
            name="expiresDays"
            label="Expires after (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={3650}
            defaultValue={v.expiresDays ?? "30"}
            hint="Leave blank and an admin code expires after 90 days; a client code then never expires."
            error={e.expiresDays}
          />
          <Field
            name="email"
            label="Only for this e-mail"
            type="email"
            defaultValue={v.email}
            hint="The code then works only with this address."
            error={e.email}
          />
          <Field
            name="label"
            label="Label"
            defaultValue={v.label}
            maxLength={120}
            hint="Who or what the code is for, e.g. Peachtree Dental, March referral."
            error={e.label}
            className="sm:col-span-2"
          />
        </div>
        <SubmitButton label="Create code" pendingLabel="Creating..." />
      </PostForm>
    </div>
  );
}
