import { idleState, type FormState } from "@/lib/forms";
import { Field, TextareaField } from "@/components/forms/Field";
import { FormAlert } from "@/components/forms/FormKit";
import { PostForm, adminButton } from "./ui";

/**
 * Answer a lead from its record (issue 30): the e-mail goes out through the outbox with the lead's
 * own words quoted under the reply and Reply-To set to the agency; it is then listed with the lead's
 * other e-mails and their delivery state. `result` is this request's answer to the form.
 */
export function ReplyForm({
  action,
  inbox,
  id,
  to,
  subject,
  result = idleState,
}: {
  action: string;
  inbox: string;
  id: number;
  to: string;
  subject: string;
  result?: FormState;
}) {
  const e = result.fieldErrors ?? {};
  const typed = result.status === "error" ? result.values : undefined;
  return (
    <section aria-labelledby="reply-heading" className="mt-8 space-y-4">
      <h2 id="reply-heading" className="text-lg font-bold text-slate-900">
        Reply
      </h2>
      <PostForm action={action} noValidate label="Reply to this lead" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        {result.status === "error" ? <FormAlert state={result} /> : null}
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="inbox" value={inbox} />
        <p className="break-all text-slate-700">
          To {to}. {"Their message is quoted under your reply, and their answer comes back to the agency's address."}
        </p>
        <Field name="subject" label="Subject" required maxLength={200} defaultValue={typed?.subject ?? subject} error={e.subject} />
        <TextareaField name="replyBody" label="Your reply" required rows={6} maxLength={10000} defaultValue={typed?.replyBody ?? ""} error={e.replyBody} />
        <button type="submit" className={adminButton.primary}>
          Send reply
        </button>
      </PostForm>
    </section>
  );
}
