import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { ApproveForm, ApprovedCode } from "@legacy/components/admin/ApproveForm";
import { Notice, PageHeader, StatusBadge, adminButton } from "@legacy/components/admin/ui";
import { FormAlert } from "@legacy/components/forms/FormKit";
import { displayValue, param } from "@legacy/components/admin/format";
import { adminContext } from "@/server/admin/guard";
import { getInboxRow, inboxDef, isInboxSlug } from "@/server/admin/inboxes";
import { rejectAccessRequestAction, setInboxStatus } from "@/server/admin/actions/leads";
import { getDb } from "@/server/db/client";
import { postbackFor } from "@/server/forms/postback";
import { EmailLink } from "@legacy/components/ui/EmailLink";

export const metadata: Metadata = { title: "Inbox entry" };

type Props = { params: Promise<{ inbox: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Entry({ params, searchParams }: Props) {
  await adminContext();
  const { inbox, id } = await params;
  if (!isInboxSlug(inbox) || !/^\d{1,9}$/.test(id)) notFound();
  const row = await getInboxRow(await getDb(), inbox, Number(id));
  if (!row) notFound();
  const def = inboxDef(inbox);
  const sp = await searchParams;
  // This request's answer to the Approve form, when it was for this request (see adminFormAction).
  const approval = inbox === "access-requests" ? await postbackFor("admin-approve") : undefined;
  const answer = approval?.data?.id === String(row.id) ? approval : undefined;
  return (
    <>
      <Link href={`/admin/inbox/${inbox}`} className="mb-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:text-brand-900">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {def.title}
      </Link>
      <PageHeader title={`${def.singular}: ${displayValue(row[def.nameKey])}`} actions={<StatusBadge status={row.status} />} />
      <Notice notice={param(sp.notice)} />
      <div className="grid gap-6 lg:grid-cols-3">
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm lg:col-span-2">
          {def.fields.map((f) => {
            const value = displayValue(row[f.key]);
            return (
              <div key={f.key} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
                <dt className="font-semibold text-slate-700">{f.label}</dt>
                <dd className={`break-words text-slate-900 sm:col-span-2 ${f.kind === "long" ? "whitespace-pre-wrap" : ""}`}>
                  {f.kind === "email" && value !== "—" ? (
                    <EmailLink address={value} className="text-brand-800 underline underline-offset-2" />
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
          {inbox === "access-requests" ? (
            answer?.status === "success" ? (
              <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <ApprovedCode result={answer} />
              </div>
            ) : row.status === "pending" ? (
              <>
                <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <ApproveForm id={row.id} result={answer} />
                </div>
                <form action={rejectAccessRequestAction} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <input type="hidden" name="id" value={row.id} />
                  <label className="flex items-start gap-2 text-slate-800">
                    <input type="checkbox" name="notify" defaultChecked className="mt-1 h-5 w-5 rounded border-slate-400" />
                    <span>Send the requester a polite note</span>
                  </label>
                  <button type="submit" className={adminButton.danger}>
                    Reject request
                  </button>
                </form>
              </>
            ) : (
              <>
                {answer ? <FormAlert state={answer} /> : null}
                <p className="text-slate-700">This request has been {row.status}. Codes are listed under Codes, where they can be revoked.</p>
              </>
            )
          ) : def.openStatus === "new" ? (
            <form action={setInboxStatus} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <input type="hidden" name="id" value={row.id} />
              <input type="hidden" name="inbox" value={inbox} />
              <input type="hidden" name="status" value={row.status === "new" ? "handled" : "new"} />
              <button type="submit" className={row.status === "new" ? adminButton.primary : adminButton.secondary}>
                {row.status === "new" ? "Mark as handled" : "Move back to new"}
              </button>
            </form>
          ) : (
            <p className="text-slate-700">Subscribers confirm and unsubscribe themselves through the links in their e-mails.</p>
          )}
        </section>
      </div>
    </>
  );
}
