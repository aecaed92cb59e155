import { and, eq, getTableColumns, gte, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/server/db/client";
import { accessRequests, contactSubmissions, jobApplications, newsletterSubscribers, partnershipApplications, searchableText } from "@/server/db/schema";
import { readListCounts, type ListCounts } from "@/server/db/list-counts";
import { INBOX_SLUGS, type InboxSlug } from "./inbox-slugs";
import { keysetPage, searchPage, type KeysetPage, type Matches } from "./keyset";
import type { ListWindow } from "@/lib/list-cursor";
import { NO_FILTER, type InboxChoice, type InboxFilter } from "@/lib/inbox-filter";
import { LEAD_STAGES, type LeadStage } from "@/lib/lead-stages";
import { startOfEasternDay } from "@/lib/dates";
import type { CodeKind } from "@/content/lead-labels";

export { INBOX_SLUGS, type InboxSlug };

const PAGE_SIZE = 25;

/** `excerpt`: the start of a long field, for the list (the record shows it whole). */
type FieldKind = "text" | "long" | "email" | "date" | "url" | "dollars" | "excerpt";
/** `codes`: the field holds a code, shown as its words (src/content/lead-labels.ts); the CSV keeps the code as well. */
export type InboxField = { key: string; label: string; kind?: FieldKind; codes?: CodeKind };
export type InboxRow = Record<string, unknown> & {
  id: number;
  stage: LeadStage;
  valueDollars: number | null;
  lostReason: string | null;
  stageChangedAt: Date | null;
  /** The access requests' and subscribers' own state, beside the stage. */
  status?: string;
};

type InboxDef = {
  slug: InboxSlug;
  title: string;
  singular: string;
  table: PgTable;
  id: PgColumn;
  created: PgColumn;
  createdKey: string;
  /** The lead's stage (decision 0069). */
  stage: PgColumn;
  /** The columns the filter's choices narrow by (src/lib/inbox-filter.ts). */
  choices: Record<InboxChoice, PgColumn>;
  /** Name, e-mail and message columns the search box looks in: the columns of the table's trigram index, in its order (schema.ts). */
  search: PgColumn[];
  /** What the overview counts as waiting: new leads, or the access requests and subscribers whose own state asks for it. */
  waiting: { by: "stage" | "status"; key: string };
  /** The access requests' and subscribers' own state, where the table has one beside the stage. */
  status?: PgColumn;
  /** Shown in the list, after the date. */
  listFields: InboxField[];
  /** Columns the list computes rather than reads, by the key a list field names them with. */
  listExtras?: Record<string, SQL>;
  /** Every field, in order: the detail view and the CSV export. */
  fields: InboxField[];
  /** How a row is named in headings and the audit log. */
  nameKey: string;
};

/** Where the lead stands: every kind's, the last fields of the record and of the CSV export. */
const stageFields: InboxField[] = [
  { key: "stage", label: "Stage", codes: "stage" },
  { key: "valueDollars", label: "Value (USD)", kind: "dollars" },
  { key: "lostReason", label: "Lost reason", kind: "long" },
  { key: "stageChangedAt", label: "Stage changed", kind: "date" },
];

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
  { key: "createdAt", label: "Received", kind: "date" },
  ...stageFields,
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
  ...stageFields,
];

const partnershipFields: InboxField[] = [
  { key: "businessName", label: "Business name" },
  { key: "industry", label: "Industry" },
  { key: "name", label: "Name" },
  { key: "email", label: "Email", kind: "email" },
  { key: "phone", label: "Phone" },
  { key: "revenueRange", label: "Annual revenue", codes: "revenue" },
  { key: "description", label: "Business and goals", kind: "long" },
  { key: "createdAt", label: "Received", kind: "date" },
  ...stageFields,
];

const jobFields: InboxField[] = [
  { key: "positionTitle", label: "Position" },
  { key: "name", label: "Name" },
  { key: "email", label: "Email", kind: "email" },
  { key: "phone", label: "Phone" },
  { key: "profileUrl", label: "LinkedIn or portfolio", kind: "url" },
  { key: "coverNote", label: "Cover note", kind: "long" },
  { key: "createdAt", label: "Received", kind: "date" },
  ...stageFields,
];

const newsletterFields: InboxField[] = [
  { key: "email", label: "Email", kind: "email" },
  { key: "status", label: "Status" },
  { key: "source", label: "Signed up from", codes: "newsletterSource" },
  { key: "createdAt", label: "Signed up", kind: "date" },
  { key: "confirmedAt", label: "Confirmed", kind: "date" },
  { key: "unsubscribedAt", label: "Unsubscribed", kind: "date" },
  ...stageFields,
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
    stage: contactSubmissions.stage,
    choices: { stage: contactSubmissions.stage, channel: contactSubmissions.channel },
    search: [contactSubmissions.name, contactSubmissions.email, contactSubmissions.message],
    waiting: { by: "stage", key: "new" },
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
    stage: accessRequests.stage,
    choices: { stage: accessRequests.stage, channel: accessRequests.channel },
    search: [accessRequests.name, accessRequests.email, accessRequests.businessDescription],
    waiting: { by: "status", key: "pending" },
    status: accessRequests.status,
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
    stage: partnershipApplications.stage,
    choices: { stage: partnershipApplications.stage, channel: partnershipApplications.channel },
    search: [partnershipApplications.businessName, partnershipApplications.name, partnershipApplications.email, partnershipApplications.description],
    waiting: { by: "stage", key: "new" },
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
    stage: jobApplications.stage,
    choices: { stage: jobApplications.stage, channel: jobApplications.channel },
    search: [jobApplications.name, jobApplications.email, jobApplications.coverNote],
    waiting: { by: "stage", key: "new" },
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
    stage: newsletterSubscribers.stage,
    choices: { stage: newsletterSubscribers.stage, channel: newsletterSubscribers.channel },
    search: [newsletterSubscribers.email],
    waiting: { by: "status", key: "confirmed" },
    status: newsletterSubscribers.status,
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

/** How many leads of an inbox wait on the owner (the overview's numbers), from the counts kept on write. */
export function waitingCount(counts: ListCounts, slug: InboxSlug): number {
  const def = inboxDef(slug);
  return counts.of(def.table, def.waiting.key, def.waiting.by === "stage" ? "stage" : undefined);
}

/** The day after a "YYYY-MM-DD" day, as one. */
function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The filter's conditions on one inbox: each choice on its column, and the days, Eastern, on the
 * list's time. A stage with a range is one seek on the stage's (stage, time, id) index.
 */
function filterCondition(def: InboxDef, filter: InboxFilter): SQL | undefined {
  const choices = (Object.entries(filter.choices) as [InboxChoice, string | null][]).map(([key, value]) => (value ? eq(def.choices[key], value) : undefined));
  return and(
    ...choices,
    filter.from ? gte(def.created, startOfEasternDay(filter.from)) : undefined,
    filter.to ? lt(def.created, startOfEasternDay(nextDay(filter.to))) : undefined,
  );
}

/**
 * A page of an inbox: its rows, the links to the pages either side, how many entries it holds
 * and how many at each stage (kept on write), the filter it was read with and, for a search, how
 * many match.
 */
export type InboxPage = KeysetPage<InboxRow> & {
  total: number;
  stages: Record<LeadStage, number>;
  matches: Matches | null;
  filter: InboxFilter;
};

/**
 * What a list page reads of each row: every column but the long texts, which only the record
 * shows, and the list's computed columns (the start of a message).
 */
function listColumns(def: InboxDef) {
  const long = new Set(def.fields.filter((f) => f.kind === "long").map((f) => f.key));
  const columns = Object.entries(getTableColumns(def.table)).filter(([key]) => !long.has(key));
  return { ...Object.fromEntries(columns), ...def.listExtras };
}

/** One page of an inbox, newest first, narrowed by the filter: its choices, its days, and names, e-mails or messages containing its text. */
export async function listInbox(db: Db, slug: InboxSlug, opts: { filter?: InboxFilter; window?: ListWindow } = {}): Promise<InboxPage> {
  const def = inboxDef(slug);
  const list = { table: def.table, created: def.created, id: def.id, columns: listColumns(def) };
  const window = opts.window ?? { from: "newest" };
  const filter = opts.filter ?? NO_FILTER;
  const counts = await readListCounts(db);
  const stages = Object.fromEntries(LEAD_STAGES.map((stage) => [stage, counts.of(def.table, stage, "stage")])) as Record<LeadStage, number>;
  const total = filter.choices.stage ? stages[filter.choices.stage] : counts.of(def.table, undefined, "stage");
  const where = filterCondition(def, filter);
  const counted = { total, stages, filter };
  if (!filter.q) return { ...(await keysetPage<InboxRow>(db, list, window, PAGE_SIZE, where)), ...counted, matches: null };
  return { ...(await searchPage<InboxRow>(db, list, window, PAGE_SIZE, { text: searchableText(...def.search), term: filter.q, where })), ...counted };
}

export async function getInboxRow(db: Db, slug: InboxSlug, id: number): Promise<InboxRow | null> {
  const def = inboxDef(slug);
  const [row] = (await db.select().from(def.table).where(eq(def.id, id)).limit(1)) as InboxRow[];
  return row ?? null;
}
