import type { ReactNode } from "react";
import { AlertCircle, CheckCircle2, Search } from "lucide-react";
import type { ListLinks } from "@/lib/list-cursor";
import { notices } from "./nav";
import { listHref } from "./format";

export const adminButton = {
  primary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-800 px-4 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-70",
  secondary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100",
  danger: "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800",
} as const;

export const adminInput =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 max-w-3xl text-slate-700">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** The message after a redirect; only known keys are shown, never text from the URL. */
export function Notice({ notice }: { notice: string }) {
  const n = notices[notice];
  if (!n) return null;
  const ok = n.tone === "ok";
  return (
    <div
      role={ok ? "status" : "alert"}
      data-testid="admin-notice"
      className={`mb-4 flex items-start gap-2 rounded-lg border p-3 font-medium ${ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-800"}`}
    >
      {ok ? <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" /> : <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />}
      <p>{n.text}</p>
    </div>
  );
}

/** A GET search box (?q=), so a search is a link that can be bookmarked and works without JavaScript. */
export function SearchForm({ action, q, label }: { action: string; q: string; label: string }) {
  return (
    <form action={action} method="get" role="search" className="mb-4 flex max-w-xl gap-2">
      <label htmlFor="admin-q" className="sr-only">
        {label}
      </label>
      <input id="admin-q" name="q" type="search" defaultValue={q} placeholder={label} maxLength={200} className={adminInput} />
      <button type="submit" className={adminButton.secondary}>
        <Search aria-hidden="true" className="h-4 w-4" />
        Search
      </button>
    </form>
  );
}

/**
 * The pager of a console list read from a row (src/lib/list-cursor.ts): to the newest entries and
 * the page before, to the page after and the oldest entries; nothing when the list fits one page.
 */
export function ListPager({ path, links, params }: { path: string; links: ListLinks; params: Record<string, string> }) {
  if (!links.newer && !links.older) return null;
  const link = (label: string, at: Record<string, string>, rel?: string) => (
    <a className={adminButton.secondary} href={listHref(path, { ...params, ...at })} rel={rel}>
      {label}
    </a>
  );
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      {links.newer ? link("Newest", {}) : null}
      {links.newer ? link("Newer", { newer: links.newer }, "prev") : null}
      {links.older ? link("Older", { older: links.older }, "next") : null}
      {links.older ? link("Oldest", { oldest: "1" }) : null}
    </nav>
  );
}

const badgeTones: Record<string, string> = {
  new: "bg-amber-100 text-amber-900",
  pending: "bg-amber-100 text-amber-900",
  contacted: "bg-sky-100 text-sky-900",
  proposal: "bg-violet-100 text-violet-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
  approved: "bg-green-100 text-green-900",
  confirmed: "bg-green-100 text-green-900",
  active: "bg-green-100 text-green-900",
  published: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  revoked: "bg-red-100 text-red-900",
  failed: "bg-red-100 text-red-900",
  expired: "bg-slate-200 text-slate-800",
  "used up": "bg-slate-200 text-slate-800",
  unsubscribed: "bg-slate-200 text-slate-800",
  draft: "bg-slate-200 text-slate-800",
  scheduled: "bg-sky-100 text-sky-900",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap uppercase ${badgeTones[status] ?? "bg-slate-200 text-slate-800"}`}
    >
      {status}
    </span>
  );
}

/**
 * A console table. On a wider screen it scrolls sideways inside a labelled, focusable region (for
 * keyboard users); under 640 px each row becomes a card whose cells are labelled by their column.
 * `headings` become the column headers; rows are `Row`s of `Cell`s named after their heading. The
 * table roles are written out because the CSS display changes of the cards would drop them.
 */
export function TableWrap({ label, headings, children }: { label: string; headings: readonly string[]; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none"
    >
      <table role="table" aria-label={label} className="w-full min-w-[40rem] border-collapse text-left text-sm max-sm:block max-sm:min-w-0">
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row">
            {headings.map((h) => (
              <th key={h} scope="col" role="columnheader" className={th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block max-sm:space-y-3">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A row of a console table: a card under 640 px. */
export function Row({ testId, className = "", children }: { testId?: string; className?: string; children: ReactNode }) {
  return (
    <tr
      role="row"
      data-testid={testId}
      className={`max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3 max-sm:shadow-sm ${className}`}
    >
      {children}
    </tr>
  );
}

/** A cell of a console table: under 640 px a line that starts with its column's name. */
export function Cell({ label, className = "", children }: { label: string; className?: string; children?: ReactNode }) {
  return (
    <td
      role="cell"
      data-label={label}
      className={`${td} max-sm:block max-sm:max-w-none max-sm:border-0 max-sm:px-0 max-sm:py-1 max-sm:whitespace-normal max-sm:before:mr-2 max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] ${className}`}
    >
      {children}
    </td>
  );
}

const th = "border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold text-slate-800";
const td = "border-b border-slate-100 px-3 py-2 align-top text-slate-800";

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{children}</p>;
}

/**
 * A console form: a plain POST to one of the console's Astro actions (`action` is its
 * `?_action=admin.…` address on the page it is on), which the page answers by rendering the
 * result or redirecting, so it works with JavaScript off.
 */
export function PostForm({
  action,
  className,
  label,
  noValidate,
  children,
}: {
  action: string;
  className?: string;
  label?: string;
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className={className} aria-label={label} noValidate={noValidate}>
      {children}
    </form>
  );
}

/** A table row's one-button action: posts the row's id; the hidden words say which row it acts on. */
export function RowAction({ action, id, label, about }: { action: string; id: number; label: string; about: string }) {
  return (
    <PostForm action={action}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`${adminButton.secondary} !min-h-9 !px-3`}>
        {label}
        <span className="sr-only"> {about}</span>
      </button>
    </PostForm>
  );
}
