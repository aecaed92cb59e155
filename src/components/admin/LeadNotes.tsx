import { idleState, type FormState } from "@/lib/forms";
import { TextareaField } from "@/components/forms/Field";
import { formatDateTime } from "./format";
import { RecordForm } from "./RecordForm";

/** A note as the record shows it (src/server/admin/lead-desk.ts). */
export type LeadNoteItem = { id: number; body: string; author: string; createdAt: Date };

/** The owner's notes on a lead, newest first, and the form that adds one. `result` is this request's answer to that form. */
export function LeadNotes({
  action,
  inbox,
  id,
  notes,
  result = idleState,
}: {
  action: string;
  inbox: string;
  id: number;
  notes: LeadNoteItem[];
  result?: FormState;
}) {
  const e = result.fieldErrors ?? {};
  return (
    <RecordForm
      name="notes"
      heading="Notes"
      label="Add a note"
      action={action}
      inbox={inbox}
      id={id}
      result={result}
      submit="Add note"
      after={
        notes.length === 0 ? (
          <p className="text-slate-700">No notes yet.</p>
        ) : (
          <ol className="space-y-3" data-testid="lead-notes">
            {notes.map((n) => (
              <li key={n.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <p className="text-sm text-slate-600">
                  <time dateTime={n.createdAt.toISOString()}>{formatDateTime(n.createdAt)}</time> · {n.author.replace(/^admin:/, "")}
                </p>
                <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{n.body}</p>
              </li>
            ))}
          </ol>
        )
      }
    >
      <TextareaField
        name="body"
        label="New note"
        required
        rows={3}
        maxLength={5000}
        defaultValue={result.status === "error" ? (result.values?.body ?? "") : ""}
        hint="A call, a meeting, what was promised. Notes are kept as long as the lead."
        error={e.body}
      />
    </RecordForm>
  );
}
