import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/server/db/client";
import { accessRequests, contactSubmissions, jobApplications, newsletterSubscribers, partnershipApplications } from "@/server/db/schema";
import { INBOX_SLUGS, type InboxSlug } from "./inbox-slugs";
import { toStorableText, truncateText } from "@/lib/text";

export { INBOX_SLUGS, type InboxSlug };

const PAGE_SIZE = 25;

type FieldKind = "text" | "long" | "email" | "date" | "url";
export type InboxField = { key: string; label: string; kind?: FieldKind };
export type InboxRow = Record<string, unknown> & { id: number; status: string };

type InboxDef = {
  slug: InboxSlug;
  title: string;
  singular: string;
  table: PgTable;
  id: PgColumn;
  created: PgColumn;
  createdKey: string;
  status: PgColumn;
  /** Name and e-mail columns the search box looks in. */
  search: PgColumn[];
  /** The state a fresh row starts in: what the overview counts as waiting. */
  openStatus: string;
  /** Shown in the list, after the date. */
  listFields: InboxField[];
  /** Every field, in order: the detail view and the CSV export. */
  fields: InboxField[];
  /** How a row is named in headings and the audit log. */
  nameKey: string;
};

const contactFields: InboxField[] = [
  { key: "name", label: "Name" },
  { key: "email", label: "Email", kind: "email" },
  { key: "phone", label: "Phone" },
  { key: "company", label: "Company or business type" },
  { key: "source", label: "Form" },
  { key: "servicesInterested", label: "Services interested in" },
  { key: "projectBudget", label: "Project budget" },
  { key: "timeline", label: "Timeline" },
  { key: "message", label: "Message", kind: "long" },
  { key: "status", label: "Status" },
  { key: "createdAt", label: "Received", kind: "date" },
];

const accessFields: InboxField[] = [
  { key: "name", label: "Name" },
  { key: "email", label: "Email", kind: "email" },
  { key: "phone", label: "Phone" },
  { key: "company", label: "Company" },
  { key: "businessDescription", label: "Business description", kind: "long" },
  { key: "status", label: "Status" },
  { key: "submittedAt", label: "Submitted", kind: "date" },
  { key: "decidedAt", label: "Decided", kind: "date" },
  { key: "decidedBy", label: "Decided by" },
  { key: "invitationCodeId", label: "Invitation code id" },
];

const partnershipFields: InboxField[] = [
  { key: "businessName", label: "Business name" },
  { key: "industry", label: "Industry" },
  { key: "name", label: "Name" },
  { key: "email", label: "Email", kind: "email" },
  { key: "phone", label: "Phone" },
  { key: "revenueRange", label: "Annual revenue" },
  { key: "description", label: "Business and goals", kind: "long" },
  { key: "status", label: "Status" },
  { key: "createdAt", label: "Received", kind: "date" },
];

const jobFields: InboxField[] = [
  { key: "positionTitle", label: "Position" },
  { key: "name", label: "Name" },
  { key: "email", label: "Email", kind: "email" },
  { key: "phone", label: "Phone" },
  { key: "profileUrl", label: "LinkedIn or portfolio", kind: "url" },
  { key: "coverNote", label: "Cover note", kind: "long" },
  { key: "status", label: "Status" },
  { key: "createdAt", label: "Received", kind: "date" },
];

const newsletterFields: InboxField[] = [
  { key: "email", label: "Email", kind: "email" },
  { key: "status", label: "Status" },
  { key: "source", label: "Signed up from" },
  { key: "createdAt", label: "Signed up", kind: "date" },
  { key: "confirmedAt", label: "Confirmed", kind: "date" },
  { key: "unsubscribedAt", label: "Unsubscribed", kind: "date" },
];

const field = (fields: InboxField[], ...keys: string[]) => keys.map((k) => fields.find((f) => f.key === k)!);

export const INBOXES: Record<InboxSlug, InboxDef> = {
  "contact-submissions": {
    slug: "contact-submissions",
    title: "Contact submissions",
    singular: "Contact submission",
    table: contactSubmissions,
    id: contactSubmissions.id,
    created: contactSubmissions.createdAt,
    createdKey: "createdAt",
    status: contactSubmissions.status,
    search: [contactSubmissions.name, contactSubmissions.email],
    openStatus: "new",
    listFields: field(contactFields, "name", "email", "source"),
    fields: contactFields,
    nameKey: "name",
  },
  "access-requests": {
    slug: "access-requests",
    title: "Access requests",
    singular: "Access request",
    table: accessRequests,
    id: accessRequests.id,
    created: accessRequests.submittedAt,
    createdKey: "submittedAt",
    status: accessRequests.status,
    search: [accessRequests.name, accessRequests.email],
    openStatus: "pending",
    listFields: field(accessFields, "name", "email", "company"),
    fields: accessFields,
    nameKey: "name",
  },
  "partnership-applications": {
    slug: "partnership-applications",
    title: "Partnership applications",
    singular: "Partnership application",
    table: partnershipApplications,
    id: partnershipApplications.id,
    created: partnershipApplications.createdAt,
    createdKey: "createdAt",
    status: partnershipApplications.status,
    search: [partnershipApplications.name, partnershipApplications.email, partnershipApplications.businessName],
    openStatus: "new",
    listFields: field(partnershipFields, "businessName", "name", "email"),
    fields: partnershipFields,
    nameKey: "businessName",
  },
  "job-applications": {
    slug: "job-applications",
    title: "Job applications",
    singular: "Job application",
    table: jobApplications,
    id: jobApplications.id,
    created: jobApplications.createdAt,
    createdKey: "createdAt",
    status: jobApplications.status,
    search: [jobApplications.name, jobApplications.email],
    openStatus: "new",
    listFields: field(jobFields, "name", "email", "positionTitle"),
    fields: jobFields,
    nameKey: "name",
  },
  "newsletter-subscribers": {
    slug: "newsletter-subscribers",
    title: "Newsletter subscribers",
    singular: "Newsletter subscriber",
    table: newsletterSubscribers,
    id: newsletterSubscribers.id,
    created: newsletterSubscribers.createdAt,
    createdKey: "createdAt",
    status: newsletterSubscribers.status,
    search: [newsletterSubscribers.email],
    openStatus: "confirmed",
    listFields: field(newsletterFields, "email", "source"),
    fields: newsletterFields,
    nameKey: "email",
  },
};

export function isInboxSlug(value: string): value is InboxSlug {
  return (INBOX_SLUGS as readonly string[]).includes(value);
}

export function inboxDef(slug: InboxSlug): InboxDef {
  return INBOXES[slug];
}

/** A LIKE pattern that matches the text literally anywhere (%, _ and \ in the query are not wildcards). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchWhere(def: InboxDef, q: string | undefined): SQL | undefined {
  const term = q ? toStorableText(q).trim() : "";
  if (!term) return undefined;
  const pattern = containsPattern(truncateText(term, 200, ""));
  return or(...def.search.map((c) => ilike(c, pattern)));
}

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pages: number; q: string };

/** One page of an inbox, newest first, optionally narrowed to names or e-mails containing `q`. */
export async function listInbox(db: Db, slug: InboxSlug, opts: { q?: string; page?: number } = {}): Promise<InboxPage> {
  const def = inboxDef(slug);
  const where = searchWhere(def, opts.q);
  const [{ total }] = await db.select({ total: count() }).from(def.table).where(where);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(opts.page ?? 1) || 1), pages);
  const rows = (await db
    .select()
    .from(def.table)
    .where(where)
    .orderBy(desc(def.created), desc(def.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)) as InboxRow[];
  return { rows, total, page, pages, q: opts.q?.trim() ?? "" };
}

export async function getInboxRow(db: Db, slug: InboxSlug, id: number): Promise<InboxRow | null> {
  const def = inboxDef(slug);
  const [row] = (await db.select().from(def.table).where(eq(def.id, id)).limit(1)) as InboxRow[];
  return row ?? null;
}

/** How many rows of an inbox are in one state. */
export async function countInStatus(db: Db, slug: InboxSlug, status: string): Promise<number> {
  const def = inboxDef(slug);
  const [{ n }] = await db
    .select({ n: count() })
    .from(def.table)
    .where(and(eq(def.status, status)));
  return n;
}

/** new ⇄ handled for the inboxes that have those states; false when the row is missing or not eligible. */
export async function setHandledStatus(db: Db, slug: InboxSlug, id: number, status: "new" | "handled"): Promise<boolean> {
  const def = inboxDef(slug);
  if (def.openStatus !== "new") return false;
  const rows = await db
    .update(def.table)
    .set({ status } as never)
    .where(eq(def.id, id))
    .returning({ id: def.id });
  return rows.length > 0;
}
