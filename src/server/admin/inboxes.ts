import { eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/server/db/client";
import { accessRequests, contactSubmissions, jobApplications, newsletterSubscribers, partnershipApplications, searchableText } from "@/server/db/schema";
import { readListCounts } from "@/server/db/list-counts";
import { INBOX_SLUGS, type InboxSlug } from "./inbox-slugs";
import { keysetPage, searchPage, type KeysetPage, type Matches } from "./keyset";
import type { ListWindow } from "@/lib/list-cursor";
import { toStorableText, truncateText } from "@/lib/text";
import type { CodeKind } from "@/content/lead-labels";

export { INBOX_SLUGS, type InboxSlug };

const PAGE_SIZE = 25;

/** `excerpt`: the start of a long field, for the list (the record shows it whole). */
type FieldKind = "text" | "long" | "email" | "date" | "url" | "excerpt";
/** `codes`: the field holds a code, shown as its words (src/content/lead-labels.ts); the CSV keeps the code as well. */
export type InboxField = { key: string; label: string; kind?: FieldKind; codes?: CodeKind };
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
  /** Name and e-mail columns the search box looks in: the columns of the table's trigram index, in its order (schema.ts). */
  search: PgColumn[];
  /** The state a fresh row starts in: what the overview counts as waiting. */
  openStatus: string;
  /** Shown in the list, after the date. */
  listFields: InboxField[];
  /** Columns the list computes rather than reads, by the key a list field names them with. */
  listExtras?: Record<string, SQL>;
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
  { key: "source", label: "Form", codes: "contactSource" },
  { key: "servicesInterested", label: "Services interested in", codes: "service" },
  { key: "projectBudget", label: "Project budget", codes: "budget" },
  { key: "timeline", label: "Timeline", codes: "timeline" },
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
  { key: "decidedBy", label: "Decided by", codes: "actor" },
  { key: "invitationCodeId", label: "Invitation code id" },
];

const partnershipFields: InboxField[] = [
  { key: "businessName", label: "Business name" },
  { key: "industry", label: "Industry" },
  { key: "name", label: "Name" },
  { key: "email", label: "Email", kind: "email" },
  { key: "phone", label: "Phone" },
  { key: "revenueRange", label: "Annual revenue", codes: "revenue" },
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
  { key: "source", label: "Signed up from", codes: "newsletterSource" },
  { key: "createdAt", label: "Signed up", kind: "date" },
  { key: "confirmedAt", label: "Confirmed", kind: "date" },
  { key: "unsubscribedAt", label: "Unsubscribed", kind: "date" },
];

/**
 * The contact list's own columns: what was asked for, at a glance. The message's start is cut
 * by the database (`left`), so a page never reads a long message whole.
 */
const contactListFields: InboxField[] = [
  { key: "name", label: "Name" },
  { key: "email", label: "Email", kind: "email" },
  { key: "servicesInterested", label: "Service", codes: "service" },
  { key: "projectBudget", label: "Budget", codes: "budget" },
  { key: "messageStart", label: "Message", kind: "excerpt" },
];

/** How much of a message the list reads: more than it shows, so the cut can fall between words. */
export const MESSAGE_START_CHARS = 120;

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
    listFields: contactListFields,
    listExtras: { messageStart: sql<string>`left(${contactSubmissions.message}, ${sql.raw(String(MESSAGE_START_CHARS))})` },
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
    search: [partnershipApplications.businessName, partnershipApplications.name, partnershipApplications.email],
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

/** The search box's text as a term, or "" for none: at most 200 characters, nothing the database cannot compare. */
function searchTerm(q: string | undefined): string {
  return q ? truncateText(toStorableText(q).trim(), 200, "") : "";
}

/**
 * A page of an inbox: its rows, the links to the pages either side, how many entries it holds
 * (kept on write) and, for a search, how many match.
 */
export type InboxPage = KeysetPage<InboxRow> & { total: number; matches: Matches | null; q: string };

/**
 * What a list page reads of each row: every column but the long texts, which only the record
 * shows, and the list's computed columns (the start of a message).
 */
function listColumns(def: InboxDef) {
  const long = new Set(def.fields.filter((f) => f.kind === "long").map((f) => f.key));
  const columns = Object.entries(getTableColumns(def.table)).filter(([key]) => !long.has(key));
  return { ...Object.fromEntries(columns), ...def.listExtras };
}

/** One page of an inbox, newest first, optionally narrowed to names or e-mails containing `q`. */
export async function listInbox(db: Db, slug: InboxSlug, opts: { q?: string; window?: ListWindow } = {}): Promise<InboxPage> {
  const def = inboxDef(slug);
  const list = { table: def.table, created: def.created, id: def.id, columns: listColumns(def) };
  const window = opts.window ?? { from: "newest" };
  const term = searchTerm(opts.q);
  const total = (await readListCounts(db)).of(def.table);
  if (!term) return { ...(await keysetPage<InboxRow>(db, list, window, PAGE_SIZE)), total, matches: null, q: "" };
  return { ...(await searchPage<InboxRow>(db, list, window, PAGE_SIZE, { text: searchableText(...def.search), term })), total, q: term };
}

export async function getInboxRow(db: Db, slug: InboxSlug, id: number): Promise<InboxRow | null> {
  const def = inboxDef(slug);
  const [row] = (await db.select().from(def.table).where(eq(def.id, id)).limit(1)) as InboxRow[];
  return row ?? null;
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
