import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/forms";
import type { Db } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { rateLimitKey } from "@/lib/rate-limit-key";
import { lockBucket, needsBucketLock, recordHitIfUnder } from "@/server/rate-limit";
import { honeypotFilled, idempotencyKeyFor, isClientKey, sentTooFast } from "@/server/forms/guard";
import { kickMailWorker } from "@/server/mail/worker";
import { securityEvent } from "@/server/security-events";
import { eq } from "drizzle-orm";
import { insertLead, type Lead, type LeadTable, type PerIpLimit } from "./intake";
import type { RequestSource } from "./source";

/** Forms with their own rate-limit bucket. */
type LeadForm = "contact" | "contact-page" | "access-request" | "partnership" | "job-application" | "newsletter";

export type SubmissionMeta = {
  /** Client address for the per-IP limit. */
  ip: string;
  honeypot?: string | null;
  /** Epoch milliseconds when the visitor started filling the form (browser forms only). */
  startedAt?: string | number | null;
  idempotencyKey?: string | null;
  /** When set, the minimum fill time applies (browser forms); the JSON API does not send one. */
  checkFillTime?: boolean;
  /** Where the lead came from (source.ts); the JSON API has none. */
  source?: RequestSource;
};

type StoreResult = { id: number | null; duplicate: boolean; data?: Record<string, string> };

/** A form that stores one row with an idempotency key, and its e-mails (every form but the newsletter). */
export type RowLeadDefinition<S extends z.ZodType, T extends LeadTable = LeadTable> = {
  form: LeadForm;
  schema: S;
  table: T;
  /** The row and e-mails of a valid submission; `data` is what the success text needs. */
  lead: (data: z.output<S>, ctx: { key: string; now: Date }) => Omit<Lead<T>, "table"> & { data?: Record<string, string> };
};

/** A form with storage logic of its own (the newsletter: one row per address), run in a transaction after the limit. */
type CustomLeadDefinition<S extends z.ZodType> = {
  form: LeadForm;
  schema: S;
  /** Stores and queues inside the transaction it is given; `duplicate` when it wrote nothing (the limit's event is rolled back). */
  store: (tx: Db, data: z.output<S>, ctx: { now: Date; source?: RequestSource }) => Promise<StoreResult>;
};

export type LeadDefinition<S extends z.ZodType> = RowLeadDefinition<S> | CustomLeadDefinition<S>;

/** Declares a row form; the table ties the row's values to its columns. */
export function rowLead<S extends z.ZodType, T extends LeadTable>(def: RowLeadDefinition<S, T>): LeadDefinition<S> {
  return def as unknown as LeadDefinition<S>;
}

export type SubmissionOutcome =
  | { kind: "stored"; id: number | null; duplicate: boolean; data?: Record<string, string> }
  | { kind: "spam" }
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  | { kind: "too-fast" }
  | { kind: "limited"; retryAfterSeconds: number }
  /** The idempotency key was already used by this client for a different submission. */
  | { kind: "key-reused" };

/**
 * One submission, the same way for a server action and the JSON API:
 * honeypot → validate → fill time → per-IP limit, row and e-mails stored together (or nothing).
 */
export async function processSubmission<S extends z.ZodType>(
  def: LeadDefinition<S>,
  raw: unknown,
  meta: SubmissionMeta,
  options: { db?: Db } = {},
): Promise<SubmissionOutcome> {
  // First, so a bot gets the same silent success whatever else it typed, never field errors.
  if (honeypotFilled(meta.honeypot)) {
    securityEvent("honeypot", { form: def.form, ip: meta.ip });
    return { kind: "spam" };
  }
  const parsed = def.schema.safeParse(raw);
  if (!parsed.success) return { kind: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  const data = parsed.data as z.output<S>;
  const e = env();
  if (meta.checkFillTime && sentTooFast(meta.startedAt, e.FORM_MIN_FILL_MS)) {
    securityEvent("too-fast", { form: def.form, ip: meta.ip });
    return { kind: "too-fast" };
  }

  const db = options.db ?? (await getDb());
  const now = new Date();
  const perIp: PerIpLimit = { bucket: `form:${def.form}:${rateLimitKey(meta.ip)}`, limit: e.FORM_RATE_LIMIT, windowMs: e.FORM_RATE_WINDOW_MINUTES * 60_000 };
  const outcome =
    "store" in def
      ? await storeCustom(db, def, data, { now, source: meta.source }, perIp)
      : await storeRow(db, def, data, idempotencyKeyFor(def.form, meta.idempotencyKey, data, meta.ip, now), now, perIp, meta.source);
  if (outcome.kind === "stored" && !outcome.duplicate) kickMailWorker();
  if (outcome.kind === "limited") securityEvent("rate-limited", { form: def.form, ip: meta.ip, retryAfterSeconds: outcome.retryAfterSeconds });
  return outcome;
}

async function storeRow<S extends z.ZodType>(
  db: Db,
  def: RowLeadDefinition<S>,
  data: z.output<S>,
  key: string,
  now: Date,
  perIp: PerIpLimit,
  source: RequestSource | undefined,
): Promise<SubmissionOutcome> {
  const { values: own, mails, data: extra } = def.lead(data, { key, now });
  const values = source ? { ...own, ...source } : own;
  const stored = await insertLead(db, { table: def.table, values, mails }, perIp);
  // A replayed key is answered as such, even once the address is limited.
  if (stored.kind === "limited") return { kind: "limited", retryAfterSeconds: stored.retryAfterSeconds };
  if (stored.kind === "replay" && !(await sameSubmission(db, def.table, stored.id, values))) return { kind: "key-reused" };
  // A replay without a key of the client's own (a plain POST sent twice) is answered as stored:
  // "duplicate" would tell whoever sent it that these words were already sent today.
  return { kind: "stored", id: stored.id, duplicate: stored.kind === "replay" && isClientKey(key), data: extra };
}

/**
 * Whether the row a replayed key points at holds this submission: a key sent again with other
 * content is a client's mistake to be told about, not a duplicate to drop. Times are not compared,
 * nor the status, which the agency changes once it handles the lead (an approved request's
 * replay is still a replay), nor where the lead came from: the same words sent again from another
 * page are the same submission.
 */
async function sameSubmission(db: Db, table: LeadTable, id: number, values: Record<string, unknown>): Promise<boolean> {
  const [row] = (await db.select().from(table).where(eq(table.id, id)).limit(1)) as Record<string, unknown>[];
  if (!row) return false;
  const sent = Object.entries(values).filter(([k, v]) => !(v instanceof Date) && !["idempotencyKey", "status", "attribution", "channel"].includes(k));
  return sent.every(([k, v]) => JSON.stringify(v ?? null) === JSON.stringify(row[k] ?? null));
}

/** Thrown inside the transaction to roll back the rate-limit event of a submission that wrote nothing. */
class NothingStored extends Error {
  constructor(readonly result: StoreResult) {
    super("nothing stored");
  }
}

async function storeCustom<S extends z.ZodType>(
  db: Db,
  def: CustomLeadDefinition<S>,
  data: z.output<S>,
  ctx: { now: Date; source?: RequestSource },
  perIp: PerIpLimit,
): Promise<SubmissionOutcome> {
  const lock = needsBucketLock(db);
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (lock) await lockBucket(tx, perIp.bucket);
      const limit = await recordHitIfUnder(tx, perIp.bucket, perIp.limit, perIp.windowMs);
      if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds } as const;
      const result = await def.store(tx, data, ctx);
      if (result.duplicate) throw new NothingStored(result);
      return { kind: "stored", ...result } as const;
    });
  } catch (err) {
    if (err instanceof NothingStored) return { kind: "stored", ...err.result };
    throw err;
  }
}
