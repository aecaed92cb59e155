import { ArrowLeft } from "lucide-react";
import type { FormState } from "@/lib/forms";
import type { InboxField, InboxRow } from "@/server/admin/inboxes";
import type { LeadMail } from "@/server/admin/lead-mail";
import { FormAlert } from "@/components/forms/FormKit";
import { EmailLink } from "@/components/ui/EmailLink";
import { ApproveForm, ApprovedCode } from "../ApproveForm";
import { LeadMailList } from "../LeadMailList";
import { LeadNotes, type LeadNoteItem } from "../LeadNotes";
import { LeadSourceDetails } from "../LeadSourceDetails";
import { ReplyForm } from "../ReplyForm";
import { StageForm } from "../StageForm";
import type { Channel, LeadSource } from "@/lib/attribution";
import { fieldText } from "../field-text";
import { displayValue, formatDollars } from "../format";
import { Notice, PageHeader, PostForm, StatusBadge, adminButton } from "../ui";

/** What a record view needs to know of its inbox (src/server/admin/inboxes.ts). */
export type InboxRecordDef = { slug: string; title: string; singular: string; nameKey: string; fields: InboxField[] };

/**
 * One record, every field, and what can be done with it: approve or reject an access request
 * (the approval's code shown once, in the answer to its post), move the lead through its stages,
 * keep notes on it, and the e-mails sent about it. `answer` is this request's answer to the
 * Approve form, when it was for this record; `stage` and `note` are its answers to those forms.
 */
export function InboxRecord({
  def,
  row,
  notice,
  answer,
  forms,
  mail,
  notes,
  stage,
  note,
  reply,
}: {
  def: InboxRecordDef;
  row: InboxRow;
  mail: LeadMail[];
  notes: LeadNoteItem[];
  notice: string;
  answer?: FormState;
  stage?: FormState;
  note?: FormState;
  forms: { approve: string; reject: string; stage: string; note: string };
  /** The reply form, for a lead with words to answer: where it posts, its subject, and this request's answer to it. */
  reply?: { action: string; subject: string; result?: FormState };
}) {
  return (
    <>
      <a href={`/admin/inbox/${def.slug}`} className="mb-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:text-brand-900">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {def.title}
      </a>
      <PageHeader title={`${def.singular}: ${displayValue(row[def.nameKey])}`} actions={<StatusBadge status={row.stage} />} />
      <Notice notice={notice} />
      <div className="grid gap-6 lg:grid-cols-3">
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm lg:col-span-2">
          {def.fields.map((f) => {
            const value = fieldText(f, row[f.key]);
            return (
              <div key={f.key} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
                <dt className="font-semibold text-slate-700">{f.label}</dt>
                <dd className={`break-words text-slate-900 sm:col-span-2 ${f.kind === "long" ? "whitespace-pre-wrap" : ""}`}>
                  {f.kind === "email" && value !== "—" ? (
                    <EmailLink address={value} className="text-brand-800 underline underline-offset-2" />
                  ) : f.kind === "dollars" ? (
                    formatDollars(row[f.key])
                  ) : (
                    value
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        <section aria-labelledby="actions-heading" className="space-y-4">
          <h2 id="actions-heading" className="text-lg font-bold text-slate-900">
            Actions
          </h2>
          {def.slug === "access-requests" ? (
            answer?.status === "success" ? (
              <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <ApprovedCode result={answer} />
              </div>
            ) : row.status === "pending" ? (
              <>
                <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <ApproveForm id={row.id} action={forms.approve} result={answer} />
                </div>
                {/* Rejecting takes two steps, with no script: open, then confirm. E-mailing the
                    requester is a choice made here, not a side effect. */}
                <details className="group rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="reject-step">
                  <summary className={`${adminButton.secondary} cursor-pointer list-none group-open:mb-3`}>Reject request…</summary>
                  <PostForm action={forms.reject} className="space-y-3">
                    <input type="hidden" name="id" value={row.id} />
                    <p className="text-slate-800">Reject this request? The requester gets no code.</p>
                    <label className="flex items-start gap-2 text-slate-800">
                      <input type="checkbox" name="notify" className="mt-1 h-5 w-5 rounded border-slate-400" />
                      <span>Also e-mail the requester a polite note</span>
                    </label>
                    <button type="submit" className={adminButton.danger}>
                      Yes, reject this request
                    </button>
                  </PostForm>
                </details>
              </>
            ) : (
              <>
                {answer ? <FormAlert state={answer} /> : null}
                <p className="text-slate-700">This request has been {row.status}. Codes are listed under Codes, where they can be revoked.</p>
              </>
            )
          ) : def.slug === "newsletter-subscribers" ? (
            <p className="text-slate-700">Subscribers confirm and unsubscribe themselves through the links in their e-mails.</p>
          ) : null}
          <StageForm action={forms.stage} inbox={def.slug} lead={row} result={stage} />
          {typeof row.email === "string" ? (
            <a href={`/admin/privacy?${new URLSearchParams({ email: row.email })}`} className={adminButton.secondary} data-testid="erase-person">
              Erase this person…
            </a>
          ) : null}
        </section>
      </div>
      {reply ? <ReplyForm action={reply.action} inbox={def.slug} id={row.id} to={String(row.email)} subject={reply.subject} result={reply.result} /> : null}
      <LeadNotes action={forms.note} inbox={def.slug} id={row.id} notes={notes} result={note} />
      <LeadSourceDetails attribution={(row.attribution as LeadSource | undefined) ?? null} channel={(row.channel as Channel | undefined) ?? null} />
      <LeadMailList mail={mail} />
    </>
  );
}
