import { adminPages } from "@/content/admin";
import type { LeadMail } from "@/server/admin/lead-mail";
import { formatDateTime } from "./format";
import { Empty } from "./ui";

const copy = adminPages.entry;

/** The e-mails sent (or waiting, or given up on) about one lead, oldest first; a parked one links to Mail, where it is retried. */
export function LeadMailList({ mail }: { mail: LeadMail[] }) {
  return (
    <section aria-labelledby="mail-heading" className="mt-6 space-y-3">
      <h2 id="mail-heading" className="text-lg font-bold text-slate-900">
        {copy.mailHeading}
      </h2>
      {mail.length === 0 ? (
        <Empty>{copy.mailEmpty}</Empty>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {mail.map((m, i) => (
            <li key={i} className="space-y-1 px-4 py-3" data-testid="lead-mail">
              <p className="font-semibold break-words text-slate-900">{m.subject}</p>
              <p className="break-all text-slate-700">To {m.to}</p>
              <p className={m.state === "parked" ? "text-red-800" : "text-slate-700"}>
                {m.state === "sent"
                  ? copy.sent(formatDateTime(m.at))
                  : m.state === "queued"
                    ? copy.queued(m.attempts)
                    : copy.parked(formatDateTime(m.at), m.attempts)}
                {m.state === "parked" ? (
                  <>
                    {" "}
                    <a href="/admin/mail" className="font-semibold text-brand-800 underline underline-offset-2">
                      {copy.retryLink}
                    </a>
                    .
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
