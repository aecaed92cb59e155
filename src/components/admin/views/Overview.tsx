import { Download } from "lucide-react";
import { adminPages } from "@/content/admin";
import type { Overview as Counts } from "@/server/admin/overview";
import { PageHeader } from "../ui";

const copy = adminPages.overview;

/** The console's first screen: what is waiting, as cards that open the list, and the CSV exports. */
export function Overview({ counts: o, exports }: { counts: Counts; exports: { slug: string; title: string }[] }) {
  const cards = [
    { label: "New contact submissions", value: o.newContacts, href: "/admin/inbox/contact-submissions" },
    { label: "Pending access requests", value: o.pendingAccessRequests, href: "/admin/inbox/access-requests" },
    { label: "New partnership applications", value: o.newPartnershipApplications, href: "/admin/inbox/partnership-applications" },
    { label: "New job applications", value: o.newJobApplications, href: "/admin/inbox/job-applications" },
    { label: "Confirmed newsletter subscribers", value: o.confirmedSubscribers, href: "/admin/inbox/newsletter-subscribers" },
    { label: "Active sessions", value: o.activeSessions, href: "/admin/sessions" },
    { label: "E-mails queued", value: o.outboxQueued, href: "/admin/mail" },
    { label: "E-mails failed", value: o.outboxFailed, href: "/admin/mail", alert: o.outboxFailed > 0 },
  ];
  return (
    <>
      <PageHeader title={copy.heading} description={copy.description} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="overview-cards">
        {cards.map((c) => (
          <li key={c.label}>
            <a
              href={c.href}
              className={`block h-full rounded-xl border bg-white p-4 shadow-sm hover:border-brand-700 ${c.alert ? "border-red-300" : "border-slate-200"}`}
            >
              <span className={`block text-3xl font-bold ${c.alert ? "text-red-700" : "text-slate-900"}`}>{c.value}</span>
              <span className="mt-1 block text-sm font-medium text-slate-700">{c.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <section aria-labelledby="exports-heading" className="mt-8">
        <h2 id="exports-heading" className="text-lg font-bold text-slate-900">
          {copy.exportsHeading}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {exports.map(({ slug, title }) => (
            <li key={slug}>
              <a
                href={`/admin/export/${slug}.csv`}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {title}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
