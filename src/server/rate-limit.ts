import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { getDb, isEmbedded } from "./db/client";
import { rateLimitHits } from "./db/schema";
import { logger } from "./log";
import { periodMs, retention } from "@/content/retention";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number; count: number };

function result(count: number, oldest: Date | string | null, limit: number, windowMs: number, allowed = count < limit): RateLimitResult {
  if (allowed) return { allowed: true, retryAfterSeconds: 0, count };
  const from = oldest ? new Date(oldest).getTime() : Date.now();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((from + windowMs - Date.now()) / 1000)), count };
}

/**
 * Sliding-window limit kept in the database, so it holds across several app servers.
 * `peekRateLimit` only counts; `hitRateLimit` records one event. Callers decide what counts
 * (every submission for forms; only failures for invitation codes).
 */
export async function peekRateLimit(db: Db, bucket: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${rateLimitHits.createdAt})` })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.createdAt, since)));
  return result(row?.count ?? 0, row?.oldest ?? null, limit, windowMs);
}

export async function hitRateLimit(db: Db, bucket: string): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket });
}

/**
 * Counts the bucket's events in the window and records this one when it is under the limit, in
 * one statement. That statement alone does not stop two transactions from counting the same
 * events: the caller holds the bucket (`lockBucket`) or runs on PGlite, whose single connection
 * runs one transaction at a time.
 */
export async function recordHitIfUnder(tx: Db, bucket: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const since = new Date(Date.now() - windowMs).toISOString();
  const res = await tx.execute(sql`
    WITH recent AS (
      SELECT count(*)::int AS count, min(${rateLimitHits.createdAt}) AS oldest FROM ${rateLimitHits}
      WHERE ${rateLimitHits.bucket} = ${bucket} AND ${rateLimitHits.createdAt} > ${since}::timestamptz
    ), hit AS (
      INSERT INTO ${rateLimitHits} (${sql.identifier(rateLimitHits.bucket.name)})
      SELECT ${bucket} FROM recent WHERE recent.count < ${limit} RETURNING 1
    )
    SELECT count, oldest, EXISTS (SELECT 1 FROM hit) AS recorded FROM recent`);
  const [row] = (res as unknown as { rows: { count: number; oldest: string | Date | null; recorded: boolean }[] }).rows;
  return result(row.count, row.oldest, limit, windowMs, row.recorded);
}

/**
 * Checks the limit and, when allowed, records this event, atomically: the bucket is locked for a
 * short transaction, so parallel requests from one address (on one server or several) cannot all
 * read "4 of 5" and all go ahead.
 */
export async function consumeRateLimit(db: Db, bucket: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  return db.transaction(async (tx) => {
    await lockBucket(tx as unknown as Db, bucket);
    return recordHitIfUnder(tx as unknown as Db, bucket, limit, windowMs);
  });
}

/** Drops events older than a day, so the table stays small. Running it twice, or on two servers at once, is harmless. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(Date.now() - periodMs(retention.rateLimitEntries))));
}

/**
 * Serialises everyone who checks and records events for one bucket, until the surrounding
 * transaction ends. Without it two servers (or two requests on one) can both read "4 of 5" and
 * both go ahead. Call it first thing inside `db.transaction(...)`.
 */
export async function lockBucket(tx: Db, bucket: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
}

/**
 * `lockBucket` for several buckets in one round trip, always in the same (sorted) order, so two
 * servers locking overlapping sets wait for each other instead of deadlocking.
 */
export async function lockBuckets(tx: Db, buckets: string[]): Promise<void> {
  const sorted = [...new Set(buckets)].sort();
  if (sorted.length === 1) return lockBucket(tx, sorted[0]);
  // One JSON parameter (a JavaScript array would become one parameter per element).
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(b)) from jsonb_array_elements_text(${JSON.stringify(sorted)}::jsonb) with ordinality as t(b, i) order by i`,
  );
}

/**
 * Whether transactions on this database can run side by side and so need `lockBucket`. PGlite
 * has one connection and runs one transaction at a time, which already serialises them; the lock
 * would only cost a statement on the hot path of every form.
 */
export function needsBucketLock(db: Db): boolean {
  return !isEmbedded(db);
}

const g = globalThis as unknown as { __gteRateLimitPruner?: NodeJS.Timeout };

/** Prunes now and then every hour, in the background, for as long as the server runs. */
export function startRateLimitPruning(intervalMs = 3600_000): void {
  if (g.__gteRateLimitPruner) return;
  const prune = () =>
    getDb()
      .then(pruneRateLimits)
      .catch((err) => logger.warn({ err }, "could not prune old rate-limit events; will try again"));
  g.__gteRateLimitPruner = setInterval(prune, intervalMs);
  g.__gteRateLimitPruner.unref?.();
  void prune();
}

export function stopRateLimitPruning(): void {
  if (g.__gteRateLimitPruner) clearInterval(g.__gteRateLimitPruner);
  g.__gteRateLimitPruner = undefined;
}
