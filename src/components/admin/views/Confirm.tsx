import { confirmPage as copy } from "@/content/admin";
import type { FormState } from "@/lib/forms";
import { Field } from "@/components/forms/Field";
import { FormAlert } from "@/components/forms/FormKit";
import { PageHeader, PostForm, adminButton } from "../ui";

/** The action waiting for the confirmation and where it goes back to, carried through the confirm form as hidden fields. */
export type PendingFields = { do: string; id: string; next: string };

/** The confirm step's heading, what the administrator asked to do, and the answer to a refused attempt. */
export function ConfirmIntro({ asked, minutes, state }: { asked: string | null; minutes: number; state?: FormState }) {
  return (
    <>
      <PageHeader title={copy.heading} description={copy.description(minutes)} />
      {asked ? (
        <div className="mb-6 max-w-xl rounded-xl border border-slate-200 bg-white p-4" data-testid="confirm-pending">
          <p className="text-sm font-semibold text-slate-700">{copy.asked}</p>
          <p className="mt-1 text-slate-900">{asked}</p>
        </div>
      ) : null}
      {state?.status === "error" ? (
        <div className="mb-6 max-w-xl">
          <FormAlert state={state} />
        </div>
      ) : null}
    </>
  );
}

/**
 * The typed factor, a plain POST that works without JavaScript: a recovery code beside the
 * passkey, or the administrator code when the address has no passkey.
 */
export function ConfirmCodeForm({
  factor,
  action,
  pending,
  error,
  cancelHref,
}: {
  factor: "passkey" | "code";
  action: string;
  pending: PendingFields;
  error?: string;
  cancelHref: string;
}) {
  const recovery = factor === "passkey";
  return (
    <PostForm
      action={action}
      noValidate
      label={recovery ? copy.recoveryTitle : copy.heading}
      className="mt-6 max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      {recovery ? (
        <>
          <h2 className="text-lg font-semibold text-slate-900">{copy.recoveryTitle}</h2>
          <p className="text-slate-700">{copy.recoveryHint}</p>
        </>
      ) : null}
      {Object.entries(pending).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field
        name="code"
        label={recovery ? copy.recoveryLabel : copy.codeLabel}
        hint={recovery ? undefined : copy.codeHint}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        required
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={recovery ? adminButton.secondary : adminButton.primary}>
          {copy.submit}
        </button>
        <a href={cancelHref} className={adminButton.secondary}>
          {copy.cancel}
        </a>
      </div>
    </PostForm>
  );
}

/**
 * The question itself, when this session confirmed it's the administrator a moment ago: what the
 * action will do, its own button (a plain POST back to the action, with the yes) and Cancel.
 */
export function ConfirmAnswer({
  heading,
  asked,
  button,
  action,
  fields,
  cancelHref,
}: {
  heading: string;
  asked: string;
  button: string;
  action: string;
  fields: Record<string, string>;
  cancelHref: string;
}) {
  return (
    <>
      <PageHeader title={heading} />
      <div className="max-w-2xl space-y-4 rounded-xl border border-red-200 bg-white p-4 shadow-sm sm:p-6" data-testid="confirm-pending">
        <p className="text-slate-900">{asked}</p>
        <p className="text-slate-700">{copy.answerNote}</p>
        <PostForm action={action} className="flex flex-wrap gap-2">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={adminButton.danger}>
            {button}
          </button>
          <a href={cancelHref} className={adminButton.secondary}>
            {copy.cancel}
          </a>
        </PostForm>
      </div>
    </>
  );
}
