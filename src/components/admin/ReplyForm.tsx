import { idleState, type FormState } from "@/lib/forms";
import { Field, TextareaField } from "@/components/forms/Field";
import { RecordForm } from "./RecordForm";

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
    <RecordForm name="reply" heading="Reply" label="Reply to this lead" action={action} inbox={inbox} id={id} result={result} submit="Send reply">
      <p className="break-all text-slate-700">
        To {to}. {"Their message is quoted under your reply, and their answer comes back to the agency's address."}
      </p>
      <Field name="subject" label="Subject" required maxLength={200} defaultValue={typed?.subject ?? subject} error={e.subject} />
      <TextareaField name="replyBody" label="Your reply" required rows={6} maxLength={10000} defaultValue={typed?.replyBody ?? ""} error={e.replyBody} />
    </RecordForm>
  );
}
