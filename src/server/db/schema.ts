import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type PgColumn,
} from "drizzle-orm/pg-core";

// Relative, not "@/lib": drizzle-kit reads this file without the project's path aliases.
import { CHANNELS, type LeadSource } from "../../lib/attribution";
import { LEAD_STAGES } from "../../lib/lead-stages";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The text the console searches a table by: its columns joined with spaces. The table's trigram
 * index is on this expression and the search asks the same one, so the index serves the search.
 */
export const searchableText = (...columns: SQLWrapper[]): SQL => sql`(${sql.join(columns, sql` || ' ' || `)})`;
/** A trigram index (pg_trgm) on a table's searchable text: `ILIKE '%…%'` through the index. */
const trigramIndex = (name: string, ...columns: SQLWrapper[]) => index(name).using("gin", sql`${searchableText(...columns)} gin_trgm_ops`);

/** One e-mail sent about a lead, as the lead keeps it once the outbox's copy is pruned (src/server/retention.ts). */
export type DeliveredMail = { kind: string; to: string; subject: string; sentAt: string };
/** A lead's record of the e-mails sent about it whose outbox rows were pruned, oldest first. */
const deliveredMail = () => jsonb("delivered_mail").$type<DeliveredMail[]>();
/**
 * Where a lead came from (src/lib/attribution.ts, decision 0070) and the channel derived from it;
 * both null for leads stored before sources were kept and for the JSON API's.
 */
const leadSource = () => ({ attribution: jsonb("attribution").$type<LeadSource>(), channel: text("channel", { enum: CHANNELS }) });

/** A lead's stage columns (every lead kind has them, decision 0069): the stage, the deal's value in whole dollars (from proposal on), why it was lost, and when the stage last changed. */
const leadStageColumns = () => ({
  stage: text("stage", { enum: LEAD_STAGES }).notNull().default("new"),
  valueDollars: integer("value_dollars"),
  lostReason: text("lost_reason"),
  stageChangedAt: ts("stage_changed_at"),
});
/** A stage's list newest first a page at a time, as the whole list is read by its (time, id) index. */
const stageIndex = (table: string, stage: PgColumn, time: PgColumn, id: PgColumn) => index(`${table}_stage_created_id_idx`).on(stage, time, id);
/** A channel's list newest first a page at a time (the inbox's channel filter, decision 0070). */
const channelIndex = (table: string, channel: PgColumn, time: PgColumn, id: PgColumn) => index(`${table}_channel_created_id_idx`).on(channel, time, id);

/* ---------------- gate ---------------- */

export const invitationCodes = pgTable(
  "invitation_codes",
  {
    id: id(),
    codeHash: text("code_hash").notNull(),
    /** Last four characters, so the console can tell codes apart without holding them. */
    label: text("label"),
    role: text("role", { enum: ["client", "admin"] })
      .notNull()
      .default("client"),
    email: text("email"),
    maxUses: integer("max_uses").notNull().default(1),
    useCount: integer("use_count").notNull().default(0),
    expiresAt: ts("expires_at"),
    revokedAt: ts("revoked_at"),
    createdAt: createdAt(),
    createdBy: text("created_by"),
    /** When the code last opened a session, so the console can show codes nobody uses any more. */
    lastUsedAt: ts("last_used_at"),
  },
  (t) => [uniqueIndex("invitation_codes_code_hash_idx").on(t.codeHash)],
);
export type InvitationCode = typeof invitationCodes.$inferSelect;
export type NewInvitationCode = typeof invitationCodes.$inferInsert;

export const verifiedSessions = pgTable(
  "verified_sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    invitationCodeId: integer("invitation_code_id").references(() => invitationCodes.id),
    role: text("role", { enum: ["client", "admin"] })
      .notNull()
      .default("client"),
    verifiedAt: ts("verified_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    lastActivity: ts("last_activity").notNull().defaultNow(),
    revokedAt: ts("revoked_at"),
    /** An administrator's last "confirm it's you" (a factor proved again): ending sessions and removing passkeys need a recent one. */
    reauthenticatedAt: ts("reauthenticated_at"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    uniqueIndex("verified_sessions_token_hash_idx").on(t.tokenHash),
    index("verified_sessions_code_idx").on(t.invitationCodeId),
    // The console's count of live sessions reads only the unexpired ones, however many have ended.
    index("verified_sessions_live_idx")
      .on(t.expiresAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);
export type VerifiedSession = typeof verifiedSessions.$inferSelect;
export type NewVerifiedSession = typeof verifiedSessions.$inferInsert;

/**
 * An administrator's passkeys (WebAuthn credentials, decision 0024): the second step after an
 * admin code. Owned by the e-mail address the administrator signs in with; the public key only.
 */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    id: id(),
    email: text("email").notNull(),
    /** The credential's id, base64url, as the browser names it. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: ts("last_used_at"),
  },
  (t) => [uniqueIndex("admin_passkeys_credential_idx").on(t.credentialId), index("admin_passkeys_email_idx").on(t.email)],
);
export type AdminPasskey = typeof adminPasskeys.$inferSelect;

/**
 * A sign-in half done: a valid admin code was given, the passkey step is still to come. Its token
 * lives in its own cookie, stored only as a keyed hash; it is never a session.
 */
export const adminSignIns = pgTable(
  "admin_sign_ins",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    invitationCodeId: integer("invitation_code_id").references(() => invitationCodes.id),
    /** Whether the code is bound to this e-mail: such a holder may register a first passkey. */
    codeBound: boolean("code_bound").notNull().default(false),
    /** The WebAuthn challenge of the ceremony under way; cleared when an answer is checked. */
    challenge: text("challenge"),
    challengeExpiresAt: ts("challenge_expires_at"),
    /** Set when a recovery code was given: this sign-in registers a new passkey instead. */
    recoveredAt: ts("recovered_at"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    completedAt: ts("completed_at"),
  },
  (t) => [uniqueIndex("admin_sign_ins_token_hash_idx").on(t.tokenHash)],
);
export type AdminSignIn = typeof adminSignIns.$inferSelect;

/**
 * A console ceremony's challenge, tied to the admin session that asked: adding a passkey, or
 * confirming it is still the administrator. Each purpose has its own, so one page's challenge
 * never replaces the other's.
 */
export const passkeyChallenges = pgTable("passkey_challenges", {
  id: id(),
  sessionId: integer("session_id")
    .notNull()
    .references(() => verifiedSessions.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: ["add", "confirm"] })
    .notNull()
    .default("add"),
  challenge: text("challenge").notNull(),
  expiresAt: ts("expires_at").notNull(),
});

/** One-time recovery codes from `npm run invite -- --recovery`: keyed hashes, short-lived. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: id(),
    codeHash: text("code_hash").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
  },
  (t) => [uniqueIndex("admin_recovery_codes_hash_idx").on(t.codeHash)],
);
export type AdminRecoveryCode = typeof adminRecoveryCodes.$inferSelect;

/**
 * A client's e-mailed sign-in link (DESIGN.md difference 13): single-use, 15 minutes, for an
 * address that verified before with a client code that is not revoked. The token is stored only
 * as its keyed hash; the session it makes belongs to that code, so revoking the code ends it.
 */
export const signInLinks = pgTable(
  "sign_in_links",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    invitationCodeId: integer("invitation_code_id")
      .notNull()
      .references(() => invitationCodes.id),
    /** Where the visitor was going when they asked: a same-site path. */
    returnTo: text("return_to").notNull().default("/"),
    ip: text("ip"),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
  },
  (t) => [uniqueIndex("sign_in_links_token_hash_idx").on(t.tokenHash), index("sign_in_links_expires_idx").on(t.expiresAt)],
);
export type SignInLink = typeof signInLinks.$inferSelect;
export type NewSignInLink = typeof signInLinks.$inferInsert;

/** One row per counted event; limits count rows in a sliding window so they hold across servers. */
export const rateLimitHits = pgTable(
  "rate_limits",
  {
    id: id(),
    bucket: text("bucket").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rate_limits_bucket_created_idx").on(t.bucket, t.createdAt)],
);
export type RateLimitHit = typeof rateLimitHits.$inferSelect;

export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    createdAt: createdAt(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    outcome: text("outcome").notNull().default("ok"),
    target: text("target"),
    ip: text("ip"),
    /**
     * The session and the code behind the entry (verified_sessions.id, invitation_codes.id): the
     * typed e-mail alone does not say who was at the keyboard. No foreign keys, so the trail
     * outlives the rows it names.
     */
    sessionId: integer("session_id"),
    codeId: integer("code_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  // Newest first a page at a time, by (time, id) whole or within one action; the actor filter by trigram.
  (t) => [
    index("audit_log_created_id_idx").on(t.createdAt, t.id),
    index("audit_log_action_created_id_idx").on(t.action, t.createdAt, t.id),
    trigramIndex("audit_log_actor_search_idx", t.actor),
  ],
);
export type AuditEntry = typeof auditLog.$inferSelect;
export type NewAuditEntry = typeof auditLog.$inferInsert;

/* ---------------- leads ---------------- */

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    message: text("message").notNull(),
    source: text("source", { enum: ["home", "contact-page", "api"] }).notNull(),
    servicesInterested: text("services_interested"),
    projectBudget: text("project_budget"),
    timeline: text("timeline"),
    ...leadStageColumns(),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    deliveredMail: deliveredMail(),
    ...leadSource(),
  },
  (t) => [
    uniqueIndex("contact_submissions_idem_idx").on(t.idempotencyKey),
    index("contact_submissions_created_id_idx").on(t.createdAt, t.id),
    stageIndex("contact_submissions", t.stage, t.createdAt, t.id),
    channelIndex("contact_submissions", t.channel, t.createdAt, t.id),
    trigramIndex("contact_submissions_search_idx", t.name, t.email, t.message),
  ],
);
export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type NewContactSubmission = typeof contactSubmissions.$inferInsert;

export const accessRequests = pgTable(
  "access_requests",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    businessDescription: text("business_description").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    submittedAt: ts("submitted_at").notNull().defaultNow(),
    decidedAt: ts("decided_at"),
    decidedBy: text("decided_by"),
    invitationCodeId: integer("invitation_code_id").references(() => invitationCodes.id),
    ...leadStageColumns(),
    idempotencyKey: text("idempotency_key"),
    deliveredMail: deliveredMail(),
    ...leadSource(),
  },
  (t) => [
    uniqueIndex("access_requests_idem_idx").on(t.idempotencyKey),
    index("access_requests_submitted_id_idx").on(t.submittedAt, t.id),
    stageIndex("access_requests", t.stage, t.submittedAt, t.id),
    channelIndex("access_requests", t.channel, t.submittedAt, t.id),
    trigramIndex("access_requests_search_idx", t.name, t.email, t.businessDescription),
  ],
);
export type AccessRequest = typeof accessRequests.$inferSelect;
export type NewAccessRequest = typeof accessRequests.$inferInsert;

export const partnershipApplications = pgTable(
  "partnership_applications",
  {
    id: id(),
    businessName: text("business_name").notNull(),
    industry: text("industry").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    revenueRange: text("revenue_range"),
    description: text("description").notNull(),
    ...leadStageColumns(),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    deliveredMail: deliveredMail(),
    ...leadSource(),
  },
  (t) => [
    uniqueIndex("partnership_applications_idem_idx").on(t.idempotencyKey),
    index("partnership_applications_created_id_idx").on(t.createdAt, t.id),
    stageIndex("partnership_applications", t.stage, t.createdAt, t.id),
    channelIndex("partnership_applications", t.channel, t.createdAt, t.id),
    trigramIndex("partnership_applications_search_idx", t.businessName, t.name, t.email, t.description),
  ],
);
export type PartnershipApplication = typeof partnershipApplications.$inferSelect;
export type NewPartnershipApplication = typeof partnershipApplications.$inferInsert;

export const jobApplications = pgTable(
  "job_applications",
  {
    id: id(),
    positionSlug: text("position_slug").notNull(),
    positionTitle: text("position_title").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    profileUrl: text("profile_url"),
    coverNote: text("cover_note").notNull(),
    ...leadStageColumns(),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    deliveredMail: deliveredMail(),
    ...leadSource(),
  },
  (t) => [
    uniqueIndex("job_applications_idem_idx").on(t.idempotencyKey),
    index("job_applications_created_id_idx").on(t.createdAt, t.id),
    stageIndex("job_applications", t.stage, t.createdAt, t.id),
    channelIndex("job_applications", t.channel, t.createdAt, t.id),
    trigramIndex("job_applications_search_idx", t.name, t.email, t.coverNote),
  ],
);
export type JobApplication = typeof jobApplications.$inferSelect;
export type NewJobApplication = typeof jobApplications.$inferInsert;

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] })
      .notNull()
      .default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    /** Links in welcome e-mails sent before `unsubscribe_token` existed; still honoured. */
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
    /**
     * Made when the address is first stored and kept, so every e-mail to the subscriber can carry
     * the unsubscribe link. Kept in clear: it can only unsubscribe, and the mails need it.
     */
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    source: text("source"),
    createdAt: createdAt(),
    confirmedAt: ts("confirmed_at"),
    unsubscribedAt: ts("unsubscribed_at"),
    ...leadStageColumns(),
    deliveredMail: deliveredMail(),
    ...leadSource(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(t.email),
    uniqueIndex("newsletter_subscribers_unsubscribe_idx").on(t.unsubscribeToken),
    index("newsletter_subscribers_created_id_idx").on(t.createdAt, t.id),
    stageIndex("newsletter_subscribers", t.stage, t.createdAt, t.id),
    channelIndex("newsletter_subscribers", t.channel, t.createdAt, t.id),
    trigramIndex("newsletter_subscribers_search_idx", t.email),
  ],
);
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;

/**
 * The owner's notes on a lead, one table for every kind with one foreign key per kind, exactly one
 * set: a note goes with its lead, whatever deletes the lead (retention, erasure), because notes are
 * personal data kept no longer than the lead (decision 0069).
 */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: id(),
    contactSubmissionId: integer("contact_submission_id").references(() => contactSubmissions.id, { onDelete: "cascade" }),
    accessRequestId: integer("access_request_id").references(() => accessRequests.id, { onDelete: "cascade" }),
    partnershipApplicationId: integer("partnership_application_id").references(() => partnershipApplications.id, { onDelete: "cascade" }),
    jobApplicationId: integer("job_application_id").references(() => jobApplications.id, { onDelete: "cascade" }),
    newsletterSubscriberId: integer("newsletter_subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** The administrator who wrote it, as the audit log names them (admin:<e-mail>). */
    author: text("author").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "lead_notes_one_lead",
      sql`num_nonnulls(${t.contactSubmissionId}, ${t.accessRequestId}, ${t.partnershipApplicationId}, ${t.jobApplicationId}, ${t.newsletterSubscriberId}) = 1`,
    ),
    // A lead's notes newest first; each index also serves its foreign key's cascade.
    index("lead_notes_contact_submission_idx").on(t.contactSubmissionId, t.createdAt, t.id),
    index("lead_notes_access_request_idx").on(t.accessRequestId, t.createdAt, t.id),
    index("lead_notes_partnership_application_idx").on(t.partnershipApplicationId, t.createdAt, t.id),
    index("lead_notes_job_application_idx").on(t.jobApplicationId, t.createdAt, t.id),
    index("lead_notes_newsletter_subscriber_idx").on(t.newsletterSubscriberId, t.createdAt, t.id),
  ],
);
export type LeadNote = typeof leadNotes.$inferSelect;
export type NewLeadNote = typeof leadNotes.$inferInsert;

/* ---------------- content ---------------- */

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    author: text("author").notNull(),
    publishedDate: ts("published_date").notNull().defaultNow(),
    modifiedDate: ts("modified_date").notNull().defaultNow(),
    category: text("category").notNull(),
    featuredImageUrl: text("featured_image_url"),
    /** The featured image's alt text; posts from before it was asked for have none. */
    featuredImageAlt: text("featured_image_alt"),
    readTime: integer("read_time").notNull().default(5),
    content: text("content").notNull(),
    metaDescription: text("meta_description"),
    keywords: text("keywords"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    published: boolean("published").notNull().default(false),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english'::regconfig, coalesce(${blogPosts.title}, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(${blogPosts.excerpt}, '')), 'B') || setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(${blogPosts.content}, ''), '<[^>]+>', ' ', 'g')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_idx").on(t.slug),
    index("blog_posts_published_idx").on(t.published, t.publishedDate),
    // The public list and each category's, newest first: a page is found by position in these.
    index("blog_posts_public_order_idx")
      .on(t.publishedDate, t.id)
      .where(sql`${t.published}`),
    index("blog_posts_category_order_idx")
      .on(t.category, t.publishedDate, t.id)
      .where(sql`${t.published}`),
    // Without a pending list: posts are written rarely, and every search would read the list whole (the embedded database is vacuumed once a day).
    index("blog_posts_search_idx").using("gin", t.searchVector).with({ fastupdate: false }),
  ],
);
export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;

/**
 * How many rows a list holds, kept on write by triggers (drizzle/0011_list_counts.sql) so no page
 * counts a table: each lead table's rows by stage (list = "<table>:stage", key = the stage), the
 * access requests' and subscribers' also by status (list = the table), the audit log's by action, and the published blog posts by category (list "blog_posts", key = the
 * category), scheduled ones included.
 */
export const listCounts = pgTable(
  "list_counts",
  {
    list: text("list").notNull(),
    key: text("key").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.key] })],
);
export type ListCount = typeof listCounts.$inferSelect;

/* ---------------- media ---------------- */

/** Raw bytes; node-postgres reads them as a Buffer, PGlite as a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Images uploaded in the console (docs/decisions/0015-images-in-the-database.md). Kept in the
 * database, so every app server serves them; one row per distinct file (by content hash), its
 * encoded variants in media_variants. The original upload is not kept: only variants made from
 * its pixels, without its metadata.
 */
export const media = pgTable(
  "media",
  {
    id: id(),
    /** The public name in its addresses: /media/<key>-<width>.<format>. */
    key: text("key").notNull(),
    originalName: text("original_name").notNull(),
    /** The alt text given with the first upload (each post says its own). */
    alt: text("alt").notNull().default(""),
    /** The upload's size in pixels, turned upright. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** SHA-256 of the uploaded file, hex: the same file uploaded again is the same image. */
    contentHash: text("content_hash").notNull(),
    /** The uploaded file's size in bytes. */
    size: integer("size").notNull(),
    createdAt: createdAt(),
    createdBy: text("created_by"),
  },
  (t) => [uniqueIndex("media_key_idx").on(t.key), uniqueIndex("media_content_hash_idx").on(t.contentHash)],
);
export type Media = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    format: text("format", { enum: ["avif", "webp"] }).notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width, t.format] })],
);
export type MediaVariant = typeof mediaVariants.$inferSelect;
export type NewMediaVariant = typeof mediaVariants.$inferInsert;

/** The static pages' text, indexed from src/content so /search finds pages as well as posts. */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: id(),
    path: text("path").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english'::regconfig, coalesce(${searchDocuments.title}, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(${searchDocuments.summary}, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(${searchDocuments.body}, '')), 'C')`,
    ),
  },
  (t) => [uniqueIndex("search_documents_path_idx").on(t.path), index("search_documents_search_idx").using("gin", t.searchVector)],
);
export type SearchDocument = typeof searchDocuments.$inferSelect;
export type NewSearchDocument = typeof searchDocuments.$inferInsert;

/* ---------------- mail and consent ---------------- */

export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    lockedUntil: ts("locked_until"),
    sentAt: ts("sent_at"),
    failedAt: ts("failed_at"),
    lastError: text("last_error"),
    /** Extra header lines of this message (List-Unsubscribe for newsletter mail). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** The body carries a secret (an invitation code): it is blanked once the message is sent. */
    sensitive: boolean("sensitive").notNull().default(false),
    /**
     * The secrets the body names by placeholder (an invitation code), encrypted under the
     * server's secret and put into the message only as it is sent; cleared after sending.
     */
    sealed: text("sealed"),
    /** The lead the message is about (its table and id), so the lead's page lists it; null for mail about no lead. */
    leadTable: text("lead_table"),
    leadId: integer("lead_id"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_pending_idx").on(t.sentAt, t.nextAttemptAt), index("outbox_lead_idx").on(t.leadTable, t.leadId)],
);
export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;

export const consentRecords = pgTable(
  "consent_records",
  {
    id: id(),
    subjectId: text("subject_id").notNull(),
    policyVersion: text("policy_version").notNull(),
    necessary: boolean("necessary").notNull().default(true),
    analytics: boolean("analytics").notNull(),
    marketing: boolean("marketing").notNull(),
    functional: boolean("functional").notNull(),
    gpc: boolean("gpc").notNull().default(false),
    recordedAt: createdAt(),
  },
  (t) => [index("consent_records_subject_idx").on(t.subjectId)],
);
export type ConsentRecord = typeof consentRecords.$inferSelect;
export type NewConsentRecord = typeof consentRecords.$inferInsert;

/* ---------------- page views ---------------- */

/**
 * Page views counted on the server, per day (the agency's), page and channel: no cookie, no
 * address, no visitor identifier (src/server/views/, decision 0071). `channel` is the channel of a
 * visit's entry, or "within-visit" for a page reached from another of the site's pages.
 */
export const pageViews = pgTable(
  "page_views",
  {
    day: text("day").notNull(),
    path: text("path").notNull(),
    channel: text("channel", { enum: [...CHANNELS, "within-visit"] }).notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.channel] })],
);
export type PageViewCount = typeof pageViews.$inferSelect;
export type NewPageViewCount = typeof pageViews.$inferInsert;

/* ---------------- the lead report's counts ---------------- */

/**
 * Every lead kind's leads per day (the agency's), counted by channel, landing page and campaign
 * (`breakdown`, `key`; a null key is "not recorded"): how many arrived, how many reached proposal,
 * how many were won and their value. Kept on write by triggers (drizzle/0021_lead_day_counts.sql,
 * decision 0076) so the lead report reads a few rows per day whatever the number of leads.
 */
export const leadDayCounts = pgTable(
  "lead_day_counts",
  {
    day: text("day").notNull(),
    breakdown: text("breakdown", { enum: ["channel", "landing", "campaign"] }).notNull(),
    key: text("key"),
    leads: integer("leads").notNull(),
    proposals: integer("proposals").notNull(),
    won: integer("won").notNull(),
    wonValue: bigint("won_value", { mode: "number" }).notNull(),
  },
  (t) => [unique("lead_day_counts_day_breakdown_key_unique").on(t.day, t.breakdown, t.key).nullsNotDistinct()],
);
export type LeadDayCount = typeof leadDayCounts.$inferSelect;
