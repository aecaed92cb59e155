import { idleState, type FormState } from "@/lib/forms";
import { LEAD_STAGES, STAGE_LABELS, type LeadStage } from "@/lib/lead-stages";
import { Field, SelectField, TextareaField } from "@/components/forms/Field";
import { FormAlert } from "@/components/forms/FormKit";
import { PostForm, adminButton } from "./ui";

const stageOptions = LEAD_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }));

/**
 * Where a lead stands: its stage, the deal's value (asked for at proposal and won, kept after)
 * and why it was lost. Each of the two shows, marked required, only at the stages that ask for it,
 * by CSS alone (the chosen option), so the form is whole without JavaScript; a field with an error
 * always shows. A value hidden at another stage is still posted, so the lead keeps it.
 * `result` is this request's answer to the form, with the values sent back.
 */
export function StageForm({
  action,
  inbox,
  lead,
  result = idleState,
}: {
  action: string;
  inbox: string;
  lead: { id: number; stage: LeadStage; valueDollars: number | null; lostReason: string | null };
  result?: FormState;
}) {
  const v = result.status === "error" ? (result.values ?? {}) : {};
  const e = result.fieldErrors ?? {};
  return (
    <PostForm action={action} noValidate label="Stage" className="group/stage space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {result.status === "error" ? <FormAlert state={result} /> : null}
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="inbox" value={inbox} />
      <SelectField
        name="stage"
        label="Stage"
        required
        options={stageOptions}
        placeholder="Choose a stage"
        defaultValue={v.stage ?? lead.stage}
        error={e.stage}
      />
      <Field
        name="valueDollars"
        label="Value (USD)"
        inputMode="numeric"
        required
        defaultValue={v.valueDollars ?? (lead.valueDollars === null ? "" : String(lead.valueDollars))}
        hint="Whole dollars, like 12500."
        error={e.valueDollars}
        className={e.valueDollars ? "" : "hidden group-has-[option[value=proposal]:checked]/stage:block group-has-[option[value=won]:checked]/stage:block"}
      />
      <TextareaField
        name="lostReason"
        label="Why it was lost"
        rows={3}
        maxLength={500}
        required
        defaultValue={v.lostReason ?? lead.lostReason ?? ""}
        hint="For example: chose another agency, the budget went elsewhere."
        error={e.lostReason}
        className={e.lostReason ? "" : "hidden group-has-[option[value=lost]:checked]/stage:block"}
      />
      <button type="submit" className={adminButton.primary}>
        Save stage
      </button>
    </PostForm>
  );
}
