import { and, eq, gte, lt, sql } from "drizzle-orm";
import { agencyHour, formatAgencyTime, easternDay, startOfEasternDay } from "@/lib/dates";
import { previousBusinessDay } from "@/lib/business-days";
import type { Db } from "@/server/db/client";
import { outbox } from "@/server/db/schema";
import { env } from "@/server/env";
import { logger } from "@/server/log";
import { enqueueMail } from "@/server/mail/outbox";
import { kickMailWorker } from "@/server/mail/worker";
import { absoluteUrl } from "@/lib/site-url";
import { INBOXES, INBOX_SLUGS, type InboxSlug } from "./inboxes";

/** A lead the digest names: its inbox, id, name and when it arrived or last changed stage. */
export type DigestLead = { slug: InboxSlug; id: number; name: string; at: Date };
export type Digest = { waiting: DigestLead[]; stale: DigestLead[] };

const STALE_PROPOSAL_DAYS = 7;
const LIMIT = 50;
const DIGEST_LOCK = "admin:morning-digest";

/**
 * What the morning digest has to say today: the leads still new that arrived before the previous
 * business day (a whole business day has passed without an answer), and the proposals whose stage
 * has not changed for a week. Each list newest first, at most 50 per inbox.
 */
export async function digestOf(db: Db, now = new Date()): Promise<Digest> {
  const cutoff = startOfEasternDay(previousBusinessDay(easternDay(now)));
  const staleSince = new Date(now.getTime() - STALE_PROPOSAL_DAYS * 86_400_000);
  const waiting: DigestLead[] = [];
  const stale: DigestLead[] = [];
  for (const slug of INBOX_SLUGS) {
    const def = INBOXES[slug];
    // Subscribers are counted by their own state, not worked as leads.
    if (slug === "newsletter-subscribers") continue;
    const name = (def.table as unknown as Record<string, unknown>)[def.nameKey] as never;
    const stage = def.stage;
    const rows = await db
      .select({ id: def.id, name, at: def.created })
      .from(def.table)
      .where(and(eq(stage, "new"), lt(def.created, cutoff)))
      .orderBy(sql`${def.created} desc`)
      .limit(LIMIT);
    waiting.push(...(rows as { id: number; name: string; at: Date }[]).map((r) => ({ slug, ...r })));
    const changed = (def.table as unknown as Record<string, unknown>).stageChangedAt as never;
    const proposals = await db
      .select({ id: def.id, name, at: changed })
      .from(def.table)
      .where(and(eq(stage, "proposal"), lt(changed, staleSince)))
      .orderBy(sql`${changed} desc`)
      .limit(LIMIT);
    stale.push(...(proposals as { id: number; name: string; at: Date }[]).map((r) => ({ slug, ...r })));
  }
  return { waiting, stale };
}

const line = (l: DigestLead, what: string) =>
  `- ${l.name} (${INBOXES[l.slug].singular.toLowerCase()}), ${what} ${formatAgencyTime(l.at)}\n  ${absoluteUrl(`/admin/inbox/${l.slug}/${l.id}`)}`;

/** The digest's e-mail text. */
export function digestText(d: Digest): string {
  const parts = ["Good morning. Here is what is waiting on the lead desk.\n"];
  if (d.waiting.length) parts.push(`New for more than a business day (${d.waiting.length}):\n${d.waiting.map((l) => line(l, "arrived")).join("\n")}\n`);
  if (d.stale.length) parts.push(`Proposals with no change for a week (${d.stale.length}):\n${d.stale.map((l) => line(l, "at proposal since")).join("\n")}\n`);
  parts.push(`The inbox: ${absoluteUrl("/admin")}\n`);
  return parts.join("\n");
}

/**
 * Queues today's digest to the notification address, once a day across every server: an advisory
 * lock and the outbox's own record of today's digest decide; nothing is queued when there is
 * nothing to say. Returns whether one was queued.
 */
export async function queueMorningDigest(db: Db, now = new Date()): Promise<boolean> {
  const queued = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${DIGEST_LOCK}))`);
    const today = startOfEasternDay(easternDay(now));
    const [already] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.kind, "lead-digest"), gte(outbox.createdAt, today)))
      .limit(1);
    if (already) return false;
    const digest = await digestOf(tx as unknown as Db, now);
    if (!digest.waiting.length && !digest.stale.length) return false;
    const count = digest.waiting.length + digest.stale.length;
    await enqueueMail(tx as unknown as Db, {
      kind: "lead-digest",
      to: env().NOTIFY_EMAIL,
      subject: `Lead desk: ${count} ${count === 1 ? "lead needs" : "leads need"} you today`,
      text: digestText(digest),
      sensitive: false,
    });
    return true;
  });
  if (queued) kickMailWorker();
  return queued;
}

const g = globalThis as typeof globalThis & { __gteDigest?: ReturnType<typeof setInterval> };

/** Checks every ten minutes whether the digest's hour (DIGEST_HOUR, Atlanta time) has come and today's is not queued yet. */
export function startMorningDigest(getDb: () => Promise<Db>, intervalMs = 10 * 60_000): void {
  if (g.__gteDigest) return;
  const tick = async () => {
    if (agencyHour() < env().DIGEST_HOUR) return;
    try {
      await queueMorningDigest(await getDb());
    } catch (err) {
      logger.warn({ err }, "morning digest: could not be queued; will try again");
    }
  };
  g.__gteDigest = setInterval(() => void tick(), intervalMs);
  g.__gteDigest.unref?.();
  void tick();
}

export function stopMorningDigest(): void {
  if (g.__gteDigest) clearInterval(g.__gteDigest);
  g.__gteDigest = undefined;
}
