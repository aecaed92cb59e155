import { and, isNotNull, lt, or, sql } from "drizzle-orm";
import { periodMs, retention } from "@/content/retention";
import { CONSENT_MAX_AGE_SECONDS } from "@/lib/consent";
import type { Db } from "./db/client";
import { getDb } from "./db/client";
import {
  accessRequests,
  adminRecoveryCodes,
  adminSignIns,
  auditLog,
  consentRecords,
  contactSubmissions,
  jobApplications,
  partnershipApplications,
  passkeyChallenges,
  signInLinks,
} from "./db/schema";
import { env } from "./env";
import { deleteSessionsEndedBefore } from "./gate/session";
import { endingSessions } from "./gate/session-cache";
import { logger } from "./log";
import { pruneParkedMail, pruneSentMail } from "./mail/prune";
import { upkeepEmbedded } from "./db/upkeep";

/** What one pass deleted, by kind; null where that kind's step failed (the others still ran). */
export type RetentionReport = Record<string, number | null>;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Deletes what the privacy policy says is kept no longer (src/content/retention.ts), as of `now`.
 * Each kind is its own statement: one that fails (a table another change protects) is logged and
 * leaves the rest to run, and is tried again on the next pass.
 */
export async function applyRetention(db: Db, now = new Date()): Promise<RetentionReport> {
  const inquiries = before(now, periodMs(retention.inquiries));
  const steps: Record<string, () => Promise<unknown[] | number>> = {
    contactSubmissions: () => db.delete(contactSubmissions).where(lt(contactSubmissions.createdAt, inquiries)).returning({ id: contactSubmissions.id }),
    // The last contact about an access request is its decision, if it had one.
    accessRequests: () =>
      db
        .delete(accessRequests)
        .where(lt(sql`coalesce(${accessRequests.decidedAt}, ${accessRequests.submittedAt})`, inquiries))
        .returning({ id: accessRequests.id }),
    partnershipApplications: () =>
      db.delete(partnershipApplications).where(lt(partnershipApplications.createdAt, inquiries)).returning({ id: partnershipApplications.id }),
    jobApplications: () =>
      db
        .delete(jobApplications)
        .where(lt(jobApplications.createdAt, before(now, periodMs(retention.jobApplications))))
        .returning({ id: jobApplications.id }),
    consentRecords: () =>
      db
        .delete(consentRecords)
        .where(lt(consentRecords.recordedAt, before(now, CONSENT_MAX_AGE_SECONDS * 1000 + periodMs(retention.consentRecords))))
        .returning({ id: consentRecords.id }),
    // What was sent about a lead stays on the lead (src/server/mail/prune.ts).
    sentMail: () => pruneSentMail(db, before(now, env().OUTBOX_KEEP_DAYS * 86_400_000)),
    // Parked mail waits for a retry in the console; the lead it is about goes after the inquiries' period, and so does it.
    parkedMail: () => pruneParkedMail(db, inquiries),
    // An administrator's sign-in steps serve minutes; the audit log keeps what happened in them.
    adminSignIns: () =>
      db
        .delete(adminSignIns)
        .where(lt(adminSignIns.expiresAt, before(now, periodMs(retention.signInSteps))))
        .returning({ id: adminSignIns.id }),
    passkeyChallenges: () =>
      db
        .delete(passkeyChallenges)
        .where(lt(passkeyChallenges.expiresAt, before(now, periodMs(retention.signInSteps))))
        .returning({ id: passkeyChallenges.id }),
    // A client's e-mailed sign-in link serves 15 minutes; the audit log keeps that it was asked for and used.
    signInLinks: () =>
      db
        .delete(signInLinks)
        .where(lt(signInLinks.expiresAt, before(now, periodMs(retention.signInSteps))))
        .returning({ id: signInLinks.id }),
    recoveryCodes: () => {
      const cutoff = before(now, periodMs(retention.signInSteps));
      return db
        .delete(adminRecoveryCodes)
        .where(or(lt(adminRecoveryCodes.expiresAt, cutoff), and(isNotNull(adminRecoveryCodes.usedAt), lt(adminRecoveryCodes.usedAt, cutoff))))
        .returning({ id: adminRecoveryCodes.id });
    },
    // A session's row outlives it as long as the audit log that names it by number; its challenges go with it.
    endedSessions: () => endingSessions((ending) => deleteSessionsEndedBefore(db, before(now, periodMs(retention.endedSessions)), ending)),
    // The audit log's trigger lets only rows past the period go, by the database's clock
    // (decision 0026): the cutoff is never later than that, or one row would fail the statement.
    auditLog: () => {
      const period = periodMs(retention.auditLog);
      return db
        .delete(auditLog)
        .where(lt(auditLog.createdAt, sql`least(${before(now, period).toISOString()}::timestamptz, now() - ${period}::bigint * interval '1 millisecond')`))
        .returning({ id: auditLog.id });
    },
  };
  const report: RetentionReport = {};
  for (const [kind, step] of Object.entries(steps)) {
    try {
      const done = await step();
      report[kind] = typeof done === "number" ? done : done.length;
    } catch (err) {
      report[kind] = null;
      logger.warn({ err, kind }, "retention: could not delete expired records; will try again on the next pass");
    }
  }
  return report;
}

const g = globalThis as typeof globalThis & { __gteRetention?: ReturnType<typeof setInterval> };

/** Runs the retention pass now and then daily in this process; every server may run it, a second pass finds nothing. */
export function startRetention(intervalMs = 24 * 3600_000): void {
  if (g.__gteRetention) return;
  const run = async ({ upkeep }: { upkeep: boolean }) => {
    try {
      const db = await getDb();
      logger.info({ report: await applyRetention(db) }, "retention pass done");
      if (upkeep) await upkeepEmbedded(db);
    } catch (err) {
      logger.warn({ err }, "retention pass failed; will try again");
    }
  };
  g.__gteRetention = setInterval(() => void run({ upkeep: true }), intervalMs);
  g.__gteRetention.unref?.();
  // Not at start: the embedded database was just analysed, and a first vacuum would hold it for
  // seconds (4 s at 2,000 posts) while the server takes its first visitors.
  void run({ upkeep: false });
}

export function stopRetention(): void {
  if (g.__gteRetention) clearInterval(g.__gteRetention);
  g.__gteRetention = undefined;
}
