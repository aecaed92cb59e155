import { privacyPage as copy } from "@/content/admin";
import type { FormState } from "@/lib/forms";
import { Field } from "@/components/forms/Field";
import { FormAlert, SubmitButton } from "@/components/forms/FormKit";
import { Notice, PageHeader, PostForm, adminButton } from "../ui";

type Kind = keyof typeof copy.kinds;

/** Where the page is: asking for an address, or naming it with what it holds (null when that could not be counted) before the erasure. */
export type ErasureStep =
  { kind: "find"; email: string; state?: FormState } | { kind: "confirm"; email: string; counts: Record<string, string> | null; state?: FormState };

const counted = (counts: Record<string, string>) =>
  (Object.keys(copy.kinds) as Kind[]).map((kind) => ({ kind, n: Number(counts[kind] ?? 0) })).filter((c) => c.n > 0);

/** "Erase a person": the address, then what it holds and the confirmation naming it. Plain POST forms, with or without JavaScript. */
export function Privacy({ step, notice, actions }: { step: ErasureStep; notice: string; actions: { preview: string; erase: string } }) {
  return (
    <>
      <PageHeader title={copy.heading} description={copy.description} />
      <Notice notice={notice} />
      {step.kind === "find" ? <FindForm email={step.email} state={step.state} action={actions.preview} /> : <ConfirmStep step={step} action={actions.erase} />}
    </>
  );
}

function FindForm({ email, state, action }: { email: string; state?: FormState; action: string }) {
  return (
    <PostForm action={action} noValidate label={copy.heading} className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {state?.status === "error" ? <FormAlert state={state} /> : null}
      <Field
        name="email"
        label={copy.emailLabel}
        type="email"
        autoComplete="off"
        required
        defaultValue={email}
        hint={copy.emailHint}
        error={state?.fieldErrors?.email}
      />
      <SubmitButton label={copy.find} pendingLabel={copy.finding} />
    </PostForm>
  );
}

function ConfirmStep({ step, action }: { step: Extract<ErasureStep, { kind: "confirm" }>; action: string }) {
  const held = step.counts ? counted(step.counts) : null;
  if (held && held.length === 0) {
    return (
      <div className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-4 break-words shadow-sm sm:p-6" data-testid="erasure-nothing">
        <p className="text-slate-800">{copy.nothingHeld(step.email)}</p>
        <a href="/admin/privacy" className={adminButton.secondary}>
          {copy.keep}
        </a>
      </div>
    );
  }
  return (
    <div className="max-w-2xl space-y-4 rounded-xl border border-red-200 bg-white p-4 break-words shadow-sm sm:p-6">
      {step.state?.status === "error" ? <FormAlert state={step.state} /> : null}
      {held ? (
        <section aria-label={copy.heldHeading(step.email)}>
          <h2 className="text-lg font-semibold text-slate-900">{copy.heldHeading(step.email)}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800" data-testid="erasure-counts">
            {held.map(({ kind, n }) => (
              <li key={kind} data-kind={kind}>
                {n} {copy.kinds[kind][n === 1 ? 0 : 1]}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="font-semibold text-slate-900" data-testid="erasure-question">
        {copy.confirm(step.email)}
      </p>
      <p className="text-sm text-slate-700">{copy.auditNote}</p>
      <PostForm action={action} label={copy.confirm(step.email)} className="flex flex-wrap gap-2">
        <input type="hidden" name="email" value={step.email} />
        <button type="submit" className={adminButton.danger}>
          {copy.erase}
        </button>
        <a href="/admin/privacy" className={adminButton.secondary}>
          {copy.keep}
        </a>
      </PostForm>
    </div>
  );
}
