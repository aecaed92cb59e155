import { idleState, type FormState } from "@/lib/forms";
import { FormAlert, SubmitButton } from "@/components/forms/FormKit";
import { PostForm } from "./ui";

/** Approve: issues the requester's code and e-mails it. Works with JavaScript off. */
export function ApproveForm({ id, action, result = idleState }: { id: number; action: string; result?: FormState }) {
  return (
    <PostForm action={action} className="space-y-3">
      <FormAlert state={result} />
      <input type="hidden" name="id" value={id} />
      <p className="text-sm text-slate-700">
        Creates a single-use client code bound to the requester&apos;s e-mail, valid for 7 days, and e-mails it with a link to the verify page.
      </p>
      <SubmitButton label="Approve and send code" pendingLabel="Approving..." />
    </PostForm>
  );
}

/** The answer to an approval, rendered by the page in the same request: the code, shown this once. */
export function ApprovedCode({ result }: { result: FormState }) {
  return (
    <div className="space-y-3">
      <FormAlert state={result} />
      <div className="rounded-lg border border-slate-300 bg-white p-4">
        <p className="text-sm font-semibold text-slate-700">Invitation code for {result.data?.email} (shown once)</p>
        <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-slate-900 select-all" data-testid="approved-code">
          {result.data?.code}
        </p>
      </div>
    </div>
  );
}
